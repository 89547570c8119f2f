// The withdrawalReceipt flow on the real site: a fresh player with money withdraws through the API, the operator pays it
// out, and the player answers under the withdrawal on /member/withdraw. The calls answer for real; each is held back a
// moment so the page's answering and uploading states can be seen. The operator's receipt minutes are set to one, and the
// page's clock is stood two seconds (the plan's input) before the deadline; its ticks are the clock moved on by hand.
// The refusals are the server's own: receipt_closed once the minute is over (the test hook TALA_RECEIPT_CLOCK moves the
// disbursement a minute back, instead of waiting for it), unsupported_image for a file that is not a picture; a network
// failure is the held call dropped as if the link were down.
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { z } from "zod";
import { registerPlayer, sessionToken } from "../server";
import type { FlowPage, SiteFlow } from "./types";

/** A 1×1 PNG: the server checks the picture's bytes. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==", "base64");
const HOLD_MS = 15_000;
const TIMEOUT = 10_000;

const panel = (page: Page) => page.getByTestId("receipt-panel");
const row = (page: Page) => page.getByTestId("withdrawal-row").first();

async function playerCall(ctx: FlowPage, token: string, pathname: string, body?: object): Promise<unknown> {
  const response = await fetch(`${ctx.site.url}${pathname}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json", merchant: "TALA", token, "Idempotency-Key": randomUUID() },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer: unknown = await response.json();
  if (!response.ok) throw new Error(`${pathname} answered ${response.status}: ${JSON.stringify(answer)}`);
  return z.object({ value: z.unknown() }).parse(answer).value;
}

/** Per page: the held call's release, or that the page was already seen waiting before the call came in. */
const heldCalls = new WeakMap<Page, { release: (() => void) | null; seen: boolean }>();
/** Pages whose next held call is dropped as if the network were down. */
const offline = new WeakSet<Page>();

/**
 * Holds the receipt's calls back (until the page has been seen waiting, at most HOLD_MS) before they go to the real
 * server, so the answering and uploading states can be checked before the answer lands.
 */
const holdCalls = (page: Page) =>
  page.route(/\/wps\/v2\/withdrawals\/\d+\/(receipt|not-received)$/, async (route) => {
    const held = heldCalls.get(page) ?? { release: null, seen: false };
    heldCalls.set(page, held);
    if (!held.seen) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, HOLD_MS);
        held.release = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    heldCalls.delete(page);
    if (offline.delete(page)) await route.abort("internetdisconnected");
    else await route.continue();
  });

/** Lets the held call (or the one about to come) go on to the server. */
function letGo(page: Page) {
  const held = heldCalls.get(page);
  if (held?.release) held.release();
  else heldCalls.set(page, { release: null, seen: true });
}

const buttons = (page: Page) => ["Received", "Fully paid", "Not received"].map((name) => panel(page).getByRole("button", { name, exact: true }));

async function showsQuestion(page: Page) {
  await panel(page).getByText("Did the money arrive?").waitFor({ timeout: TIMEOUT });
  await page
    .getByTestId("receipt-countdown")
    .getByText(/Counts as received in \d+:\d\d/)
    .waitFor({ timeout: TIMEOUT });
}

async function showsProofForm(page: Page) {
  await showsQuestion(page);
  await panel(page).getByText("A picture of your proof (PNG or JPEG, up to 5 MB)").waitFor({ timeout: TIMEOUT });
  await panel(page).getByLabel("What happened (optional)").waitFor({ timeout: TIMEOUT });
  await panel(page).getByRole("button", { name: "Back", exact: true }).waitFor({ timeout: TIMEOUT });
}

const sendProof = (page: Page) => panel(page).getByRole("button", { name: "Send the proof", exact: true });

/** Once the answer is final the countdown is over: the page's clock runs again, so its lists can refresh. */
async function isGone(page: Page) {
  await page.clock.resume();
  await panel(page).waitFor({ state: "detached", timeout: TIMEOUT });
}

const INPUT = { withdrawalId: 5, secondsLeft: 2 };
/** The operator's receipt minutes on the flow's site: the shortest they can be. */
const RECEIPT_MINUTES = 1;
/** The page rounds the seconds left: its clock stands this far under the plan's two seconds, and moves at most as far over. */
const ROUNDING_MS = 490;
const STEP_MS = 20;

/**
 * The error the page shows under the panel (the machine's errorCode, in words): an answer's refusal is noted before the
 * step that makes the call and shown once that step is done; choosing a picture or answering again clears it.
 */
function shownError(notes: Map<string, string>, cleared: boolean) {
  if (cleared) notes.delete("receiptError");
  const next = notes.get("nextError");
  notes.delete("nextError");
  if (next) notes.set("receiptError", next);
}

