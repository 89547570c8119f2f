// Accounts in a real browser: a captcha after a wrong password, the forced change of 123456, SMS login, logout, free play, recovery.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { Browser, Page } from "playwright-core";
import { e2eUnavailable, FIXED_CAPTCHA, launchBrowser, newPage, openAccountMenu, screenshot, startSite, type RunningSite } from "./server";

const missing = e2eUnavailable();
if (missing && process.env.CI === "true") throw new Error(`End-to-end tests cannot run under CI: ${missing}`);

describe.skipIf(missing !== null)("accounts in Chromium", () => {
  let site: RunningSite;
  let browser: Browser;
  const problems: string[] = [];

  // A refused login answers 401 or 423 on purpose; the browser reports those loads, which are not faults.
  const openPage = async (width?: number): Promise<Page> => {
    const page = await newPage(browser, problems, { width, expectedStatus: [401, 423] });
    await page.goto(site.url);
    return page;
  };
  const shot = (page: Page, name: string) => screenshot(page, name);

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it("validates before sending, shows the captcha after a wrong password, then logs in and out", async () => {
    const page = await openPage();
    await page.getByTestId("open-login").click();
    const dialog = page.getByTestId("login-dialog");
    await dialog.getByTestId("login-submit").click();
    expect(await dialog.getByRole("alert").count()).toBe(2);
    await shot(page, "login-validation");

    await dialog.getByLabel("ইউজারনেম").fill("agent01");
    await dialog.getByLabel("পাসওয়ার্ড").fill("wrong-password");
    await dialog.getByTestId("login-submit").click();
    await dialog.getByTestId("captcha-image").waitFor();
    expect(await dialog.getByTestId("login-message").textContent()).toBe("ইউজারনেম বা পাসওয়ার্ড সঠিক নয়।");
    await shot(page, "login-captcha");

    await dialog.getByLabel("পাসওয়ার্ড").fill("Agent@2026");
    await dialog.getByLabel("ছবির অক্ষরগুলো").fill(FIXED_CAPTCHA);
    await dialog.getByTestId("login-submit").click();
    await page.getByTestId("member-strip").waitFor();
    expect(await page.getByTestId("member-strip").textContent()).toContain("agent01");
    await openAccountMenu(page);
    expect(await page.getByTestId("account-menu").getByRole("link", { name: "এজেন্ট সেন্টার" }).count()).toBe(1);
    await shot(page, "logged-in");

    await page.reload();
    await page.getByTestId("member-strip").waitFor(); // the session survives a reload

    await openAccountMenu(page);
    await page.getByTestId("sign-out").click();
    await page.getByTestId("logout-dialog").getByText("আপনি কি নিশ্চিতভাবে লগ আউট করতে চান?").waitFor();
    await shot(page, "logout-confirm");
    // While the logout call runs, the dialog cannot be dismissed: closing it halfway would leave the player signed in.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/wps/session/logout", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "নিশ্চিত করুন" }).click();
    await expect.poll(() => page.getByTestId("logout-dialog").getByRole("button", { name: "বাতিল" }).isDisabled()).toBe(true);
    await page.keyboard.press("Escape");
    await page.getByTestId("logout-dialog").getByRole("button", { name: "বন্ধ করুন" }).click();
    expect(await page.getByTestId("logout-dialog").isVisible()).toBe(true);
    release();
    await page.getByTestId("open-login").waitFor();
    expect(await page.evaluate(() => [sessionStorage.getItem("token"), sessionStorage.getItem("merchantCode")])).toEqual([null, "TALA"]);
    await page.context().close();
  });

  it("makes the member on the well-known password 123456 choose a new one, then goes where the login was going", async () => {
    const page = await openPage();
    await page.goto(`${site.url}/login?redirect=${encodeURIComponent("/help")}`);
    const form = page.getByTestId("login-form");
    await form.getByLabel("ইউজারনেম").fill("demo");
    await form.getByLabel("পাসওয়ার্ড").fill("123456");
    await form.getByTestId("login-submit").click();
    const change = page.getByTestId("change-password-dialog");
    // After an earlier failure from this address the server wants the captcha too.
    const captcha = form.getByTestId("captcha-image");
    await Promise.race([captcha.waitFor(), change.waitFor()]);
    if (await captcha.isVisible()) {
      await form.getByLabel("পাসওয়ার্ড").fill("123456");
      await form.getByLabel("ছবির অক্ষরগুলো").fill(FIXED_CAPTCHA);
      await form.getByTestId("login-submit").click();
    }
    await change.waitFor();
    expect(await page.getByTestId("member-strip").count()).toBe(0); // not logged in until the password is changed
    await shot(page, "forced-password-change");
    // The same password again is no change: the form says so before anything is sent.
    await change.getByLabel("নতুন পাসওয়ার্ড", { exact: true }).fill("123456");
    await change.getByLabel("নতুন পাসওয়ার্ড নিশ্চিত করুন").fill("123456");
    await change.getByRole("button", { name: "পাসওয়ার্ড পরিবর্তন" }).click();
    await change.getByText("নতুন পাসওয়ার্ডটি বর্তমান পাসওয়ার্ড থেকে আলাদা হতে হবে।").waitFor();
    await shot(page, "forced-password-unchanged");
    await change.getByLabel("নতুন পাসওয়ার্ড", { exact: true }).fill("Better2026");
    await change.getByLabel("নতুন পাসওয়ার্ড নিশ্চিত করুন").fill("Better2026");
    await change.getByRole("button", { name: "পাসওয়ার্ড পরিবর্তন" }).click();
    await page.getByTestId("member-strip").waitFor();
    expect(await change.count()).toBe(0);
    await page.waitForURL(`${site.url}/help`);
    await page.context().close();
  });

  it("logs in by SMS with the code from the outbox, the button counting down", async () => {
    const page = await openPage();
    await page.getByTestId("open-login").click();
    const dialog = page.getByTestId("login-dialog");
    await dialog.getByRole("tab", { name: "মোবাইল নম্বর" }).click();
    await dialog.getByTestId("captcha-image").waitFor();
    await dialog.getByLabel("মোবাইল নম্বর").fill("01700000001");
    await dialog.getByLabel("ছবির অক্ষরগুলো").fill(FIXED_CAPTCHA);
    await dialog.getByTestId("send-code").click();
    await expect.poll(() => dialog.getByTestId("send-code").textContent()).toMatch(/আবার পাঠান \([০-৯]+ সে.\)/);
    expect(await dialog.getByTestId("send-code").isDisabled()).toBe(true);
    const code = (await site.lastSms("01700000001")).match(/\b(\d{6})\b/)?.[1] ?? "";
    expect(code).toMatch(/^\d{6}$/);
    await dialog.getByLabel("এসএমএস যাচাইকরণ কোড").fill(code);
    await shot(page, "sms-login");
    await dialog.getByTestId("login-submit").click();
    // This address failed a login earlier, so the server asks for a fresh captcha on the login too.
    const message = dialog.getByTestId("login-message");
    const picture = dialog.getByTestId("captcha-image");
    const firstPicture = await picture.getAttribute("src");
    await Promise.race([message.waitFor(), page.getByTestId("member-strip").waitFor()]);
    if (await message.isVisible()) {
      await expect.poll(() => picture.getAttribute("src"), { timeout: 5000 }).not.toBe(firstPicture);
      await dialog.getByLabel("ছবির অক্ষরগুলো").fill(FIXED_CAPTCHA);
      await dialog.getByTestId("login-submit").click();
    }
    await page.getByTestId("member-strip").waitFor();
    await page.context().close();
  });

  it("lets a visitor try free play and tells the trial account it needs a real one for protected actions", async () => {
    const page = await openPage();
    await page.getByTestId("free-play").click();
    await page.getByTestId("member-strip").waitFor();
    await page.getByTestId("security-centre").click();
    await page.getByTestId("trial-warning").getByText("অনুগ্রহ করে প্রথমে একটি অ্যাকাউন্ট নিবন্ধন করুন").waitFor();
    await shot(page, "trial-warning");
    await page.keyboard.press("Escape");
    expect(await page.getByTestId("trial-warning").count()).toBe(0);
    await page.context().close();
  });

  it("registers by username under the agent of the URL's affiliate code, then by mobile with an SMS code", async () => {
    const page = await openPage();
    await page.goto(`${site.url}/register?affiliateCode=TALA2026&referralCode=FRIEND1`);
    const form = page.getByTestId("register-form");
    await form.getByTestId("register-captcha").waitFor();
    expect(await form.getByLabel("আমন্ত্রণ কোড").count()).toBe(0); // the URL's code passed its check
    expect(await form.getByLabel("রেফারেল কোড").inputValue()).toBe("FRIEND1");
    await form.getByTestId("register-submit").click();
    expect(await form.getByText("অনুগ্রহ করে আপনার বয়স নিশ্চিত করুন এবং শর্তাবলী গ্রহণ করুন।").count()).toBe(1);
    await shot(page, "register-validation");
    await form.getByLabel("ইউজারনেম").fill("player77");
    await form.getByLabel("পাসওয়ার্ড", { exact: true }).fill("Player777");
    await form.getByLabel("পাসওয়ার্ড নিশ্চিত করুন").fill("Player777");
    await form.getByLabel("পেমেন্ট পাসওয়ার্ড").fill("246810");
    await form.getByLabel("ছবির অক্ষরগুলো").fill(FIXED_CAPTCHA);
    await form.getByTestId("register-terms").check();
    await shot(page, "register-username");
    await form.getByTestId("register-submit").click();
    await page.getByTestId("member-strip").getByText("player77", { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    // The first login of a new account greets the member once.
    expect(await page.getByTestId("welcome").textContent()).toContain("তালায় স্বাগতম, player77!");
    await shot(page, "welcome");

    await openAccountMenu(page);
    await page.getByTestId("sign-out").click();
    await page.getByRole("button", { name: "নিশ্চিত করুন" }).click();
    await page.getByTestId("open-login").waitFor();

    // The header's register button opens the same form as a dialog.
    await page.getByTestId("open-register").click();
    const modal = page.getByTestId("register-dialog");
    await modal.getByTestId("register-form").waitFor();
    await modal.getByRole("tab", { name: "মোবাইল নম্বর" }).click();
    await modal.getByLabel("মোবাইল নম্বর").fill("01755555555");
    await modal.getByLabel("ছবির অক্ষরগুলো").fill(FIXED_CAPTCHA);
    await modal.getByTestId("register-send-code").click();
    await expect.poll(() => site.lastSms("01755555555")).toMatch(/\d{6}/);
    const code = (await site.lastSms("01755555555")).match(/\b(\d{6})\b/)?.[1] ?? "";
    await modal.getByLabel("এসএমএস যাচাইকরণ কোড").fill(code);
    await modal.getByLabel("পাসওয়ার্ড", { exact: true }).fill("Mobile777");
    await modal.getByLabel("পাসওয়ার্ড নিশ্চিত করুন").fill("Mobile777");
    await modal.getByLabel("পেমেন্ট পাসওয়ার্ড").fill("135790");
    await modal.getByTestId("register-terms").check();
    await shot(page, "register-mobile");
    await modal.getByTestId("register-submit").click();
    await page.getByTestId("member-strip").getByText("1755555555", { exact: true }).waitFor();
    await page.context().close();
  });

  it("recovers a password by phone from the login dialog and logs the member in", async () => {
    const page = await openPage();
    await page.getByTestId("open-login").click();
    await page.getByTestId("login-dialog").getByTestId("forgot-link").click();
    const dialog = page.getByTestId("forgot-dialog");
    await dialog.getByRole("tab", { name: "ফোনে" }).click();
    await dialog.getByLabel("মোবাইল নম্বর").fill("01700000001");
    await dialog.getByRole("img", { name: "ক্যাপচা" }).waitFor();
    await dialog.getByLabel("ছবির অক্ষরগুলো").fill(FIXED_CAPTCHA);
    // The SMS login earlier sent this number a code too: wait for the new one.
    const earlier = await site.lastSms("01700000001");
    await dialog.getByRole("button", { name: "কোড পাঠান" }).click();
    await expect.poll(() => site.lastSms("01700000001"), { timeout: 10_000 }).not.toBe(earlier);
    const code = (await site.lastSms("01700000001")).match(/\b(\d{6})\b/)?.[1] ?? "";
    await dialog.getByLabel("এসএমএস যাচাইকরণ কোড").fill(code);
    await dialog.getByLabel("নতুন পাসওয়ার্ড").fill("Agent@2030");
    await shot(page, "forgot-by-phone");
    await dialog.getByRole("button", { name: "নতুন পাসওয়ার্ড সেট করুন" }).click();
    await page.getByTestId("member-strip").getByText("agent01").waitFor();
    await page.context().close();
  });

  it("recovers a password by email: the link from the mail sets a new one once and logs the member in", async () => {
    const page = await openPage();
    await page.getByTestId("open-login").click();
    await page.getByTestId("login-dialog").getByTestId("forgot-link").click();
    const dialog = page.getByTestId("forgot-dialog");
    await dialog.getByRole("img", { name: "ক্যাপচা" }).waitFor();
    await dialog.getByLabel("ইউজারনেম").fill("agent01");
    await dialog.getByLabel("ইমেইল", { exact: true }).fill("agent01@tala.example");
    await dialog.getByLabel("ছবির অক্ষরগুলো").fill(FIXED_CAPTCHA);
    await shot(page, "forgot-by-email");
    await dialog.getByRole("button", { name: "আমাকে রিসেট লিংক ইমেইল করুন" }).click();
    await dialog.getByTestId("forgot-email-sent").waitFor();
    await shot(page, "forgot-email-sent");

    // The mail is sent after the answer: read the link from the operator's outbox once it is there.
    const mailedLink = async () => {
      const mails = z.array(z.object({ body: z.string() })).parse(await site.opsValue("/ops/email-outbox?email=agent01@tala.example"));
      return mails[0]?.body.match(/https?:\/\/\S+\/resetPassword\?token=[A-Za-z0-9_-]{43}/)?.[0] ?? "";
    };
    await expect.poll(mailedLink, { timeout: 10_000 }).toMatch(/resetPassword/);
    const link = await mailedLink();
    expect(link.startsWith(`${site.url}/resetPassword?token=`)).toBe(true);
    await page.context().close();

    const reset = await newPage(browser, problems);
    await reset.goto(link);
    const form = reset.getByTestId("reset-password-form");
    await form.getByLabel("নতুন পাসওয়ার্ড", { exact: true }).fill("Agent@2031");
    await form.getByLabel("নতুন পাসওয়ার্ড নিশ্চিত করুন").fill("Agent@2031");
    await shot(reset, "reset-password-page");
    await form.getByRole("button", { name: "নতুন পাসওয়ার্ড সেট করুন" }).click();
    await reset.getByTestId("member-strip").getByText("agent01").waitFor();
    expect(new URL(reset.url()).pathname).toBe("/");
    await reset.context().close();

    // The link worked once: opened again, it says so and offers a new one.
    const again = await newPage(browser, problems, { expectedStatus: [400] });
    await again.goto(link);
    const second = again.getByTestId("reset-password-form");
    await second.getByLabel("নতুন পাসওয়ার্ড", { exact: true }).fill("Agent@2032");
    await second.getByLabel("নতুন পাসওয়ার্ড নিশ্চিত করুন").fill("Agent@2032");
    await second.getByRole("button", { name: "নতুন পাসওয়ার্ড সেট করুন" }).click();
    await again.getByTestId("reset-link-invalid").waitFor();
    await shot(again, "reset-link-used");
    await again.context().close();
  });

  it("logs in from the header form on a wide screen, asking for the captcha in a panel under it", async () => {
    const page = await openPage(1440);
    const form = page.getByTestId("header-login-form");
    await form.getByPlaceholder("ইউজারনেম").fill("demo");
    await form.getByPlaceholder("পাসওয়ার্ড").fill("wrong-password");
    await form.getByTestId("header-login-submit").click();
    await form.getByTestId("captcha-image").waitFor();
    await form.getByPlaceholder("পাসওয়ার্ড").fill("Better2026");
    await form.getByLabel("ছবির অক্ষরগুলো").fill(FIXED_CAPTCHA);
    await shot(page, "header-login");
    await form.getByTestId("header-login-submit").click();
    await page.getByTestId("member-strip").getByText("demo", { exact: true }).waitFor();
    await page.context().close();
  });

  it("sends a visitor to /login from every page but the open ones when the operator forces login", async () => {
    await site.ops("/ops/system/whitelabel/LOGINEDTOHOMEPAGE", { enabled: true });
    const page = await openPage();
    try {
      await page.goto(`${site.url}/pointMall`);
      // The login page knows where the visitor was going, and goes there after the login.
      await page.waitForURL(`${site.url}/login?redirect=%2FpointMall`);
      await page.getByTestId("login-form").waitFor();
      await page.goto(`${site.url}/helpmc`);
      await page.getByRole("heading", { name: "সহায়তা কেন্দ্র" }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/helpmc");
    } finally {
      await site.ops("/ops/system/whitelabel/LOGINEDTOHOMEPAGE", { enabled: false });
    }
    await page.context().close();
  });

  it("ran without script errors or Content-Security-Policy violations", () => {
    if (problems.length) console.log(problems);
    expect(problems).toEqual([]);
  });
});
