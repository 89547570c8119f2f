// The smsCountdown flow on the real site: not mapped yet.
import type { SiteFlow } from "./types";

export const smsCountdownFlow: SiteFlow | null = null;
