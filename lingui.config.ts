// Lingui: BN is the default language of the site; EN is the source and the fallback for every catalog.
import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

// Tests extract into a copy of the catalogs to prove none is missing a string without touching the tree.
const catalogRoot = process.env.TALA_LOCALES_DIR ?? "<rootDir>/locales";

export default defineConfig({
  sourceLocale: "en",
  locales: ["bn", "en", "zh", "hi", "id", "th", "tl", "vi"],
  fallbackLocales: { default: "en" },
  catalogs: [
    // The core catalog: frame, home and every component outside an area's pages folder. It loads before the first render.
    {
      path: `${catalogRoot}/{locale}/messages`,
      include: ["<rootDir>/src", "<rootDir>/routes"],
      exclude: ["**/node_modules/**", "**/*.gen.ts", "<rootDir>/src/features/*/pages/**"],
    },
    // One catalog per area's pages, loaded with them (src/i18n CATALOG_AREAS names the same areas).
    ...["account", "content", "wallet", "games", "agent"].map((area) => ({
      path: `${catalogRoot}/{locale}/${area}`,
      include: [`<rootDir>/src/features/${area}/pages`],
    })),
  ],
  format: formatter({ lineNumbers: false }),
});
