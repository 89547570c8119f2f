// The root actors' React contexts, the flows with their real services, and the one way a view starts a flow (with the
// inspector, ./inspect): the one place views reach them from.
import { createContext, use, useContext } from "react";
import { createActorContext } from "@xstate/react";
import { appMachine } from "../../machines/app.machine";
import { preferencesMachine } from "../../machines/preferences.machine";
import { sessionMachine } from "../../machines/session.machine";
import { authDialogsMachine } from "../../machines/authDialogs.machine";
import type { ContentQueries } from "../api/queries/content";
import type { FlowLoaders } from "./index";
import type { AccountFlows } from "./account";
import type { ContentFlows } from "./content";
import type { WalletFlows } from "./wallet";
import type { GamesFlows } from "./games";
import type { AgentFlows } from "./agent";
import type { LoginFlows } from "./login";
import type { SearchFlows } from "./search";

export const AppActor = createActorContext(appMachine);
export const PreferencesActor = createActorContext(preferencesMachine);
export const SessionActor = createActorContext(sessionMachine);
export const AuthDialogsActor = createActorContext(authDialogsMachine);

export { InspectContext, useFlowActor, useFlowMachine } from "./inspect";

/** Flow machines with the app's real actors provided, in groups that load on first use: these hooks suspend until then. */
export const FlowLoadersContext = createContext<FlowLoaders | null>(null);

function useFlowLoaders(): FlowLoaders {
  const loaders = useContext(FlowLoadersContext);
  if (!loaders) throw new Error("flow hooks need the app's Providers");
  return loaders;
}
export const useLoginFlows = (): LoginFlows => use(useFlowLoaders().login());
export const useAccountFlows = (): AccountFlows => use(useFlowLoaders().account());
export const useSearchFlows = (): SearchFlows => use(useFlowLoaders().search());
export const useContentFlows = (): ContentFlows => use(useFlowLoaders().content());
export const useWalletFlows = (): WalletFlows => use(useFlowLoaders().wallet());
export const useGamesFlows = (): GamesFlows => use(useFlowLoaders().games());
export const useAgentFlows = (): AgentFlows => use(useFlowLoaders().agent());

/** Read-only lists (TanStack Query options) with the real services behind them. */
export const QueriesContext = createContext<ContentQueries | null>(null);

export function useContentQueries(): ContentQueries {
  const queries = useContext(QueriesContext);
  if (!queries) throw new Error("useContentQueries needs the app's Providers");
  return queries;
}
