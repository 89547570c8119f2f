// The balance the header shows (GET /wps/v2/wallets/balance): its own module, so the home page carries no other wallet schema.
import * as zod from "zod/mini";

export const balanceSchema = zod.object({ sumBalance: zod.string(), mainBalance: zod.string(), currencySymbol: zod.string(), currencyCode: zod.string() });
export type Balance = zod.infer<typeof balanceSchema>;
