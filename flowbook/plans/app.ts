// App start: the retry and recheck events, the status and settings calls' answers, and the page a visitor sees in each state.
import { appMachine } from "../../machines/app.machine";
import { permissionSettings, statusBlocked, statusMaintenance, statusNormal } from "../../tests/fixtures/system";
import type { FlowPlan } from "../plan";

export const normalSample = statusNormal;
export const maintenanceSample = statusMaintenance;
export const settingsSample = permissionSettings;
const blocked = statusBlocked;
const networkDown = { code: "network_error" };

export const appPlan: FlowPlan = {
  machine: appMachine,
  events: [{ type: "app.retry" }, { type: "status.recheck" }],
  outputs: {
    fetchSystemStatus: [normalSample, maintenanceSample, blocked],
    recheckSystemStatus: [normalSample, maintenanceSample, blocked],
    fetchPermissionSettings: [settingsSample],
  },
  errors: {
    fetchSystemStatus: [networkDown],
    fetchPermissionSettings: [networkDown],
    recheckSystemStatus: [networkDown],
  },
  // The recheck output lands in the same place whatever the sample, so key on the value and the flags that matter.
  serializeState: (s) => JSON.stringify([s.value, s.context.settings !== null]),
  seen: {
    checkingStatus: "A starting page with only the Tala logo and a spinner: nothing of the site shows yet (also right after Try again).",
    loadingSettings: "The same starting page, logo and spinner, while the site loads its settings.",
    ready: "The whole site: header, banners, the page asked for and the footer.",
    rechecking: "The site stays as it is while it quietly asks whether it is still open; the visitor notices nothing.",
    maintenance:
      'A full page "System maintenance" says the site is being improved and the account and balance are safe, with a language selector and a Try again button; it looks again by itself every minute.',
    regionBlocked:
      "A full page \"Access restricted\" says the site is not available from the visitor's location or network and shows the visitor's IP address; it has a language selector but no button to try again.",
    offline:
      'A full page "Network link is abnormal, please try again" asks the visitor to check the connection, with a language selector and a Try again button.',
  },
  said: {
    "app.retry": "the visitor presses Try again",
    "status.recheck": "the app asks again whether the site is open",
  },
};
