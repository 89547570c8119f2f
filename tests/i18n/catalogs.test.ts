// BN and EN are always complete: extracting the current source into a copy of the catalogs finds nothing missing.
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPLETE_LANGUAGES, LANGUAGES } from "../../src/config/index";

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
    execFileSync(process.execPath, [path.resolve("node_modules/@lingui/cli/dist/lingui.js"), "extract"], {
      env: { ...process.env, TALA_LOCALES_DIR: extracted },
      stdio: "pipe",
    });
  }, 60_000);
  afterAll(() => rmSync(extracted, { recursive: true, force: true }));

  it("exist for every language the selector offers", () => {
    for (const language of LANGUAGES) expect(readPo(path.resolve("locales", language, "messages.po")).size, language).toBeGreaterThan(0);
  });

  for (const language of COMPLETE_LANGUAGES) {
    it(`${language} has a translation for every string in the source`, () => {
      const catalog = readPo(path.join(extracted, language, "messages.po"));
      const missing = [...catalog].filter(([, text]) => text.trim() === "").map(([id]) => id);
      expect(missing, `run npm run i18n:extract and translate these in locales/${language}`).toEqual([]);
    });
  }

  it("keeps the checked-in catalogs in step with the source", () => {
    const checkedIn = [...readPo(path.resolve("locales", "en", "messages.po")).keys()].sort();
    const fresh = [...readPo(path.join(extracted, "en", "messages.po")).keys()].sort();
    expect(checkedIn).toEqual(fresh);
  });
});
