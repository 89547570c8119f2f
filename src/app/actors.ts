// The root actors' React contexts and the flows with their real services: the one place views reach them from.
import { createContext, useContext } from "react";
import { createActorContext } from "@xstate/react";
import { appMachine } from "../../machines/app.machine";
import { preferencesMachine } from "../../machines/preferences.machine";
import { sessionMachine } from "../../machines/session.machine";
import { authDialogsMachine } from "../../machines/authDialogs.machine";
import type { loginMachine } from "../../machines/login.machine";
import type { changePasswordMachine } from "../../machines/changePassword.machine";
import type { logoutMachine } from "../../machines/logout.machine";
import type { smsCountdownMachine } from "../../machines/smsCountdown.machine";
import type { registrationMachine } from "../../machines/registration.machine";
import type { forgotPasswordMachine } from "../../machines/forgotPassword.machine";

export const AppActor = createActorContext(appMachine);
export const PreferencesActor = createActorContext(preferencesMachine);
export const SessionActor = createActorContext(sessionMachine);
export const AuthDialogsActor = createActorContext(authDialogsMachine);

/** Flow machines with the app's real actors provided; views start them where they are used. */
export interface Flows {
  login: typeof loginMachine;
  changePassword: typeof changePasswordMachine;
  logout: typeof logoutMachine;
  smsCountdown: typeof smsCountdownMachine;
  registration: typeof registrationMachine;
  registerSmsCountdown: typeof smsCountdownMachine;
  resetSmsCountdown: typeof smsCountdownMachine;
  forgotPassword: typeof forgotPasswordMachine;
  rememberedUsername: () => string | undefined;
  rememberUsername: (username: string | null) => void;
}
export const FlowsContext = createContext<Flows | null>(null);

export function useFlows(): Flows {
  const flows = useContext(FlowsContext);
  if (!flows) throw new Error("useFlows needs the app's Providers");
  return flows;
}
