// The point mall on the wire: balance, ratio and rewards; redemption and conversion with the payment password;
// the point details.
import * as zod from "zod/mini";
import { idSchema, multiLine, oneLine } from "./fields";

const paymentPassword = zod.string().check(zod.minLength(1, "is required"), zod.maxLength(128), oneLine);
export const pointMallSchema = zod.object({
  balance: zod.number(),
  pointsPerUnit: zod.number(),
  rewards: zod.array(zod.object({ id: zod.number(), name: zod.string(), imageUrl: zod.string(), cost: zod.number(), bonus: zod.string() })),
});
export type PointMall = zod.infer<typeof pointMallSchema>;
export const redeemRequestSchema = zod.object({ rewardId: idSchema, paymentPassword });
export const convertRequestSchema = zod.object({ points: zod.number().check(zod.int(), zod.positive(), zod.maximum(1_000_000_000)), paymentPassword });
export const pointSpendSchema = zod.object({ replayed: zod.boolean(), points: zod.number(), amount: zod.string(), balance: zod.number() });
export type PointSpend = zod.infer<typeof pointSpendSchema>;
export const pointDetailsQuerySchema = zod.object({
  pageNo: zod.optional(zod.coerce.number().check(zod.int(), zod.minimum(1), zod.maximum(10_000))),
  kind: zod.optional(zod.enum(["earn", "redeem", "convert", "adjust"])),
});
export const pointDetailsSchema = zod.object({
  list: zod.array(zod.object({ id: zod.number(), kind: zod.string(), points: zod.number(), balance: zod.number(), reference: zod.string(), time: zod.string() })),
  pageNo: zod.number(),
  totalPages: zod.number(),
});
export const pointAdjustSchema = zod.object({
  username: zod.string().check(zod.minLength(1), zod.maxLength(40), oneLine),
  points: zod.number().check(zod.int(), zod.minimum(-1_000_000_000), zod.maximum(1_000_000_000)),
  reason: zod.string().check(zod.minLength(1), zod.maxLength(200), multiLine),
});
