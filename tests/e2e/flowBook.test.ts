// The flow book as a product owner opens it: built offline, every machine's page loads, and the simulator walks a path.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { buildFlowBook } from "../../flowbook/build";
import { serveFlowBook } from "../../flowbook/serve";
import { MACHINES } from "../../machines/registry";
import { e2eUnavailable, launchBrowser, newPage, screenshot } from "./server";

const unavailable = e2eUnavailable();

describe.skipIf(unavailable !== null)("the flow book in Chromium", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "tala-flows-"));
  let server: Server;
  let url = "";
  let browser: Browser;
  const problems: string[] = [];

  beforeAll(async () => {
    await buildFlowBook(dir);
    server = createServer((request, response) => {
      if (!serveFlowBook(dir, request, response)) response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address: AddressInfo | string | null = server.address();
    url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/__flows/`;
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("lists every machine by area, and every machine's page draws its chart, its states and its scenarios", async () => {
    const page = await newPage(browser, problems, { width: 1440 });
    await page.goto(url);
    for (const area of ["Account", "Wallet", "Games"]) await page.getByRole("heading", { name: area, level: 2 }).first().waitFor();
    await screenshot(page, "flow-book-contents");
    for (const { file } of MACHINES) {
      const name = file.replace(/\.machine$/, "");
      await page.goto(`${url}#/${name}`);
      await page.getByRole("heading", { name, level: 1 }).waitFor();
      await page.getByTestId("statechart").locator("[data-state]").first().waitFor();
      expect(await page.getByTestId("state-entry").count(), name).toBeGreaterThan(0);
      expect(await page.getByTestId("scenario").count(), name).toBeGreaterThan(0);
      // The simulator starts where the machine starts: one state is highlighted on the chart.
      expect(await page.locator(".state--active:not(.state--compound)").count(), name).toBeGreaterThan(0);
    }
    await page.context().close();
  });

  it("simulates the login: the reader types, submits, answers the call with a refusal, and the chart follows", async () => {
    const page = await newPage(browser, problems, { width: 1440 });
    await page.goto(`${url}#/login`);
    await page.getByTestId("current-state").getByText("editing.captchaReady").waitFor();
    await page.getByRole("button", { name: /types in a field \(field = "username"/ }).click();
    await page.getByRole("button", { name: /types in a field \(field = "password"/ }).click();
    await page.getByRole("button", { name: "the player presses Log in" }).click();
    await page.getByTestId("current-state").getByText("submitting").waitFor();
    expect(await page.locator('[data-state="submitting"].state--active').count()).toBe(1);
    // The call's canned answers: the plan's own refusals, SPEC §8's common ones, and "slow".
    await page.getByRole("button", { name: /^slow: login/ }).click();
    await page.getByText("Still waiting for login").waitFor();
    await page.getByRole("button", { name: /^login_failed/ }).click();
    // A refusal that asks for the captcha fetches a new picture.
    await page.getByTestId("current-state").getByText("loadingCaptcha").waitFor();
    await page.getByRole("button", { name: "success" }).click();
    await page.getByTestId("current-state").getByText("editing.captchaCoolingDown").waitFor();
    await page.getByRole("button", { name: /^advance: captcha refresh cooldown/ }).click();
    await page.getByTestId("current-state").getByText("editing.captchaReady").waitFor();
    expect(await page.getByTestId("simulator-log").locator("li").count()).toBe(6);
    await screenshot(page, "flow-book-login-simulated", true);
    // A product owner points at a step by its link: the scenario opens on it.
    await page.goto(`${url}#/login/login-3-2`);
    await page.locator("#login-3-2.step--pointed").waitFor();
    expect(await page.locator("details#login-3").getAttribute("open")).not.toBeNull();
    await page.context().close();
  });

  it("exports each machine as the configuration Stately imports, with what the player sees as descriptions", () => {
    const exported: unknown = JSON.parse(readFileSync(path.join(dir, "stately", "login.json"), "utf8"));
    expect(exported).toMatchObject({
      id: "login",
      initial: "editing",
      states: { submitting: { description: expect.stringMatching(/spinner/), invoke: [{ src: "login", onError: expect.any(Array) }] } },
    });
    expect(readdirSync(path.join(dir, "stately"))).toHaveLength(MACHINES.length);
  });

  it("serves only the book's own files", async () => {
    expect((await fetch(`${url}book.json`)).status).toBe(200);
    expect((await fetch(`${url}..%2f..%2fpackage.json`)).status).toBe(404);
    expect((await fetch(`${url}%E0%A4%A`)).status).toBe(400);
  });

  it("stays out of the site's own bundle", () => {
    const assets = readdirSync(path.resolve("dist/assets")).filter((file) => file.endsWith(".js"));
    for (const file of assets) expect(readFileSync(path.resolve("dist/assets", file), "utf8"), file).not.toContain("Tala flow book");
  });

  it("ran without script errors", () => {
    if (problems.length) console.log(problems);
    expect(problems).toEqual([]);
  });
});
