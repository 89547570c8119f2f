// The house lottery and the cockfight arena in Chromium, their clock moved by the test hook (TALA_GAME_CLOCK): a
// player opens Quick 3D from the lottery lobby, buys a big and a small ticket (one of them must win), the draw runs,
// the winning ticket and the header balance follow; then on a phone the player starts the arena from the DS88 tile,
// bets on all three outcomes of a virtual fight, the fight is fought and the payout (and a draw's refunds) shows and
// reaches the balance; the operator cannot correct the RNG's result, and a draw bet's win reaches the winner board.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { e2eUnavailable, launchBrowser, logIn, newPage, registerPlayer, screenshot, startSite, type RunningSite } from "./server";
import { SCHEDULE_EPOCH_MS } from "../../server/modules/lottery/service";
import { fromMinor, toMinor } from "../../src/contract/wallet";

const missing = e2eUnavailable();
if (missing && process.env.CI === "true") throw new Error(`End-to-end tests cannot run under CI: ${missing}`);

const PLAYER = { username: "lottofan", password: "Lotto2026x", paymentPassword: "135790" };
/** Quick 3D draws every minute (bets close 10 s before); the arena fights every 3 minutes (bets close 30 s before). */
const MINUTE = 60_000;
const FIGHT = 180_000;

