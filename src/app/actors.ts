// The root actors' React contexts: the one place views reach the app-wide machines from.
import { createActorContext } from "@xstate/react";
import { appMachine } from "../../machines/app.machine";
import { preferencesMachine } from "../../machines/preferences.machine";

export const AppActor = createActorContext(appMachine);
export const PreferencesActor = createActorContext(preferencesMachine);
