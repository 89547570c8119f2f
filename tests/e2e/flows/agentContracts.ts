// The agentContracts flow on the real site: not mapped yet.
import type { SiteFlow } from "./types";

export const agentContractsFlow: SiteFlow | null = null;
