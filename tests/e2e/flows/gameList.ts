// The gameList flow on the real site: not mapped yet.
import type { SiteFlow } from "./types";

export const gameListFlow: SiteFlow | null = null;
