// Search params of the site's pages: typed, and a bad value falls back instead of breaking the page.
import * as z from "zod/mini";
import { HOUSE_ENGINES } from "./casino";
import { PROMOTION_TYPES } from "./contentKinds";

const text = (max: number) => z.catch(z.optional(z.string().check(z.trim(), z.maxLength(max))), undefined);
const code = text(64);

export const registerSearchSchema = z.object({ affiliateCode: code, referralCode: code });
export const lotterySearchSchema = z.object({ gameCode: code, vendor: code, playType: code, nodeId: code });
export const GAME_LIST_TABS = ["", "hot", "fav", "recent"] as const;
export const gameListSearchSchema = z.object({
  tab: z.catch(z.optional(z.enum(GAME_LIST_TABS)), undefined),
  vendor: code,
  gameName: text(100),
  classify: z.catch(z.optional(z.enum(["JP", "TG", "AC", "BG"])), undefined),
  minBet: z.catch(z.optional(z.enum(["0.01", "0.05", "0.1", "0.5", "0.75"])), undefined),
});
export const promotionsSearchSchema = z.object({ type: z.catch(z.optional(z.enum(PROMOTION_TYPES)), undefined) });
export const promoDetailSearchSchema = z.object({ id: code });
export const gameSearchSchema = z.object({ gameCode: code, vendor: code, nodeId: code, launch: code, engine: z.catch(z.optional(z.enum(HOUSE_ENGINES)), undefined) });
export const loginSearchSchema = z.object({ redirect: z.catch(z.optional(z.string().check(z.regex(/^\/(?!\/)/), z.maxLength(500))), undefined) });
/** /member/depositv2?deposit=12: back from the provider's checkout, the deposit to show. */
export const memberSearchSchema = z.object({ deposit: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined) });
