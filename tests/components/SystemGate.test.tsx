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

describe("SystemGate", () => {
  beforeAll(async () => {
    await activateLanguage("bn");
  });

  it("shows the site once the status is normal and the settings are loaded", async () => {
    renderGate([async () => ({ status: 0, location })]);
    expect(screen.getByRole("status")).toBeDefined();
    expect(await screen.findByText("the whole site")).toBeDefined();
  });

  it("replaces the whole site with the maintenance page, in Bengali", async () => {
    renderGate([async () => ({ status: 1, location })]);
    expect(await screen.findByRole("heading", { name: "সিস্টেম রক্ষণাবেক্ষণ" })).toBeDefined();
    expect(screen.queryByText("the whole site")).toBeNull();
  });

  it("shows the visitor's IP on the region-blocked page", async () => {
    renderGate([async () => ({ status: 2, location })]);
    expect(await screen.findByRole("heading", { name: "প্রবেশ সীমিত" })).toBeDefined();
    expect(screen.getByTestId("visitor-ip").textContent).toBe("203.0.113.7");
  });

  it("says the network link is abnormal and lets the visitor try again", async () => {
    renderGate([
      async () => {
        throw Object.assign(new Error("offline"), { code: "network_error" });
      },
      async () => ({ status: 0, location }),
    ]);
    const retry = await screen.findByRole("button", { name: "আবার চেষ্টা করুন" });
    expect(screen.getByRole("heading", { name: "নেটওয়ার্ক সংযোগে সমস্যা হয়েছে, অনুগ্রহ করে আবার চেষ্টা করুন" })).toBeDefined();
    fireEvent.click(retry);
    expect(await screen.findByText("the whole site")).toBeDefined();
  });

  it("switches the status page to English from its own language selector", async () => {
    renderGate([async () => ({ status: 1, location })]);
    const select = await screen.findByRole("combobox", { name: "ভাষা" });
    fireEvent.change(select, { target: { value: "en" } });
    expect(await screen.findByRole("heading", { name: "System maintenance" })).toBeDefined();
    await activateLanguage("bn");
  });
});
