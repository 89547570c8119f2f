// Demo wallet: the demo provider and a bank transfer as payment methods, opening balances and payment passwords.
import { z } from "zod";
import type { Queryable } from "../db/index";
import { everyLanguage } from "./translations";

/** The demo payment methods' names a dictionary translates (a brand's stays itself). */
export const METHOD_WORDS = ["Bank transfer"];

const METHODS = [
  { code: "DEMOPAY", name: "Demo Pay", bn: "Demo Pay", kind: "provider", min: 10000n, max: 5000000n, bankDetails: {} },
  {
    code: "BANK",
    name: "Bank transfer",
    bn: "ব্যাংক ট্রান্সফার",
    kind: "bank",
    min: 50000n,
    max: 10000000n,
    bankDetails: { bank: "Tala Demo Bank", accountName: "Tala Gaming Ltd", accountNumber: "0123 4567 8901", branch: "Gulshan, Dhaka" },
  },
] as const;

/** username → opening balance in minor units, paid from the house account once (the key says so). */
const OPENING_BALANCES: [string, bigint][] = [
  ["agent01", 500000n],
  ["demo", 100000n],
];

const idRow = z.object({ id: z.coerce.number() });

async function accountOf(tx: Queryable, merchantId: number, memberId: number | null, kind: string): Promise<number> {
  await tx.execute(
    memberId === null
      ? "insert into wallet_account (merchant_id, kind) values ($1, $2) on conflict (merchant_id, kind, shard) where member_id is null do nothing"
      : "insert into wallet_account (merchant_id, member_id, kind) values ($1, $3, $2) on conflict (member_id, kind, vendor) where member_id is not null do nothing",
    memberId === null ? [merchantId, kind] : [merchantId, kind, memberId],
  );
  const [row] = await tx.query(
    idRow,
    memberId === null
      ? "select id from wallet_account where merchant_id = $1 and kind = $2 and shard = 0 and member_id is null"
      : "select id from wallet_account where member_id = $2 and kind = $1 and vendor = ''",
    memberId === null ? [merchantId, kind] : [kind, memberId],
  );
  if (!row) throw new Error(`no ${kind} account`);
  return row.id;
}

export async function seedWallet(tx: Queryable, merchantId: number, paymentPasswordHash: string) {
  for (const [sort, method] of METHODS.entries()) {
    await tx.execute(
      `insert into payment_method (merchant_id, code, name, kind, min_minor, max_minor, bank_details, sort) values ($1, $2, $3, $4, $5, $6, $7, $8)
       on conflict (merchant_id, code) do nothing`,
      [merchantId, method.code, method.name, method.kind, method.min.toString(), method.max.toString(), JSON.stringify(method.bankDetails), sort],
    );
    // Its name in every language (a brand stays itself); an operator's own names are kept.
    const names = method.name === method.bn ? {} : everyLanguage(method.name, method.bn);
    await tx.execute("update payment_method set names = $3::jsonb || names where merchant_id = $1 and code = $2", [merchantId, method.code, JSON.stringify(names)]);
  }
  const house = await accountOf(tx, merchantId, null, "house");
  for (const [username, amount] of OPENING_BALANCES) {
    const [member] = await tx.query(idRow, "select id from member where merchant_id = $1 and username = $2", [merchantId, username]);
    if (!member) continue;
    await tx.execute("update member set payment_password_hash = $2 where id = $1 and payment_password_hash is null", [member.id, paymentPasswordHash]);
    const main = await accountOf(tx, merchantId, member.id, "main");
    await tx.query(z.object({ transfer_id: z.coerce.number() }), "select transfer_id from wallet_transfer($1, $2, 'adjustment', 'Opening balance', $3, $4, $5)", [
      merchantId, `seed:opening:${username}`, house, main, amount.toString(),
    ]);
  }
}
