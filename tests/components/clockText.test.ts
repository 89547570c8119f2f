// Countdowns in the reader's digits: Bengali ones on the Bengali site, Latin ones in English, Hindi and Thai.
import { expect, it } from "vitest";
import { clockText } from "../../src/features/games/pages/lottery/useCountdown";

it("writes a countdown in the language's digits", () => {
  expect(clockText(3725, "en")).toBe("01:02:05");
  expect(clockText(125, "en")).toBe("02:05");
  expect(clockText(125, "bn")).toBe("০২:০৫");
  expect(clockText(125, "hi")).toBe("02:05");
  expect(clockText(125, "th")).toBe("02:05");
});
