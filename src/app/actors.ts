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
import type { searchPopupMachine } from "../../machines/searchPopup.machine";
import type { ContentQueries } from "../api/queries/content";
import type { FeedbackRequest } from "../contract/content";

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
  searchPopup: typeof searchPopupMachine;
  /** One-step commands without states of their own (a claim, a feedback form's send). */
  claimRaffle: (promotionId: number) => Promise<unknown>;
  sendFeedback: (request: FeedbackRequest) => Promise<unknown>;
  searchHistory: () => string[];
  storeSearchHistory: (history: string[]) => void;
  rememberedUsername: () => string | undefined;
  rememberUsername: (username: string | null) => void;
}
export const FlowsContext = createContext<Flows | null>(null);

export function useFlows(): Flows {
  const flows = useContext(FlowsContext);
  if (!flows) throw new Error("useFlows needs the app's Providers");
  return flows;
}

/** Read-only lists (TanStack Query options) with the real services behind them. */
export const QueriesContext = createContext<ContentQueries | null>(null);

export function useContentQueries(): ContentQueries {
  const queries = useContext(QueriesContext);
  if (!queries) throw new Error("useContentQueries needs the app's Providers");
  return queries;
}
