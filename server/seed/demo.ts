// The demo merchant a fresh install starts with. Runs once: a second start finds the merchant and adds nothing.
import { z } from "zod";
import type { Db, Queryable } from "../db/index";
import type { RegisterField } from "../../src/contract/system";
import { hashPassword } from "../lib/secrets";
import { seedContent } from "./content";
import { seedWallet } from "./wallet";

/** A Bangladeshi merchant: the taka, its sign ৳ on every amount (SPEC §9's "P" is only the default of a merchant without one). */
const MERCHANT = { code: "TALA", name: "Tala", country: "BD", dialingCode: "880", language: "bn", currencySymbol: "৳", currencyCode: "BDT" };
/** The symbol an install seeded before the demo merchant named its currency still shows: the schema's default. */
const UNSET_CURRENCY_SYMBOL = "P";

/** Feature switches grouped as the platform's whitelabel tree; the leaves are SPEC §1's flags. */
const MODULES: { group: string; flags: [string, boolean][] }[] = [
  {
    group: "REGISTER",
    flags: [
      ["USERNAMEREG3", true],
      ["MOBILENUMREG3", true],
      ["REGMOBVERF3", true],
      ["MOBILENUMPASSREG3", true],
      ["DIRECTREG3", true],
    ],
  },
  {
    group: "LOGIN",
    flags: [
      ["MOBILEVERCODELOGIN3", true],
      ["FREEPLAY3", true],
      ["LOGINEDTOHOMEPAGE", false],
    ],
  },
  {
    group: "SECURITY",
    flags: [
      ["PWDEXPFORCECHANGE3", true],
      ["CHNGPASSVERIF3", true],
    ],
  },
  {
    // The agent centre's contract pages (SPEC §2: each only when its feature is on).
    group: "AGENT",
    flags: [
      ["DIVIDEND3", true],
      ["DAILYSALARY3", true],
      ["HOURLYSALARY3", true],
      ["REALTIMESALARY3", true],
    ],
  },
];

type Rule = [RegisterField, enabled: boolean, required: boolean, pattern: string, patternId: number, min: number, max: number];
const NO_SPACES = "^\\S*$";
const LETTERS_DIGITS = "^[a-zA-Z0-9]*$";
const DIGITS = "^[0-9]*$";
const REGISTER_RULES: Rule[] = [
  ["username", true, true, "^[a-zA-Z][a-zA-Z0-9]*$", 0, 4, 16],
  ["password", true, true, NO_SPACES, 11, 6, 20],
  ["confirmPassword", true, true, NO_SPACES, 11, 6, 20],
  ["mobileNum", true, false, DIGITS, 1, 10, 11],
  ["verificationCode", true, true, DIGITS, 1, 0, 255],
  ["paymentPassword", true, true, DIGITS, 1, 6, 6],
  ["captcha", true, true, "*", 3, 4, 6],
  ["email", true, false, "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$", 2, 5, 100],
  ["payeeName", true, false, "^[\\p{L}]+( [\\p{L}]+)+$", 6, 3, 50],
  ["realName", true, false, "^[\\p{L}]+( [\\p{L}]+)+$", 6, 3, 50],
  ["nickname", true, false, "*", 11, 0, 20],
  ["affiliateCode", true, false, LETTERS_DIGITS, 3, 0, 20],
  ["referralCode", true, false, LETTERS_DIGITS, 3, 0, 20],
  ["recommenderId", false, false, LETTERS_DIGITS, 3, 0, 20],
  ["qqNum", false, false, DIGITS, 1, 5, 12],
  ["line", false, false, NO_SPACES, 11, 0, 50],
  ["whatsapp", false, false, DIGITS, 1, 0, 15],
  ["facebook", false, false, NO_SPACES, 11, 0, 50],
  ["wechat", false, false, NO_SPACES, 11, 0, 50],
  ["telegram", false, false, NO_SPACES, 11, 0, 50],
  ["zalo", false, false, DIGITS, 1, 0, 15],
  ["idNumber", false, false, LETTERS_DIGITS, 3, 5, 30],
  ["permanentAddress", false, false, "*", 11, 0, 200],
  ["currentAddress", false, false, "*", 11, 0, 200],
  ["nationality", false, false, "*", 11, 0, 100],
  ["placeOfBirth", false, false, "*", 11, 0, 100],
  ["occupation", false, false, "*", 11, 0, 100],
  ["sourceOfIncome", false, false, "*", 11, 0, 100],
  ["birthday", false, false, "^\\d{4}-\\d{2}-\\d{2}$", 9, 10, 10],
];

const RESOURCES: [type: string, url: string][] = [
  ["FACEBOOK", "https://www.facebook.com/tala.demo"],
  ["TELEGRAM", "https://t.me/tala_demo"],
  ["YOUTUBE", "https://www.youtube.com/@tala.demo"],
  ["INSTAGRAM", "https://www.instagram.com/tala.demo"],
];

const CUSTOMER_SERVICE: [type: string, title: string, path: string][] = [
  ["LIVECHAT", "Live chat", "https://chat.tala.example/demo"],
  ["FACEBOOK", "Facebook", "https://m.me/tala.demo"],
  ["TELEGRAM", "Telegram", "https://t.me/tala_support"],
  ["TELEGRAM2", "Telegram", "https://t.me/tala_support_2"],
  ["WHATSAPP", "WhatsApp", "https://wa.me/8801700000000"],
];

const DOMAINS: [domain: string, kind: "web" | "app" | "agent"][] = [
  ["localhost", "web"],
  ["127.0.0.1", "web"],
  ["tala.example", "web"],
  ["agent.tala.example", "agent"],
];

