// The registration flow on the real site: not mapped yet.
import type { SiteFlow } from "./types";

export const registrationFlow: SiteFlow | null = null;
