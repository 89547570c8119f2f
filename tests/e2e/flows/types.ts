// What a flow's page actions and checks get (tests/e2e/flowPaths.test.ts).
import type { Page } from "playwright-core";
import type { BrowserFlow } from "../../../flowbook/browser";
import type { RunningSite } from "../server";

/** The page, the running site, and a scratch pad for one path (a fresh player, a code read from the outbox…). */
export interface FlowPage {
  page: Page;
  site: RunningSite;
  /** Unique per path: a suffix for usernames and mobiles the path creates. */
  unique: string;
  notes: Map<string, string>;
}

export type SiteFlow = BrowserFlow<FlowPage>;
