// The system gate as a visitor sees it: the site, or a full-page maintenance, region-blocked or offline page.
import { render, screen, fireEvent } from "@testing-library/react";
import { I18nProvider } from "@lingui/react";
import { beforeAll, describe, expect, it } from "vitest";
import { fromPromise } from "xstate";
import { appMachine, type StatusCheck } from "../../machines/app.machine";
import { permissionSettings, visitorLocation } from "../fixtures/system";
import { preferencesMachine } from "../../machines/preferences.machine";
import { AppActor, PreferencesActor } from "../../src/flows/actors";
import { SystemGate } from "../../src/app/layout/SystemGate";
import { activateLanguage, i18n } from "../../src/i18n/index";

const location = visitorLocation;
const settings = permissionSettings;

function renderGate(statusAnswers: (() => Promise<StatusCheck>)[]) {
  const app = appMachine.provide({
    actors: {
      fetchSystemStatus: fromPromise(() => (statusAnswers.shift() ?? (async () => ({ status: 0 as const, location })))()),
      fetchPermissionSettings: fromPromise(async () => settings),
    },
  });
  const preferences = preferencesMachine.provide({ actors: { loadCatalog: fromPromise(({ input }) => activateLanguage(input.language)) } });
  return render(
    <I18nProvider i18n={i18n}>
      <PreferencesActor.Provider logic={preferences} options={{ input: { theme: "light", language: "bn" } }}>
        <AppActor.Provider logic={app}>
          <SystemGate>
            <p>the whole site</p>
          </SystemGate>
        </AppActor.Provider>
      </PreferencesActor.Provider>
    </I18nProvider>,
  );
}

/** The status page's card as the visitor reads it: its heading and everything under it, in order. */
function statusCard(heading: HTMLElement): string {
  return screen.getByRole("region", { name: heading.textContent ?? "" }).textContent ?? "";
}

describe("SystemGate", () => {
  beforeAll(async () => {
    await activateLanguage("bn");
    // The status pages load lazily: compiled here once, so no test's wait for its page includes the compile.
    await import("../../src/app/layout/StatusPages");
  });

  it("shows the site once the status is normal and the settings are loaded", async () => {
    const { container } = renderGate([async () => ({ status: 0, location })]);
    // Until the status answers, a loading page stands in for the site, and a screen reader hears it politely.
    expect(screen.getByRole("status", { name: "লোড হচ্ছে" }).getAttribute("aria-live")).toBe("polite");
    expect(screen.queryByText("the whole site")).toBeNull();
    await screen.findByText("the whole site");
    expect(container.textContent).toBe("the whole site");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("replaces the whole site with the maintenance page, in Bengali", async () => {
    renderGate([async () => ({ status: 1, location })]);
    const heading = await screen.findByRole("heading", { level: 1, name: "সিস্টেম রক্ষণাবেক্ষণ" });
    expect(statusCard(heading)).toBe(
      "সিস্টেম রক্ষণাবেক্ষণদুঃখিত: সাইটটি এখন উন্নত করা হচ্ছে। আপনার অ্যাকাউন্ট ও ব্যালেন্স নিরাপদ আছে। অনুগ্রহ করে কিছুক্ষণ পরে আবার আসুন।আবার চেষ্টা করুন",
    );
    expect(screen.queryByText("the whole site")).toBeNull();
  });

  it("shows the visitor's IP on the region-blocked page", async () => {
    renderGate([async () => ({ status: 2, location })]);
    const heading = await screen.findByRole("heading", { level: 1, name: "প্রবেশ সীমিত" });
    expect(statusCard(heading)).toContain("দুঃখিত: আপনার অবস্থান বা নেটওয়ার্ক থেকে সাইটটি পাওয়া যাচ্ছে না।");
    expect(screen.getByTestId("visitor-ip").textContent).toBe("203.0.113.7");
    // Trying again cannot help from a blocked place, so the page offers no button for it.
    expect(screen.queryByRole("button", { name: "আবার চেষ্টা করুন" })).toBeNull();
    expect(screen.queryByText("the whole site")).toBeNull();
  });

  it("says the network link is abnormal and lets the visitor try again", async () => {
    const { container } = renderGate([
      async () => {
        throw Object.assign(new Error("offline"), { code: "network_error" });
      },
      async () => ({ status: 0, location }),
    ]);
    const retry = await screen.findByRole("button", { name: "আবার চেষ্টা করুন" });
    const heading = screen.getByRole("heading", { level: 1, name: "নেটওয়ার্ক সংযোগে সমস্যা হয়েছে, অনুগ্রহ করে আবার চেষ্টা করুন" });
    expect(statusCard(heading)).toContain("সাইটে পৌঁছানো যায়নি। আপনার সংযোগ পরীক্ষা করুন; আপনার কোনো কাজ হারায়নি।");
    expect(screen.queryByText("the whole site")).toBeNull();
    fireEvent.click(retry);
    await screen.findByText("the whole site");
    expect(container.textContent).toBe("the whole site");
  });

  it("switches the status page to English from its own language selector", async () => {
    renderGate([async () => ({ status: 1, location })]);
    const select = await screen.findByRole("combobox", { name: "ভাষা" });
    fireEvent.change(select, { target: { value: "en" } });
    const heading = await screen.findByRole("heading", { level: 1, name: "System maintenance" });
    expect(statusCard(heading)).toBe(
      "System maintenanceWe are sorry: the site is being improved right now. Your account and balance are safe. Please come back a little later.Try again",
    );
    expect(screen.getByRole("combobox", { name: "Language" })).toHaveProperty("value", "en");
    await activateLanguage("bn");
  });
});
