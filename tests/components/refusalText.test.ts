// What a player reads when the sportsbook refuses a bet because a line moved on the slip (issue 31): its own words in
// English and in Bengali, never the generic "try again" line.
import { describe, expect, it } from "vitest";
import { sportsFailureText } from "../../src/features/games/pages/sports/sportsText";
import { activateLanguage, i18n, loadArea } from "../../src/i18n/index";

describe("the sportsbook's refusals", () => {
  it("says a line on the slip changed, in the player's language", async () => {
    await activateLanguage("en");
    await loadArea("games", "en");
    expect(sportsFailureText(i18n, "line_changed")).toBe("A line on the slip has changed. Remove that price and choose it again.");
    await activateLanguage("bn");
    await loadArea("games", "bn");
    expect(sportsFailureText(i18n, "line_changed")).toBe("স্লিপের একটি লাইন বদলে গেছে। দামটি সরিয়ে আবার বেছে নিন।");
    expect(sportsFailureText(i18n, "line_changed")).not.toBe(sportsFailureText(i18n, "something_else"));
  });
});
