// Flow groups load on first use, so the home page carries none of their machines. Each loader runs once.
import type { Services } from "./services";
import type { AccountFlows } from "./account";
import type { ContentFlows } from "./content";
import type { WalletFlows } from "./wallet";
import type { GamesFlows } from "./games";
import type { AgentFlows } from "./agent";
import type { LoginFlows } from "./login";
import type { SearchFlows } from "./search";

export interface FlowLoaders {
  login: () => Promise<LoginFlows>;
  account: () => Promise<AccountFlows>;
  search: () => Promise<SearchFlows>;
  content: () => Promise<ContentFlows>;
  wallet: () => Promise<WalletFlows>;
  games: () => Promise<GamesFlows>;
  agent: () => Promise<AgentFlows>;
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  // A failed load (the network dropped) is forgotten, so the next use tries again.
  return () =>
    (promise ??= load().catch((error: unknown) => {
      promise = undefined;
      throw error;
    }));
}

export function flowLoaders(services: Services): FlowLoaders {
  return {
    login: once(() => import("./login").then((module) => module.loginFlows(services))),
    account: once(() => import("./account").then((module) => module.accountFlows(services))),
    search: once(() => import("./search").then((module) => module.searchFlows(services))),
    content: once(() => import("./content").then((module) => module.contentFlows(services))),
    wallet: once(() => import("./wallet").then((module) => module.walletFlows(services))),
    games: once(() => import("./games").then((module) => module.gamesFlows(services))),
    agent: once(() => import("./agent").then((module) => module.agentFlows(services))),
  };
}
