// What the cockfight arena tells a player, in each of the site's eight languages: that the arena is a virtual fight an
// RNG decides, and how a fight ended — a draw is a draw with the sides refunded (never "Draw wins"), a refund is not
// a win, and a fight that ended while the player was away says so.
import { cleanup, render, screen } from "@testing-library/react";
import { I18nProvider } from "@lingui/react";
import { describe, expect, it } from "vitest";
import type { FightResult } from "../../machines/cockfight.machine";
import type { LotteryTicket } from "../../machines/lotteryTicket.machine";
import { LANGUAGES } from "../../src/contract/domain";
import { AREA_LABELS, BET_TYPE_LABELS, VIRTUAL_FIGHT, fightEndText } from "../../src/features/games/pages/lottery/lotteryText";
import { priceShown } from "../../src/features/games/pages/lottery/CockfightArena";
import { formattersFor } from "../../src/i18n/useFormat";
import { activateLanguage, i18n, loadArea } from "../../src/i18n/index";

const bet = (betType: string, status: LotteryTicket["status"], paid: string): LotteryTicket => ({
  id: betType, gameCode: "DS88_1", drawNo: 12, betType, pick: "", stake: "10.00", odds: "1.900", status, paid,
});
const ended = (outcome: FightResult["outcome"], bets: LotteryTicket[]): FightResult => ({ drawNo: 12, status: "settled", outcome, bets });

/** What the arena's phase line reads for a fight's end, in the language active now. */
function phase(result: FightResult, missed = false) {
  cleanup();
  render(
    <I18nProvider i18n={i18n}>
      <p data-testid="cockfight-phase">{fightEndText(i18n, formattersFor(i18n.locale, "৳"), result, missed)}</p>
    </I18nProvider>,
  );
  // The currency symbol stands before the amount with a no-break space.
  return (screen.getByTestId("cockfight-phase").textContent ?? "").replace(/\u00a0/g, " ");
}

describe("the cockfight arena's words", () => {
  it("reads a fight's end in English as a player sees it", async () => {
    await activateLanguage("en");
    await loadArea("games", "en");
    expect(phase(ended("MERON", [bet("MERON", "won", "19.00")]))).toBe("Fight #12: Meron wins. You won ৳ 19.00!");
  });

  it("calls a draw a draw and gives the sides back, without calling the refund a win", async () => {
    await activateLanguage("en");
    await loadArea("games", "en");
    const drawn = phase(ended("DRAW", [bet("MERON", "refunded", "10.00"), bet("WALA", "refunded", "10.00")]));
    expect(drawn).toBe("Fight #12 was a draw: meron and wala bets are refunded. ৳ 20.00 is back in your balance.");
    expect(drawn).not.toMatch(/wins|You won/);
  });

  it("pays the draw bet beside the refunds, and says when the fight ended while the player was away", async () => {
    await activateLanguage("en");
    await loadArea("games", "en");
    expect(phase(ended("DRAW", [bet("DRAW", "won", "190.00"), bet("MERON", "refunded", "10.00")]), true)).toBe(
      "While you were away: Fight #12 was a draw: meron and wala bets are refunded. You won ৳ 190.00! ৳ 10.00 is back in your balance.",
    );
    expect(phase(ended(null, []))).toBe("Fight #12 was cancelled: stakes returned.");
  });

  it.each(LANGUAGES.filter((language) => language !== "en"))("labels the arena virtual and words a draw without a winner in %s", async (language) => {
    await activateLanguage("en");
    await loadArea("games", "en");
    const english = {
      virtual: i18n._(VIRTUAL_FIGHT),
      area: i18n._(AREA_LABELS.COCKFIGHT),
      draw: fightEndText(i18n, formattersFor("en", "৳"), ended("DRAW", []), false),
      wins: fightEndText(i18n, formattersFor("en", "৳"), ended("MERON", []), false),
    };
    await activateLanguage(language);
    await loadArea("games", language);
    const format = formattersFor(language, "৳");
    const virtual = i18n._(VIRTUAL_FIGHT);
    // Translated, and the RNG named in every language.
    expect(virtual).not.toBe(english.virtual);
    expect(virtual).toContain("RNG");
    expect(i18n._(AREA_LABELS.COCKFIGHT)).not.toBe(english.area);
    expect(i18n._(AREA_LABELS.COCKFIGHT)).toContain("RNG");
    const draw = fightEndText(i18n, format, ended("DRAW", []), false);
    const meronWins = fightEndText(i18n, format, ended("MERON", []), false);
    expect(draw).not.toBe(english.draw);
    expect(meronWins).not.toBe(english.wins);
    // A draw's sentence is its own, not the winner's sentence with "Draw" in it.
    expect(draw).not.toBe(meronWins.replace(i18n._(BET_TYPE_LABELS.MERON), i18n._(BET_TYPE_LABELS.DRAW)));
    expect(draw).toContain(format.digits(12));
  });
});

it("shows each side's price with two decimals, as the rules state it", () => {
  expect(["1.900", "1.9", "19.000", "19"].map(priceShown)).toEqual(["1.90", "1.90", "19.00", "19.00"]);
});
