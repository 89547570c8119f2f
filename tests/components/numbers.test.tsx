// Numbers as a reader of the Bengali site meets them: counts, pages, periods, draws, countdowns and amounts in Bengali
// digits inside Bengali sentences (one rule for digits, the one amounts follow), and every amount with the merchant's
// one currency symbol from its configuration.
import { fireEvent, render } from "@testing-library/react";
import { I18nProvider } from "@lingui/react";
import { beforeAll, describe, expect, it } from "vitest";
import { createActor } from "xstate";
import type { ReactNode } from "react";
import { announcementsMachine } from "../../machines/announcements.machine";
import type { z } from "zod/mini";
import type { lotteryBoardSchema } from "../../src/contract/lottery";
import type { Notice } from "../../src/contract/content";
import { JackpotTicker } from "../../src/features/content/components/JackpotTicker";
import { AnnouncementModal } from "../../src/features/content/pages/AnnouncementModal";
import { AmountChoice, RoundStatus, WinLine } from "../../src/features/games/pages/house/shared";
import { DrawHead, PastResults } from "../../src/features/games/pages/lottery/LotteryBoard";
import { referenceText } from "../../src/features/wallet/pages/walletText";
import { encodeReference } from "../../src/contract/recordReference";
import { activateLanguage, i18n, loadArea } from "../../src/i18n/index";
import { CurrencySymbolContext, formattersFor } from "../../src/i18n/useFormat";
import { Pager, PeriodPicker } from "../../src/ui/Paging";
import { TextField } from "../../src/ui/TextField";
import { asciiDigits } from "../../src/i18n/format";

const LATIN_DIGIT = /[0-9]/;
const BENGALI_LETTER = /[\u0980-\u09e5\u09f0-\u09ff]/;

function inBengali(ui: ReactNode, symbol = "৳") {
  return render(
    <I18nProvider i18n={i18n}>
      <CurrencySymbolContext value={symbol}>{ui}</CurrencySymbolContext>
    </I18nProvider>,
  );
}

/** The text a reader sees, without the seeds and hashes a player copies into a verifier as they are. */
function visibleText(container: HTMLElement): string {
  const copy = container.cloneNode(true);
  if (!(copy instanceof HTMLElement)) return "";
  copy.querySelectorAll("code").forEach((code) => code.remove());
  return copy.textContent ?? "";
}

const board: z.infer<typeof lotteryBoardSchema> = {
  gameCode: "QUICKLOTTO_1",
  name: "কুইক ৩ডি",
  area: "ELOTT",
  drawEverySeconds: 60,
  minStake: "1.00",
  maxStake: "1000.00",
  betTypes: [{ betType: "3D", odds: "950.000", returnPercent: "95" }],
  draw: { gameCode: "QUICKLOTTO_1", drawNo: 473573, closesAt: "2026-11-26T10:01:05.000Z", drawsAt: "2026-11-26T10:01:35.000Z", status: "open", seedHash: "9f2c4e", seed: null, result: null, outcome: null },
  results: [{ gameCode: "QUICKLOTTO_1", drawNo: 473572, closesAt: "", drawsAt: "", status: "settled", seedHash: "1a2b", seed: "3c4d5e", result: "80714", outcome: null }],
  serverTime: "2026-11-26T10:00:00.000Z",
};

beforeAll(async () => {
  await activateLanguage("bn");
  await Promise.all([loadArea("content", "bn"), loadArea("games", "bn"), loadArea("wallet", "bn")]);
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
});

