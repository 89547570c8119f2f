// An outside vendor in Chromium: the operator connects the demo vendor, which runs as its own process on its own
// origin; a player opens one of its games from the lobby, it loads in the game page's frame from the vendor, five
// rounds are played there, and the header balance and the betting record follow.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { z } from "zod";
import { e2eUnavailable, launchBrowser, logIn, newPage, registerPlayer, screenshot, startSite, type RunningSite } from "./server";

const missing = e2eUnavailable();
if (missing && process.env.CI === "true") throw new Error(`End-to-end tests cannot run under CI: ${missing}`);

const PLAYER = { username: "dicefan", password: "Dice2026x", paymentPassword: "246810" };
const gameList = z.object({ value: z.object({ games: z.array(z.object({ nodeId: z.string(), vassalage: z.string(), gameName: z.string(), isGame: z.string().nullable().optional() })) }) });

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** `npm run vendor:demo` as its own process, answering once it has started. */
async function startDemoVendor(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/vendors/demo/main.ts"], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the demo vendor did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("demo_vendor_started")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`the demo vendor exited (${String(code)}):\n${output}`)));
  });
  return child;
}

describe.skipIf(missing !== null)("an outside vendor in Chromium", () => {
  let site: RunningSite;
  let browser: Browser;
  let vendor: ChildProcess | undefined;
  let vendorData: string;
  let game: { nodeId: string; vassalage: string; gameName: string };
  const problems: string[] = [];

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
    await registerPlayer(site, PLAYER);
    await site.ops("/ops/wallet/adjustments", { username: PLAYER.username, amount: "100", reason: "E2E funds" }, "POST");
    const listed = gameList.parse(await (await fetch(`${site.url}/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=100&lang=en`)).json());
    const outside = listed.value.games.find((candidate) => candidate.vassalage !== "TALA" && candidate.isGame !== "VASSALAGE");
    if (!outside) throw new Error("no outside slot in the seed");
    game = outside;
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const registered = z.object({ secret: z.string() }).parse(
      await site.opsValue("/ops/vendors", "POST", { code: game.vassalage, name: "Demo studio", launchUrl: `${origin}/launch`, reportUrl: `${origin}/report` }),
    );
    vendorData = mkdtempSync(path.join(tmpdir(), "tala-demo-vendor-"));
    vendor = await startDemoVendor({ DEMO_VENDOR_SECRET: registered.secret, DEMO_VENDOR_CODE: game.vassalage, DEMO_VENDOR_PORT: String(port), TALA_PLATFORM_URL: site.url, TALA_DATA_DIR: vendorData });
  });
  afterAll(async () => {
    vendor?.kill("SIGTERM");
    await browser?.close();
    await site?.stop();
    if (vendorData) rmSync(vendorData, { recursive: true, force: true });
  });

  it("opens the vendor's game from the lobby in the frame, plays five rounds, and the balance and betting record follow", async () => {
    const page = await newPage(browser, problems, { width: 1280 });
    await logIn(page, site, PLAYER);
    await page.goto(`${site.url}/rng?vendor=${game.vassalage}`);
    await page.getByTestId("lobby-tile").filter({ hasText: game.gameName }).first().getByRole("button", { name: "Play now" }).click();
    await page.getByTestId("outside-game").waitFor();
    const frame = page.frameLocator("iframe.outside-game__frame");
    await frame.getByText("Server seed hash").waitFor();
    const balance = page.getByTestId("header-balance");
    await expect.poll(() => balance.textContent()).toContain("100.00");
    for (let round = 1; round <= 5; round++) {
      await frame.getByRole("button", { name: "Roll" }).click();
      await frame.locator("#rounds").getByText(String(round), { exact: true }).waitFor();
    }
    const inFrame = (await frame.locator("#balance").textContent()) ?? "";
    expect(inFrame).toMatch(/^\d+\.\d{2}$/);
    expect(inFrame).not.toBe("100.00");
    // The header hears of the vendor's movements by itself, within a poll or two.
    await expect.poll(() => balance.textContent(), { timeout: 10_000 }).toContain(inFrame);
    await screenshot(page, "outside-game-dice");

    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Leave the game" }).click();
    await page.goto(`${site.url}/member/personalHistoryCopy`);
    const rows = page.getByTestId("bet-records").locator("tbody tr");
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(5);
    await page.context().close();
  });

  it("ran without script errors or Content-Security-Policy violations", () => {
    if (problems.length) console.log(problems);
    expect(problems).toEqual([]);
  });
});
