// App start: checks maintenance and region status and loads the permission settings once (the session machine loads the member).
import { assign, fromPromise, setup } from "xstate";
import { SYSTEM_STATUS, TIMING } from "../src/config/index";
import type { Location, RegisterSettings, SystemStatus, Whitelabel } from "../src/contract/system";
import { errorOf } from "./apiError";

export interface StatusCheck {
  status: SystemStatus;
  location: Location;
}
export interface PermissionSettings {
  whitelabel: Whitelabel;
  registerSettings: RegisterSettings;
}
export interface AppContext {
  status: SystemStatus | null;
  location: Location | null;
  settings: PermissionSettings | null;
  /** Code of the last failure (an ApiError code), for the view to word. */
  errorCode: string | null;
}
export type AppEvent = { type: "app.retry" } | { type: "status.recheck" };

const errorCodeOf = (error: unknown): string =>
  typeof error === "object" && error !== null && "code" in error && typeof error.code === "string" ? error.code : "unknown_error";

/** The app and the tests provide the real actors with machine.provide; these only name them. */
const notProvided = <T>(name: string) =>
  fromPromise<T>(async () => {
    throw new Error(`${name} must be provided by the app`);
  });

const appSetup = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    tags: {} as "loading" | "ready" | "maintenance" | "regionBlocked" | "error",
  },
  actors: {
    fetchSystemStatus: notProvided<StatusCheck>("fetchSystemStatus"),
    fetchPermissionSettings: notProvided<PermissionSettings>("fetchPermissionSettings"),
  },
  guards: {
    isMaintenance: (_, check: StatusCheck) => check.status === SYSTEM_STATUS.maintenance,
    isRegionBlocked: (_, check: StatusCheck) => check.status === SYSTEM_STATUS.regionBlocked,
  },
  actions: {
    storeStatus: assign((_, check: StatusCheck) => ({ status: check.status, location: check.location, errorCode: null })),
    storeSettings: assign((_, settings: PermissionSettings) => ({ settings })),
    storeError: assign((_, error: unknown) => ({ errorCode: errorCodeOf(error) })),
  },
  delays: {
    statusRecheckInterval: TIMING.statusRecheckMs,
  },
});

type StatusDone = { event: { output: StatusCheck } };
const statusOf = ({ event }: StatusDone) => event.output;
/** Maintenance wins over the region block; a normal status goes on to `whenNormal`. */
const afterStatusCheck = (whenNormal: "loadingSettings" | "ready") => [
  { guard: { type: "isMaintenance" as const, params: statusOf }, target: "maintenance", actions: { type: "storeStatus" as const, params: statusOf } },
  { guard: { type: "isRegionBlocked" as const, params: statusOf }, target: "regionBlocked", actions: { type: "storeStatus" as const, params: statusOf } },
  { target: whenNormal, actions: { type: "storeStatus" as const, params: statusOf } },
];

export const appMachine = appSetup.createMachine({
  id: "app",
  context: { status: null, location: null, settings: null, errorCode: null },
  initial: "checkingStatus",
  states: {
    checkingStatus: {
      tags: ["loading"],
      invoke: {
        id: "fetchSystemStatus",
        src: "fetchSystemStatus",
        onDone: afterStatusCheck("loadingSettings"),
        onError: { target: "offline", actions: { type: "storeError", params: errorOf } },
      },
    },
    loadingSettings: {
      tags: ["loading"],
      invoke: {
        id: "fetchPermissionSettings",
        src: "fetchPermissionSettings",
        onDone: { target: "ready", actions: { type: "storeSettings", params: ({ event }) => event.output } },
        onError: { target: "offline", actions: { type: "storeError", params: errorOf } },
      },
    },
    ready: {
      tags: ["ready"],
      after: { statusRecheckInterval: "rechecking" },
      on: { "status.recheck": "rechecking" },
    },
    rechecking: {
      tags: ["ready"],
      invoke: {
        id: "recheckSystemStatus",
        src: "fetchSystemStatus",
        onDone: afterStatusCheck("ready"),
        // A passing network fault while browsing keeps the site usable; the next recheck tries again.
        onError: { target: "ready" },
      },
    },
    maintenance: {
      tags: ["maintenance"],
      // The site comes back by itself when the operator ends maintenance.
      after: { statusRecheckInterval: "checkingStatus" },
      on: { "app.retry": "checkingStatus" },
    },
    regionBlocked: {
      tags: ["regionBlocked"],
      on: { "app.retry": "checkingStatus" },
    },
    offline: {
      tags: ["error"],
      on: { "app.retry": "checkingStatus" },
    },
  },
});
