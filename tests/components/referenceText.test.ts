// Records' references in the reader's language: the platform's coded ones rendered in each language (a mission's
// name in its own), a player's plain text as it is.
import { beforeAll, expect, it } from "vitest";
import { encodeReference } from "../../src/contract/recordReference";
import { activateLanguage, i18n, loadArea } from "../../src/i18n/index";
import { referenceText } from "../../src/features/wallet/pages/walletText";

beforeAll(async () => {
  for (const language of ["en", "th"] as const) await loadArea("wallet", language);
});

it("writes a coded reference in the reader's language and leaves plain text alone", async () => {
  const mission = encodeReference({ code: "mission", day: "2026-11-23", name: { en: "Play 10 rounds today", th: "เล่น 10 รอบวันนี้" } });
  await activateLanguage("en");
  await loadArea("wallet", "en");
  expect(referenceText(i18n, encodeReference({ code: "withdrawal_rejected" }))).toBe("Withdrawal rejected");
  expect(referenceText(i18n, mission)).toMatch(/^Mission: Play 10 rounds today \(.*2026.*\)$/);
  await activateLanguage("th");
  await loadArea("wallet", "th");
  expect(referenceText(i18n, encodeReference({ code: "withdrawal_rejected" }))).toBe("การถอนเงินถูกปฏิเสธ");
  expect(referenceText(i18n, mission)).toContain("เล่น 10 รอบวันนี้");
  expect(referenceText(i18n, "agent01 → player7")).toBe("agent01 → player7");
  expect(referenceText(i18n, "{not json")).toBe("{not json");
});