describe("the Bengali site's digits", () => {
  it("writes the record pages' periods and pages in Bengali digits ('গত ৭ দিন', not 'গত 7 দিন')", () => {
    const { container } = inBengali(
      <>
        <PeriodPicker days={7} onChange={() => undefined} />
        <Pager pageNo={1} totalPages={12} onPage={() => undefined} />
      </>,
    );
    const text = visibleText(container);
    expect(text).toMatch(BENGALI_LETTER);
    expect(text).not.toMatch(LATIN_DIGIT);
    expect(text).toContain("৭");
    expect(text).toContain("৩০");
    expect(text).toContain("১২");
  });

  it("numbers the announcement pages in Bengali digits", () => {
    const notices: Notice[] = Array.from({ length: 12 }, (_, index) => ({ id: index + 1, type: "B", title: "নোটিশ", content: "<p>বিস্তারিত</p>", time: "2026-11-20T10:00:00.000Z" }));
    const actor = createActor(announcementsMachine).start();
    actor.send({ type: "announcements.open", ids: notices.map((notice) => notice.id), id: 1 });
    const { getByTestId, container } = inBengali(<AnnouncementModal actor={actor} notices={notices} />);
    expect(getByTestId("announcement-page").textContent).toBe("১ / ২");
    expect(visibleText(container)).not.toMatch(LATIN_DIGIT);
  });

  it("shows a lottery's draw number, countdown, odds, stakes and past results in Bengali digits", () => {
    const { container } = inBengali(
      <>
        <DrawHead board={board} />
        <PastResults results={board.results} />
      </>,
    );
    const text = visibleText(container);
    expect(text).toContain("#৪৭৩৫৭৩");
    expect(text).toContain("৮০৭১৪");
    expect(text).not.toMatch(LATIN_DIGIT);
  });

  it("writes a house game's balance, rounds, stakes and win with the symbol and Bengali digits", () => {
    const { container } = inBengali(
      <>
        <RoundStatus balance="1234.50" rounds={12} errorCode={null} testId="balance" />
        <AmountChoice label="বাজি" amounts={["1.00", "10.00"]} chosen="1.00" onChoose={() => undefined} />
        <WinLine win="25.00" idle="" testId="win" />
      </>,
    );
    const text = visibleText(container);
    expect(text).toContain("৳\u00a0১,২৩৪.৫০");
    expect(text).toContain("১২");
    expect(text).not.toMatch(LATIN_DIGIT);
  });

  it("writes points in a record's reference in Bengali digits", () => {
    const text = referenceText(i18n, encodeReference({ code: "points_converted", points: 1200 }));
    expect(text).toContain("১,২০০");
    expect(text).not.toMatch(LATIN_DIGIT);
  });
});

describe("the merchant's one currency symbol", () => {
  it("puts the same symbol, the merchant's, on the jackpot and on a player's money", () => {
    for (const symbol of ["৳", "₱"]) {
      const { getByTestId, unmount } = inBengali(
        <>
          <JackpotTicker now={() => Date.UTC(2026, 0, 1)} />
          <RoundStatus balance="5000.00" rounds={1} errorCode={null} testId="balance" />
        </>,
        symbol,
      );
      expect(getByTestId("jackpot-amount").textContent).toBe(`${symbol}\u00a0১২,৫০,০০০.০০`);
      expect(getByTestId("balance").textContent).toBe(`${symbol}\u00a0৫,০০০.০০`);
      unmount();
    }
  });

  it("writes every language's amounts with the symbol before them and that language's digits", () => {
    expect(formattersFor("bn", "৳").money("1234.5")).toBe("৳\u00a0১,২৩৪.৫০");
    expect(formattersFor("en", "৳").money("-1234.05")).toBe("৳\u00a0-1,234.05");
    expect(formattersFor("hi", "৳").money("123456.00")).toBe("৳\u00a01,23,456.00");
    expect(formattersFor("vi", "৳").moneyMinor(123_456n)).toBe("৳\u00a01.234,56");
  });
});

describe("digits a player types", () => {
  it("reads Bengali, Devanagari, Thai and full-width digits as the numbers they are, and leaves other text alone", () => {
    expect(asciiDigits("১০০.৫০")).toBe("100.50");
    expect(asciiDigits("०१२३४५६७८९")).toBe("0123456789");
    expect(asciiDigits("๕๐๐")).toBe("500");
    expect(asciiDigits("１２３")).toBe("123");
    expect(asciiDigits("abc 42 ৳")).toBe("abc 42 ৳");
  });

  it("turns what a Bengali keyboard types into an amount field into ASCII digits, and not in a text field", () => {
    const typed: string[] = [];
    const view = render(
      <>
        <TextField label="Amount" inputMode="decimal" value="" onValue={(value) => typed.push(value)} />
        <TextField label="Name" value="" onValue={(value) => typed.push(value)} />
      </>,
    );
    fireEvent.change(view.getByLabelText("Amount"), { target: { value: "২৫০.৭৫" } });
    fireEvent.change(view.getByLabelText("Name"), { target: { value: "রহিম ২" } });
    expect(typed).toEqual(["250.75", "রহিম ২"]);
  });
});