describe.skipIf(missing !== null)("the lottery and the cockfight arena in Chromium", () => {
  let site: RunningSite;
  let browser: Browser;
  const problems: string[] = [];
  // Moving forward only: each step a future draw, so no draw opened before is skipped over unsettled.
  let clock = Math.ceil((Date.now() - SCHEDULE_EPOCH_MS) / FIGHT) * FIGHT + 10 * FIGHT;
  const moveClockTo = async (msFromEpoch: number) => {
    clock = msFromEpoch;
    await site.ops("/ops/test/game-clock", { at: new Date(SCHEDULE_EPOCH_MS + msFromEpoch).toISOString() });
  };
  const headerBalance = (page: Page) => page.getByTestId("header-balance");

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite({ TALA_GAME_CLOCK: "on" }), launchBrowser()]);
    await registerPlayer(site, PLAYER);
    await site.ops("/ops/wallet/adjustments", { username: PLAYER.username, amount: "100", reason: "E2E funds" }, "POST");
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it("buys a big and a small ticket on Quick 3D, the draw runs, the winning ticket is paid and the balance follows", async () => {
    // The ticket after the close is refused on purpose (409 draw_closed).
    const page = await newPage(browser, problems, { width: 1280, expectedStatus: [409] });
    await logIn(page, site, PLAYER);
    // Wide screens log in from the header's own form: the dialog's journey above, then the wide screen.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${site.url}/elott`);
    // 5 s into a one-minute draw: its bets close 45 s later. Moved just before the board opens, so a slow login on a
    // busy machine does not eat into the countdown the board is checked on.
    await moveClockTo(clock + 5_000);
    const drawNo = Math.floor(clock / MINUTE) + 1;
    await page.getByTestId("lobby-tile").filter({ hasText: "Quick 3D" }).first().getByRole("button", { name: "Play now" }).click();
    const board = page.getByTestId("lottery-board");
    await board.getByText(`Draw #${drawNo}`).first().waitFor();
    await expect.poll(() => page.getByTestId("draw-countdown").textContent()).toMatch(/Bets close in00:(4\d|3\d)/);

    const slip = page.getByTestId("lottery-slip");
    for (const [type, label] of [["BIG", /^Big/], ["SMALL", /^Small/]] as const) {
      await slip.getByRole("radio", { name: label }).click();
      await slip.getByRole("radiogroup", { name: "Stake" }).getByRole("radio", { name: "5.00" }).click();
      await expect.poll(() => slip.getByText("Wins").textContent()).toContain("9.80");
      await slip.getByRole("button", { name: "Confirm" }).click();
      await slip.getByTestId("slip-confirm").getByText(new RegExp(`Draw #${drawNo}`)).waitFor();
      await slip.getByRole("button", { name: "Place ticket" }).click();
      await slip.getByTestId("slip-ticket").getByText(`Ticket placed for draw #${drawNo}. Good luck!`).waitFor();
      if (type === "BIG") await slip.getByRole("button", { name: "New ticket" }).click();
    }
    const tickets = page.getByTestId("my-tickets").locator("li");
    await expect.poll(() => tickets.count()).toBe(2);
    await expect.poll(() => headerBalance(page).textContent()).toContain("90.00");
    await screenshot(page, "lottery-board-1440");

    // A ticket after the close is refused with a clear message, and nothing moves.
    await moveClockTo(clock + 50_000);
    await slip.getByRole("button", { name: "New ticket" }).click();
    await slip.getByRole("radio", { name: /^Odd/ }).click();
    await slip.getByRole("button", { name: "Confirm" }).click();
    await slip.getByRole("button", { name: "Place ticket" }).click();
    await slip.getByRole("alert").getByText("Betting on this draw has closed. Bet on the next draw.").waitFor();
    await slip.getByRole("button", { name: "Back" }).click();

    // The draw's time: the job draws it within a beat, and one of the two tickets wins 9.80.
    await moveClockTo(drawNo * MINUTE + 1_000);
    await expect.poll(() => page.getByTestId("ticket-status").allTextContents(), { timeout: 30_000 }).toEqual(expect.arrayContaining([expect.stringMatching(/^\+৳\s9\.80$/), "Lost"]));
    await expect.poll(() => headerBalance(page).textContent(), { timeout: 10_000 }).toContain("99.80");
    await page.getByTestId("past-results").getByText(`#${drawNo}`).waitFor();
    await screenshot(page, "lottery-drawn-1440");

    // The same board on a phone; the lobby keeps a starred game first.
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "lottery-board-390");
    await page.getByRole("link", { name: "All lotteries" }).click();
    const cards = page.getByTestId("lottery-card");
    await expect.poll(() => cards.count()).toBeGreaterThan(2);
    const last = cards.last();
    const lastName = (await last.locator("h2").textContent()) ?? "";
    await last.getByRole("button", { name: `Add ${lastName} to favourites` }).click();
    await expect.poll(() => cards.first().locator("h2").textContent()).toBe(lastName);
    await page.reload();
    await expect.poll(() => cards.first().locator("h2").textContent()).toBe(lastName);
    await screenshot(page, "lottery-lobby-390");

    // The home page lists each lottery's latest result: this draw's among them.
    await page.goto(site.url);
    await page.mouse.wheel(0, 4000);
    await page.getByTestId("home-lottery-results").getByRole("link", { name: new RegExp(`^Quick 3D, draw ${drawNo}: \\d{5}$`) }).waitFor();
    await page.context().close();
  });

  it("starts the arena from the DS88 tile on a phone, bets on all three outcomes, and pays the winning side", async () => {
    // 5 s into a fight: bets are open for another 145 s.
    await moveClockTo(Math.ceil(clock / FIGHT) * FIGHT + 5_000);
    const fightNo = Math.floor(clock / FIGHT) + 1;
    const page = await newPage(browser, problems, { width: 390 });
    await logIn(page, site, PLAYER);
    await expect.poll(() => headerBalance(page).textContent()).toMatch(/\d/);
    const before = toMinor(((await headerBalance(page).textContent()) ?? "").replace(/[^\d.]/g, ""));
    await page.goto(`${site.url}/sports?vendor=DS88`);
    const arena = page.getByTestId("cockfight-arena");
    await arena.waitFor();
    await arena.getByText(`Draw #${fightNo}`).waitFor();
    // An RNG decides the fights, and the arena says so.
    await arena.getByTestId("cockfight-virtual").getByText(/^Virtual cockfight: .*\(RNG\)/).waitFor();
    await page.getByTestId("cockfight-phase").getByText("Bets are open").waitFor();
    for (const side of ["Meron", "Wala", "Draw"]) {
      await arena.getByRole("radiogroup", { name: "Your side" }).getByRole("radio", { name: new RegExp(`^${side}`) }).click();
      await arena.getByRole("button", { name: new RegExp(`^Bet ৳\\s10\\.00 on ${side}`) }).click();
      await expect.poll(() => page.getByTestId("fight-bets").locator("li").count()).toBe(["Meron", "Wala", "Draw"].indexOf(side) + 1);
    }
    await expect.poll(() => headerBalance(page).textContent()).toContain(fromMinor(before - 3000n));
    await screenshot(page, "cockfight-open-390");

    // The fight's time: the arena follows it to its result. A side wins 19.00; a draw is called a draw, pays the draw
    // bet 190.00 and gives the meron and wala stakes back.
    await moveClockTo(fightNo * FIGHT + 1_000);
    await page
      .getByTestId("cockfight-phase")
      .getByText(new RegExp(`^Fight #${fightNo}(: (Meron|Wala) wins\\. You won ৳\\s19\\.00!| was a draw: meron and wala bets are refunded\\. You won ৳\\s190\\.00! ৳\\s20\\.00 is back in your balance\\.)$`))
      .waitFor({ timeout: 30_000 });
    const won = toMinor((/You won ৳\s([\d.]+)!/.exec((await page.getByTestId("cockfight-phase").textContent()) ?? "")?.[1]) ?? "0");
    const refunded = won === 19_000n ? 2000n : 0n;
    await expect.poll(() => headerBalance(page).textContent(), { timeout: 10_000 }).toContain(fromMinor(before - 3000n + won + refunded));
    await screenshot(page, "cockfight-payout-390");
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, "cockfight-payout-1440");

    // The RNG's result is final: the operator cannot make the fight a draw.
    await expect(site.opsValue(`/ops/lottery/draws/DS88_1/${fightNo}/result`, "POST", { result: "00999" })).rejects.toThrow(/answered 409/);
    // One fight in twenty is a draw: its 190.00 is a big win, and the winner board on the home page lists it, the
    // player's name masked.
    if (won !== 19_000n) {
      await page.context().close();
      expect(problems).toEqual([]);
      return;
    }
    const board = page.getByTestId("winner-board");
    const boardText = async () => {
      await page.goto(site.url);
      await page.mouse.wheel(0, 4000);
      await board.waitFor();
      return board.textContent();
    };
    // The statement that settled the fight put it there.
    await expect.poll(boardText, { timeout: 30_000, interval: 2000 }).toMatch(/lo\*\*\*n\s*Cockfight Arena\s*৳\s190\.00/);
    await expect.poll(() => headerBalance(page).textContent(), { timeout: 10_000 }).toContain(fromMinor(before - 3000n + 19_000n + 2000n));
    await page.context().close();
    expect(problems).toEqual([]);
  });
});
