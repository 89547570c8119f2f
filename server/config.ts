// The server's environment, read once and checked: a wrong setting stops the start with a clear message.
import path from "node:path";
import { z } from "zod";
import { badEntries } from "./lib/ipList";

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default("127.0.0.1"),
  TALA_DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres://")
    .optional(),
  TALA_OPS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  TALA_COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, "must be an HTTP header name")
    .optional(),
  TALA_CAPTCHA_FIXED: z.string().optional(),
  /** Comma-separated addresses and CIDR ranges of the proxies in front: their X-Forwarded-For names the caller. */
  TALA_TRUSTED_PROXIES: z
    .string()
    .transform((list) => list.split(",").map((entry) => entry.trim()).filter((entry) => entry !== ""))
    .refine((entries) => badEntries(entries).length === 0, "must be IP addresses or CIDR ranges, separated by commas")
    .optional(),
  /** Test hook: the settlement jobs' clock runs this many hours ahead, so a period that began today can be paid now. */
  TALA_SETTLEMENT_CLOCK_SHIFT_HOURS: z.coerce.number().int().min(0).max(24 * 400).optional(),
  /** Test hook: "on" lets the operator API move the games' clock (PUT /ops/test/game-clock): a draw or a match runs now. */
  TALA_GAME_CLOCK: z.enum(["on"]).optional(),
  /** Test hook: "on" lets the operator API move a paid-out withdrawal's disbursement back (PUT /ops/test/withdrawals/:id/disbursed-at): its receipt deadline passes now. */
  TALA_RECEIPT_CLOCK: z.enum(["on"]).optional(),
  /** Fixes the withdrawal receipt's auto-confirmation for every merchant; unset, the operator's setting (30) rules. */
  TALA_RECEIPT_AUTOCONFIRM_MINUTES: z.coerce.number().int().min(1).max(7 * 24 * 60).optional(),
  /** "on" lets the demo payment provider (whose checkout credits play money) run when NODE_ENV=production. */
  TALA_DEMO_PAYMENTS: z.enum(["on", "off"]).optional(),
  /** "off" keeps npm start from running the demo game vendor beside the platform (it never runs in production). */
  TALA_DEMO_VENDOR: z.enum(["on", "off"]).optional(),
  /** "on" serves the demo sports feed when NODE_ENV=production (its results are play, not real matches); "off" hides it elsewhere. */
  TALA_DEMO_FEED: z.enum(["on", "off"]).optional(),
  /** "on" allows the test hooks below it in this list (refused in production): nothing a test needs is on by accident. */
  TALA_TEST_HOOKS: z.enum(["on"]).optional(),
  /** 64 hex digits: the key that seals vendors' secrets; unset, a key file made once in TALA_DATA_DIR. */
  TALA_SECRETS_KEY: z.string().regex(/^[0-9a-fA-F]{64}$/, "must be 64 hex digits (32 bytes)").optional(),
  // Spelled in any case and with stray spaces it still means what it says; a value we do not know stops the start, so a
  // typo can never turn a production server into a test one.
  NODE_ENV: z
    .string()
    .transform((value) => value.trim().toLowerCase())
    .pipe(z.enum(["production", "development", "test"], { error: "must be production, development or test" }))
    .optional(),
});

/** Hooks that let a test steer the server (a known captcha, moved clocks): each needs TALA_TEST_HOOKS=on, and production refuses them. */
const TEST_HOOKS = ["TALA_CAPTCHA_FIXED", "TALA_SETTLEMENT_CLOCK_SHIFT_HOURS", "TALA_GAME_CLOCK", "TALA_RECEIPT_CLOCK"] as const;

/** Whether HOST listens on this machine only. */
const isLoopback = (host: string) => host === "localhost" || host === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);

export type ServerConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  opsToken: string | undefined;
  countryHeader: string | undefined;
  trustedProxies: string[];
  captchaFixed: string | undefined;
  settlementClockShiftHours: number;
  gameClockHook: boolean;
  receiptClockHook: boolean;
  receiptAutoconfirmMinutes: number | undefined;
  /** The demo payment provider: on outside production; in production only when the operator says so. */
  demoPayments: boolean;
  secretsKey: string | undefined;
  /** Run the demo vendor beside the platform: on outside production unless TALA_DEMO_VENDOR=off. */
  demoVendor: boolean;
  /** The demo sports feed: on outside production; in production only when the operator says so. */
  demoFeed: boolean;
  production: boolean;
};

export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  // An empty variable means "not set", as a shell user expects.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`Invalid environment. ${problems}`);
  }
  const value = parsed.data;
  const production = value.NODE_ENV === "production";
  // Unset NODE_ENV means a machine of our own (npm start's demo: play money, demo feed, demo vendor). A server others
  // can reach must say what it is, so a forgotten variable never opens play-money features to the world.
  if (value.NODE_ENV === undefined && (!isLoopback(value.HOST) || value.TALA_TRUSTED_PROXIES !== undefined)) {
    throw new Error(
      `NODE_ENV is not set on a server others can reach (HOST=${value.HOST}${value.TALA_TRUSTED_PROXIES ? ", TALA_TRUSTED_PROXIES" : ""}): set NODE_ENV=production, or NODE_ENV=development to run the demo's play-money features there knowingly.`,
    );
  }
  if (production && value.TALA_TEST_HOOKS !== undefined) throw new Error("TALA_TEST_HOOKS is refused when NODE_ENV=production.");
  for (const hook of TEST_HOOKS) {
    if (value[hook] === undefined) continue;
    if (production) throw new Error(`${hook} is a test hook and is refused when NODE_ENV=production.`);
    if (value.TALA_TEST_HOOKS !== "on") throw new Error(`${hook} is a test hook: it needs TALA_TEST_HOOKS=on.`);
  }
  return {
    port: value.PORT,
    host: value.HOST,
    dataDir: path.resolve(value.TALA_DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    opsToken: value.TALA_OPS_TOKEN,
    countryHeader: value.TALA_COUNTRY_HEADER?.toLowerCase(),
    trustedProxies: value.TALA_TRUSTED_PROXIES ?? [],
    captchaFixed: value.TALA_CAPTCHA_FIXED,
    settlementClockShiftHours: value.TALA_SETTLEMENT_CLOCK_SHIFT_HOURS ?? 0,
    gameClockHook: value.TALA_GAME_CLOCK === "on",
    receiptClockHook: value.TALA_RECEIPT_CLOCK === "on",
    receiptAutoconfirmMinutes: value.TALA_RECEIPT_AUTOCONFIRM_MINUTES,
    demoPayments: value.TALA_DEMO_PAYMENTS === undefined ? !production : value.TALA_DEMO_PAYMENTS === "on",
    secretsKey: value.TALA_SECRETS_KEY,
    demoVendor: !production && value.TALA_DEMO_VENDOR !== "off",
    demoFeed: value.TALA_DEMO_FEED === undefined ? !production : value.TALA_DEMO_FEED === "on",
    production,
  };
}
