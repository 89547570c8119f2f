// The balance the header shows (GET /wps/v2/wallets/balance): its own module, so the home page carries no other wallet schema.
import * as z from "zod/mini";

export const balanceSchema = z.object({ sumBalance: z.string(), mainBalance: z.string(), currencySymbol: z.string(), currencyCode: z.string() });
export type Balance = z.infer<typeof balanceSchema>;