/** The demo accounts' payment password (withdrawals and transfers ask for it). */
export const DEMO_PAYMENT_PASSWORD = "246810";

/** Demo accounts: an agent whose invitation code is TALA2026, and a member still on the well-known password 123456. */
const MEMBERS = [
  { username: "agent01", password: "Agent@2026", accountType: 1, mobile: "1700000001", email: "agent01@tala.example", affiliateCode: "TALA2026", upline: null },
  { username: "demo", password: "123456", accountType: 0, mobile: "1700000002", email: "demo@tala.example", affiliateCode: "DEMO0001", upline: "agent01" },
];

/** Answers true when this call created the demo merchant, false when it was already there. Every part is idempotent. */
export async function seedDemo(db: Db): Promise<boolean> {
  const passwordHashes = await Promise.all(MEMBERS.map((member) => hashPassword(member.password)));
  const paymentPasswordHash = await hashPassword(DEMO_PAYMENT_PASSWORD);
  return db.transaction(async (tx) => {
    const created = await tx.query(
      z.object({ id: z.number() }),
      `insert into merchant (code, name, default_country, default_dialing_code, default_language, currency_symbol, currency_code)
       values ($1, $2, $3, $4, $5, $6, $7) on conflict (code) do nothing returning id`,
      [MERCHANT.code, MERCHANT.name, MERCHANT.country, MERCHANT.dialingCode, MERCHANT.language, MERCHANT.currencySymbol, MERCHANT.currencyCode],
    );
    // An install seeded before takes the taka's sign on its next start, unless its symbol was changed from the default.
    await tx.execute("update merchant set currency_symbol = $2 where code = $1 and currency_symbol = $3 and currency_code = $4", [
      MERCHANT.code, MERCHANT.currencySymbol, UNSET_CURRENCY_SYMBOL, MERCHANT.currencyCode,
    ]);
    const merchantId = created[0]?.id;
    if (merchantId !== undefined) await seedSystem(tx, merchantId);
    const [merchant] = await tx.query(z.object({ id: z.number() }), "select id from merchant where code = $1", [MERCHANT.code]);
    if (merchant) {
      await seedModules(tx, merchant.id);
      await seedMembers(tx, merchant.id, passwordHashes);
      await seedContent(tx, merchant.id);
      await seedWallet(tx, merchant.id, paymentPasswordHash);
    }
    return merchantId !== undefined;
  });
}

async function seedMembers(tx: Queryable, merchantId: number, passwordHashes: string[]) {
  for (const [index, member] of MEMBERS.entries()) {
    await tx.execute(
      `with made as (
         insert into member (merchant_id, username, mobile, country_dialing_code, email, nickname, account_type, upline_id, affiliate_code,
           password_hash, password_set_at, created_ip)
         values ($1, $2, $3, $4, $5, $2, $6, (select id from member where merchant_id = $1 and username = $7), $8, $9, now(), '127.0.0.1')
         on conflict do nothing returning id, upline_id
       )
       select member_joined(id, upline_id) from made`,
      [merchantId, member.username, member.mobile, MERCHANT.dialingCode, member.email, member.accountType, member.upline, member.affiliateCode,
        passwordHashes[index]],
    );
  }
}

async function seedSystem(tx: Queryable, merchantId: number) {
  await tx.execute("insert into system_settings (merchant_id) values ($1)", [merchantId]);
  for (const [sort, [field, enabled, required, pattern, patternId, min, max]] of REGISTER_RULES.entries()) {
    await tx.execute(
      `insert into register_rule (merchant_id, field, enabled, required, accepted_pattern, pattern_id, min_length, max_length, sort)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [merchantId, field, enabled, required, pattern, patternId, min, max, sort],
    );
  }
  for (const [sort, [type, url]] of RESOURCES.entries()) {
    await tx.execute("insert into merchant_resource (merchant_id, resource_type, url, sort) values ($1, $2, $3, $4)", [merchantId, type, url, sort]);
  }
  for (const [sort, [type, title, path]] of CUSTOMER_SERVICE.entries()) {
    await tx.execute("insert into customer_service (merchant_id, cs_type, title, path, sort) values ($1, $2, $3, $4, $5)", [
      merchantId,
      type,
      title,
      path,
      sort,
    ]);
  }
  for (const [domain, kind] of DOMAINS) {
    await tx.execute("insert into merchant_domain (domain, merchant_id, kind) values ($1, $2, $3)", [domain, merchantId, kind]);
  }
  await tx.execute("insert into merchant_cdn (merchant_id, kind, url) values ($1, 'launch', 'https://games.tala.example')", [merchantId]);
}

/** The feature switches: added when missing (a new release's flags reach an existing install), never overwritten. */
async function seedModules(tx: Queryable, merchantId: number) {
  for (const [groupIndex, { group, flags }] of MODULES.entries()) {
    await tx.execute("insert into whitelabel_module (merchant_id, mod_id, parent_mod_id, enabled, sort) values ($1, $2, null, true, $3) on conflict do nothing", [
      merchantId,
      group,
      groupIndex,
    ]);
    for (const [flagIndex, [flag, enabled]] of flags.entries()) {
      await tx.execute("insert into whitelabel_module (merchant_id, mod_id, parent_mod_id, enabled, sort) values ($1, $2, $3, $4, $5) on conflict do nothing", [
        merchantId,
        flag,
        group,
        enabled,
        flagIndex,
      ]);
    }
  }
}
