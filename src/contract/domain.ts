// The product's domain vocabulary, shared by the site and the server: plain constants without schemas, so that what
// needs only a name list (the router's search params, src/config) does not pull the schemas of a whole area along.

/** SPEC §9: trial (free play) accounts play for nothing and earn nothing. */
export const TRIAL_ACCOUNT_TYPE = 4;
/** A plain player's account type. */
export const PLAYER_ACCOUNT_TYPE = 0;
/** What an agent may open below itself: a player, or an agent (type 2) with a centre of its own. */
export const DOWNLINE_ACCOUNT_TYPES = { player: PLAYER_ACCOUNT_TYPE, agent: 2 } as const;
/** SPEC §4: the account types that may open the agent centre. */
export const AGENT_ACCOUNT_TYPES = [1, 2, 41, 42] as const;
export const isAgentAccountType = (accountType: number) => AGENT_ACCOUNT_TYPES.some((type) => type === accountType);

/** The site's languages. */
export const LANGUAGES = ["bn", "en", "zh", "hi", "id", "th", "tl", "vi"] as const;
/** The site's first language (SPEC §1: BN): a first-time visitor's calls ask in it. */
export const DEFAULT_LANGUAGE = "bn" satisfies (typeof LANGUAGES)[number];
/** A translated text in the language asked for, else the merchant's default, else English, else whichever there is. */
export function inLanguage<T>(translations: Partial<Record<string, T>>, language: string, defaultLanguage = "en"): T | undefined {
  return translations[language] ?? translations[defaultLanguage] ?? translations.en ?? Object.values(translations).find((text) => text !== undefined);
}

export const GAME_TYPES = ["RNG", "LIVE", "FISH", "PVP", "SPORTS", "ESPORTS", "LOTT", "ELOTT"] as const;
export type GameType = (typeof GAME_TYPES)[number];
export const GAME_CLASSIFICATIONS = ["JP", "TG", "AC", "BG"] as const;
/** The lobby's minimum-bet filter (SPEC §9). */
export const MIN_BET_FILTERS = ["0.01", "0.05", "0.1", "0.5", "0.75"] as const;
/** The house vendor's game engines. */
export const HOUSE_ENGINES = ["slot", "roulette", "fish", "cards"] as const;
export type HouseEngine = (typeof HOUSE_ENGINES)[number];
/** What runs a catalogue game of the house: a session engine above, the lottery's draws (its screen, the arena), or the sportsbook. */
export const GAME_ENGINES = [...HOUSE_ENGINES, "lottery", "cockfight", "sportsbook"] as const;
export type GameEngine = (typeof GAME_ENGINES)[number];
export const isHouseEngine = (engine: GameEngine | null): engine is HouseEngine => HOUSE_ENGINES.some((known) => known === engine);
