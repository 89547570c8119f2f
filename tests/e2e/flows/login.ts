// The login flow on the real site: not mapped yet.
import type { SiteFlow } from "./types";

export const loginFlow: SiteFlow | null = null;
