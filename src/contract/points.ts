// The point mall on the wire: balance, ratio and rewards; redemption and conversion with the payment password;
// the point details.
import * as z from "zod/mini";
import { idSchema, multiLine, oneLine } from "./fields";

const paymentPassword = z.string().check(z.minLength(1, "is required"), z.maxLength(128), oneLine);
export const pointMallSchema = z.object({
  balance: z.number(),
  pointsPerUnit: z.number(),
  rewards: z.array(z.object({ id: z.number(), name: z.string(), imageUrl: z.string(), cost: z.number(), bonus: z.string() })),
});
export type PointMall = z.infer<typeof pointMallSchema>;
export const redeemRequestSchema = z.object({ rewardId: idSchema, paymentPassword });
export const convertRequestSchema = z.object({ points: z.number().check(z.int(), z.positive(), z.maximum(1_000_000_000)), paymentPassword });
export const pointSpendSchema = z.object({ replayed: z.boolean(), points: z.number(), amount: z.string(), balance: z.number() });
export type PointSpend = z.infer<typeof pointSpendSchema>;
export const pointDetailsQuerySchema = z.object({
  pageNo: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
  kind: z.optional(z.enum(["earn", "redeem", "convert", "adjust"])),
});
export const pointDetailsSchema = z.object({
  list: z.array(z.object({ id: z.number(), kind: z.string(), points: z.number(), balance: z.number(), reference: z.string(), time: z.string() })),
  pageNo: z.number(),
  totalPages: z.number(),
});
export const pointAdjustSchema = z.object({
  username: z.string().check(z.minLength(1), z.maxLength(40), oneLine),
  points: z.number().check(z.int(), z.minimum(-1_000_000_000), z.maximum(1_000_000_000)),
  reason: z.string().check(z.minLength(1), z.maxLength(200), multiLine),
});