async function showsError(page: Page, notes: Map<string, string>) {
  const error = notes.get("receiptError");
  if (error) await panel(page).getByRole("alert").getByText(error, { exact: true }).waitFor({ timeout: TIMEOUT });
  else if (await panel(page).getByRole("alert").count()) throw new Error("the panel shows an error it should not");
}

/** The server closes the receipt once its minute is over: the disbursement is moved a minute and a second back. */
async function receiptClosed({ site, notes }: FlowPage) {
  await site.ops(`/ops/test/withdrawals/${notes.get("withdrawalId") ?? ""}/disbursed-at`, { at: new Date(Date.now() - RECEIPT_MINUTES * 60_000 - 1000).toISOString() });
}

export const withdrawalReceiptFlow: SiteFlow | null = {
  file: "withdrawalReceipt.machine",
  // The real site counts 30 minutes down; the ticks are not walked here, so the short plan input stands for it.
  input: INPUT,
  // The refusals the paths cause on purpose, as the browser logs them.
  expectedProblems: [
    /^Failed to load resource: the server responded with a status of 409 \(Conflict\)$/,
    /^Failed to load resource: the server responded with a status of 415 \(Unsupported Media Type\)$/,
    /^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/,
  ],
  async open(ctx) {
    const player = { username: `rcpt${ctx.unique}`.slice(0, 16), password: "Receipt2026", paymentPassword: "246810" };
    await registerPlayer(ctx.site, player);
    // The shortest the operator can set: a paid-out withdrawal nobody answers counts as received after a minute.
    await ctx.site.ops("/ops/wallet/settings", { receiptAutoconfirmMinutes: RECEIPT_MINUTES });
    await ctx.site.ops("/ops/wallet/adjustments", { username: player.username, amount: "500", reason: "E2E receipt flow" }, "POST");
    const token = await sessionToken(ctx.site, player.username, player.password);
    const account = z.object({ id: z.number() }).parse(
      await playerCall(ctx, token, "/wps/v2/payout-accounts", {
        kind: "ewallet",
        provider: "bKash",
        holderName: "Receipt Fan",
        accountNumber: "01712345678",
      }),
    );
    const withdrawal = z
      .object({ id: z.number() })
      .parse(await playerCall(ctx, token, "/wps/v2/withdrawals", { payoutAccountId: account.id, amount: "200", paymentPassword: player.paymentPassword }));
    await ctx.site.opsValue(`/ops/wallet/withdrawals/${String(withdrawal.id)}/disburse`, "POST", {});
    const listed = z.array(z.object({ id: z.number(), autoConfirmAt: z.string().nullable() })).parse(await playerCall(ctx, token, "/wps/v2/withdrawals"));
    const autoConfirmAt = Date.parse(listed.find((w) => w.id === withdrawal.id)?.autoConfirmAt ?? "");
    if (Number.isNaN(autoConfirmAt)) throw new Error("the paid-out withdrawal has no auto-confirmation time");
    ctx.notes.set("withdrawalId", String(withdrawal.id));
    // The page opens as if two seconds (the plan's input) were left, with its clock standing still between ticks: it
    // stands at 2.49 s left, and the page rounds anything down to 1.5 s to two seconds.
    // (Installed half a second earlier, so a slow machine cannot have run past the pause before it is set.)
    const standing = autoConfirmAt - INPUT.secondsLeft * 1000 - ROUNDING_MS;
    await ctx.page.clock.install({ time: standing - 500 });
    await ctx.page.clock.pauseAt(standing);
    await holdCalls(ctx.page);
    // The requests on their way: while the page waits for one, its clock has no reason to move.
    let inFlight = 0;
    ctx.page.on("request", () => inFlight++);
    ctx.page.on("requestfinished", () => inFlight--);
    ctx.page.on("requestfailed", () => inFlight--);
    await ctx.page.addInitScript((session) => {
      localStorage.setItem("lang", "en");
      sessionStorage.setItem("token", session);
    }, token);
    await ctx.page.goto(`${ctx.site.url}/member/withdraw`);
    // The page's own timers wait on the standing clock: move it on in small steps, only while no request is on its way
    // (and never as far as the page's rounding), until the panel is there.
    let moved = 0;
    await expect
      .poll(
        async () => {
          if (await panel(ctx.page).isVisible()) return true;
          if (inFlight > 0) return false;
          if (moved + STEP_MS >= 2 * ROUNDING_MS) throw new Error(`the receipt panel did not show: ${(await ctx.page.locator("body").innerText()).slice(0, 300)}`);
          await ctx.page.clock.runFor(STEP_MS);
          moved += STEP_MS;
          return panel(ctx.page).isVisible();
        },
        { timeout: TIMEOUT, interval: 100 },
      )
      .toBe(true);
  },
  events: {
    "receipt.received": async ({ page, notes }) => {
      await panel(page).getByRole("button", { name: "Received", exact: true }).click();
      shownError(notes, true);
    },
    "receipt.fullyPaid": async ({ page, notes }) => {
      await panel(page).getByRole("button", { name: "Fully paid", exact: true }).click();
      shownError(notes, true);
    },
    "receipt.notReceived": async ({ page }) => {
      await panel(page).getByRole("button", { name: "Not received", exact: true }).click();
    },
    "proof.choose": async ({ page, notes }) => {
      await panel(page)
        .getByLabel("A picture of your proof (PNG or JPEG, up to 5 MB)")
        .setInputFiles({ name: "proof.png", mimeType: "image/png", buffer: PNG });
      shownError(notes, true);
    },
    "note.change": async ({ page }, step) => {
      const value = "value" in step.event && typeof step.event.value === "string" ? step.event.value : "Nothing arrived";
      await panel(page).getByLabel("What happened (optional)").fill(value);
    },
    "proof.submit": async ({ page, notes }, step) => {
      await sendProof(page).click();
      if (step.states.includes("reporting") && !notes.has("nextError")) notes.set("nextError", "Choose a picture of the proof first.");
      shownError(notes, false);
    },
    "after:tick": async (ctx, step) => {
      // The last second: the server's minute is over too, so the refreshed list shows it confirmed.
      if (step.states.includes("autoConfirmed")) await receiptClosed(ctx);
      await ctx.page.clock.runFor(1000);
    },
    // Back keeps the error the panel shows (the machine keeps its errorCode).
    "receipt.back": async ({ page }) => {
      await panel(page).getByRole("button", { name: "Back", exact: true }).click();
    },
  },
  answers: {
    // The real server answers; open() holds each call back a moment.
    "done:answerReceipt": async () => {},
    "done:reportNotReceived": async () => {},
    "error:answerReceipt:receipt_closed": receiptClosed,
    "error:reportNotReceived:receipt_closed": receiptClosed,
    "error:answerReceipt:network_error": async ({ page, notes }) => {
      offline.add(page);
      notes.set("nextError", "Network link is abnormal, please try again");
    },
    // A file that is not a picture, though named and typed as one: the server reads its bytes and refuses it.
    "error:reportNotReceived:unsupported_image": async ({ page, notes }) => {
      await panel(page)
        .getByLabel("A picture of your proof (PNG or JPEG, up to 5 MB)")
        .setInputFiles({ name: "proof.png", mimeType: "image/png", buffer: Buffer.from("not a picture at all") });
      notes.set("nextError", "The proof must be a PNG or JPEG picture.");
    },
  },
  states: {
    awaiting: async ({ page, notes }) => {
      await showsQuestion(page);
      await showsError(page, notes);
      for (const button of buttons(page)) {
        await button.waitFor({ timeout: TIMEOUT });
        if (await button.isDisabled()) throw new Error("an answer button is disabled while the question waits");
      }
    },
    answering: async ({ page }) => {
      await showsQuestion(page);
      for (const button of buttons(page)) await expectDisabled(button);
      letGo(page);
    },
    reporting: async ({ page, notes }) => {
      await showsProofForm(page);
      await showsError(page, notes);
      if (await sendProof(page).isDisabled()) throw new Error("Send the proof is disabled while the form waits");
    },
    uploading: async ({ page }) => {
      await showsProofForm(page);
      await expectDisabled(sendProof(page));
      letGo(page);
    },
    confirmed: async ({ page }) => {
      await isGone(page);
      await row(page).and(page.locator("[data-status=received], [data-status=fully_paid]")).waitFor({ timeout: TIMEOUT });
      await row(page)
        .getByText(/^(Received|Fully paid)$/)
        .waitFor({ timeout: TIMEOUT });
    },
    autoConfirmed: async ({ page }) => {
      await isGone(page);
      await row(page).and(page.locator("[data-status=received]")).getByText("Received (confirmed automatically)").waitFor({ timeout: TIMEOUT });
    },
    disputed: async ({ page }) => {
      await isGone(page);
      await row(page).and(page.locator("[data-status=not_received]")).getByText("Not received — we are checking").waitFor({ timeout: TIMEOUT });
    },
  },
};

async function expectDisabled(locator: ReturnType<Page["locator"]>) {
  await expect.poll(() => locator.isDisabled({ timeout: 1000 }), { timeout: TIMEOUT }).toBe(true);
}
