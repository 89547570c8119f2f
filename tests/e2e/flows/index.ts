// The flows walked in Chromium against the real site (tests/e2e/flowPaths.test.ts); the flow book shows their coverage.
import type { SiteFlow } from "./types";
import { loginFlow } from "./login";
import { registrationFlow } from "./registration";
import { smsCountdownFlow } from "./smsCountdown";
import { gameListFlow } from "./gameList";
import { withdrawalReceiptFlow } from "./withdrawalReceipt";
import { agentContractsFlow } from "./agentContracts";

const ALL: (SiteFlow | null)[] = [loginFlow, registrationFlow, smsCountdownFlow, gameListFlow, withdrawalReceiptFlow, agentContractsFlow];
/** TALA_FLOWS=login.machine,… walks only those (while writing a flow). */
const only = (process.env.TALA_FLOWS ?? "").split(",").filter(Boolean);
export const BROWSER_FLOWS: SiteFlow[] = ALL.filter((flow): flow is SiteFlow => flow !== null && (only.length === 0 || only.includes(flow.file)));
export type { FlowPage, SiteFlow } from "./types";
