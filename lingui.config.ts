// Lingui: BN is the default language of the site; EN is the source and the fallback for every catalog.
import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

// Tests extract into a copy of the catalogs to prove none is missing a string without touching the tree.
const catalogRoot = process.env.TALA_LOCALES_DIR ?? "<rootDir>/locales";

// Parts of the frame that load on their own, never in a visitor's first paint: the login form and the member strip,
// the banner carousel (src/ui/useLater.ts), the footer (when scrolled to), the page of an unknown address and the
// maintenance and region-blocked pages. Their strings come with the area catalog each loads first (useCatalog), not in
// the core one every first visit waits for. The floating widgets keep theirs in the core catalog: waiting on one
// catalog, they would all arrive in one long task. The list pages' paging is in both areas whose pages have it.
const LATER_PARTS: Record<string, string[]> = {
  account: ["LoginForm.tsx", "MemberStrip.tsx", "SmsCodeField.tsx", "CaptchaInput.tsx"].map((file) => `<rootDir>/src/features/account/components/${file}`).concat("<rootDir>/src/features/account/messages.ts"),
  content: ["<rootDir>/src/features/content/components/BannerCarousel.tsx", "<rootDir>/src/app/layout/Footer.tsx", "<rootDir>/src/features/shell/components/NotFoundPage.tsx", "<rootDir>/src/app/layout/ClosedPages.tsx"],
  wallet: ["<rootDir>/src/ui/Paging.tsx"],
  agent: ["<rootDir>/src/ui/Paging.tsx"],
};

export default defineConfig({
  sourceLocale: "en",
  locales: ["bn", "en", "zh", "hi", "id", "th", "tl", "vi"],
  fallbackLocales: { default: "en" },
  catalogs: [
    // The core catalog: frame, home and every component outside an area's pages folder. It loads before the first render.
    {
      path: `${catalogRoot}/{locale}/messages`,
      include: ["<rootDir>/src", "<rootDir>/routes"],
      exclude: ["**/node_modules/**", "**/*.gen.ts", "<rootDir>/src/features/*/pages/**", ...Object.values(LATER_PARTS).flat()],
    },
    // One catalog per area's pages, loaded with them (src/i18n CATALOG_AREAS names the same areas).
    ...["account", "content", "wallet", "games", "agent"].map((area) => ({
      path: `${catalogRoot}/{locale}/${area}`,
      include: [`<rootDir>/src/features/${area}/pages`, ...(LATER_PARTS[area] ?? [])],
    })),
  ],
  format: formatter({ lineNumbers: false }),
});
