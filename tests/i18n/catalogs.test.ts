// Every language is complete: extracting the current source into a copy of the catalogs finds nothing missing, every
// translation keeps its source's placeholders, and none is the English source left as it is (outside an allow-list of
// names, codes and loanwords).
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { COMPLETE_LANGUAGES, LANGUAGES } from "../../src/config/index";
import { CATALOG_AREAS } from "../../src/i18n/index";

/** Messages a language may leave as their source (locales/same-as-source.json). */
const SAME_AS_SOURCE = z.record(z.string(), z.union([z.string(), z.array(z.string())]))
  .transform((lists) => Object.fromEntries(Object.entries(lists).flatMap(([key, list]) => (Array.isArray(list) ? [[key, list]] : [])))).parse(JSON.parse(readFileSync(path.resolve("locales/same-as-source.json"), "utf8")));

/** The core catalog and one per area: the same list lingui.config.ts extracts into. */
const CATALOGS = ["messages", ...CATALOG_AREAS];

/** msgid → msgstr of a .po file (single-line entries, as our formatter writes them). */
function readPo(file: string): Map<string, string> {
  const entries = new Map<string, string>();
  const pattern = /^msgid "(.*)"\nmsgstr "(.*)"$/gm;
  for (const match of readFileSync(file, "utf8").matchAll(pattern)) {
    const [, id = "", text = ""] = match;
    if (id !== "") entries.set(id, text);
  }
  return entries;
}

describe("translation catalogs", () => {
  let extracted = "";
  beforeAll(() => {
    extracted = mkdtempSync(path.join(tmpdir(), "tala-locales-"));
    cpSync(path.resolve("locales"), extracted, { recursive: true });
    // One process: lingui's worker threads must each start within 10 s, which a busy two-core machine misses.
    execFileSync(process.execPath, [path.resolve("node_modules/@lingui/cli/dist/lingui.js"), "extract", "--workers", "1"], {
      env: { ...process.env, TALA_LOCALES_DIR: extracted },
      stdio: "pipe",
    });
  }, 60_000);
  afterAll(() => rmSync(extracted, { recursive: true, force: true }));

  it("exist for every language the selector offers, core and areas alike", () => {
    for (const language of LANGUAGES) {
      for (const catalog of CATALOGS) expect(readPo(path.resolve("locales", language, `${catalog}.po`)).size, `${language}/${catalog}`).toBeGreaterThan(0);
    }
  });

  for (const language of COMPLETE_LANGUAGES) {
    it(`${language} has a translation for every string in the source`, () => {
      const missing = CATALOGS.flatMap((name) =>
        [...readPo(path.join(extracted, language, `${name}.po`))].filter(([, text]) => text.trim() === "").map(([id]) => `${name}: ${id}`),
      );
      expect(missing, `run npm run i18n:extract and translate these in locales/${language}`).toEqual([]);
    });

    it(`${language} keeps every placeholder of the source, and leaves no message as its English source but names and codes`, () => {
      const placeholders = (text: string) => [...text.matchAll(/\{[^{}]*\}|<\/?\d+\/?>/g)].map((match) => match[0]).sort();
      const allowed = new Set([...(SAME_AS_SOURCE["*"] ?? []), ...(SAME_AS_SOURCE[language] ?? [])]);
      const wrong = CATALOGS.flatMap((name) =>
        [...readPo(path.resolve("locales", language, `${name}.po`))].flatMap(([id, text]) => {
          if (text === "") return [];
          if (placeholders(id).join(" ") !== placeholders(text).join(" ")) return [`${name}: placeholders of "${id}" in "${text}"`];
          return language !== "en" && text === id && !allowed.has(id) ? [`${name}: "${id}" left in English`] : [];
        }),
      );
      expect(wrong).toEqual([]);
    });
  }

  it("keeps the checked-in catalogs in step with the source", () => {
    for (const name of CATALOGS) {
      const checkedIn = [...readPo(path.resolve("locales", "en", `${name}.po`)).keys()].sort();
      const fresh = [...readPo(path.join(extracted, "en", `${name}.po`)).keys()].sort();
      expect(checkedIn, name).toEqual(fresh);
    }
  });
});
