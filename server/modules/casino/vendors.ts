// Outside game vendors: the operator registers each (code, launch URL, a secret it signs with), the vendor calls the
// seamless wallet over signed HTTP, and a launch asks the vendor for the game's address with a one-time player token.
// The rounds its calls open and settle are the betting record's, as the house games' are.
import { randomBytes } from "node:crypto";
import type { Db } from "../../db/index";
import { HttpError, badRequest, notFound } from "../../http/errors";
import { ipList, badEntries, normaliseIp } from "../../lib/ipList";
import { currentMerchant } from "../../lib/merchantScope";
import { minorToDecimal } from "../../lib/money";
import { newVendorSecret, signBody, signatureMatches, timestampIsFresh, type SecretBox } from "../../lib/secretBox";
import { tokenHash } from "../../lib/secrets";
import {
  VENDOR_CLOCK_SKEW_SECONDS, VENDOR_HEADERS, VENDOR_LAUNCH_TIMEOUT_MS, vendorDayTotalsSchema, vendorLaunchAnswerSchema,
  type VendorCreditRequest, type VendorDayTotals, type VendorDebitRequest, type VendorLaunchRequest, type VendorRollbackRequest, type VendorWalletAnswer,
} from "../../../src/contract/vendorApi";
import { toMinor } from "../../../src/contract/wallet";
import type { GameRefRow } from "../games/service";
import type { WalletService } from "../wallet/service";
import type { SeamlessAnswer, SeamlessWallet } from "./seamless";
import * as sql from "./vendorSql";

/** How long a player token takes bets: a long session at one game. */
const PLAYER_TOKEN_TTL_SECONDS = 8 * 60 * 60;
const DEFAULT_GRACE_MINUTES = 60;
/** How long an expired player token is kept: a win or refund naming it is still taken. */
const TOKEN_KEPT_AFTER_EXPIRY_DAYS = 7;
/** The built-in vendor: its rounds share the seamless wallet's keys, so no outside vendor may take its code. */
const HOUSE_VENDOR_CODE = "TALA";
const CHANGED_CHANNEL = "vendors_changed";
const CONNECTION_KEPT_MS = 30_000;

/** A signed request as it arrived: its headers, the raw body and the caller's address. */
export interface SignedRequest {
  header: (name: string) => string | undefined;
  body: string;
  ip: string;
}

export interface VendorRegistration {
  code: string;
  name: string;
  launchUrl: string;
  reportUrl?: string | undefined;
  allowedIps?: string[] | undefined;
}

const refused = (status: 401 | 403, code: string, message: string) => new HttpError(status, code, message);
const originOf = (url: string) => new URL(url).origin;
/** Whether the secret a rotation replaced still signs: until its grace ends. */
const oldSecretLive = (row: sql.ConnectionRow) => row.old_secret_until !== null && Date.parse(row.old_secret_until) > Date.now();

export interface VendorDeps {
  wallet: WalletService;
  seamless: SeamlessWallet;
  /** Which of these members are the merchant's: a vendor acts on this merchant's players only. */
  members: { ofMerchant: (memberIds: readonly number[]) => Promise<Set<number>> };
  box: SecretBox | null;
  fetch?: typeof fetch | undefined;
}

export function createVendors(db: Db, deps: VendorDeps) {
  const { wallet, seamless } = deps;
  const send = deps.fetch ?? fetch;

  function box(): SecretBox {
    if (!deps.box) throw new HttpError(503, "secrets_key_missing", "Vendors need the platform's secrets key (TALA_SECRETS_KEY or the data folder's key file).");
    return deps.box;
  }
  // Opened once per sealed secret this process holds (a cached connection's): every signed call checks against it.
  const opened = new WeakMap<Buffer, string>();
  /** A sealed secret opened; one sealed under another key (TALA_SECRETS_KEY changed) is the operator's to fix, not a 500. */
  function open(sealed: Buffer): string {
    const known = opened.get(sealed);
    if (known !== undefined) return known;
    try {
      const secret = box().open(sealed);
      opened.set(sealed, secret);
      return secret;
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw new HttpError(503, "secrets_key_mismatch", "This vendor's secret was sealed under another secrets key: rotate it.");
    }
  }

  // The frame-src list (every enabled vendor's launch origin) and each vendor's connection (its secrets, read on every
  // wallet call), kept until any process changes a vendor; a connection at most CONNECTION_KEPT_MS besides, should a
  // notice be lost (the listening connection dropped, a row changed by hand). Unknown codes are not kept: anyone can
  // send those.
  let origins: Promise<readonly string[]> | null = null;
  const connections = new Map<string, { row: Promise<sql.ConnectionRow | null>; until: number }>();
  const forget = () => {
    origins = null;
    connections.clear();
  };
  async function changed() {
    forget();
    await db.execute(`select pg_notify('${CHANGED_CHANNEL}', '')`);
  }

  function connectionOf(code: string): Promise<sql.ConnectionRow | null> {
    const key = `${currentMerchant().id}:${code}`;
    const known = connections.get(key);
    if (known && known.until > Date.now()) return known.row;
    const loading = sql.connection(db, currentMerchant().id, code).then(([row]) => row ?? null);
    connections.set(key, { row: loading, until: Date.now() + CONNECTION_KEPT_MS });
    loading.then((row) => row ?? connections.delete(key), () => connections.delete(key));
    return loading;
  }

  const publicView = (row: sql.ConnectionRow) => ({
    code: row.code, name: row.name, launchUrl: row.launch_url, reportUrl: row.report_url, allowedIps: row.allowed_ips, enabled: row.enabled,
    oldSecretUntil: oldSecretLive(row) ? row.old_secret_until : null, createdAt: row.created_at,
  });

  function checkIps(ips: readonly string[]) {
    const bad = badEntries(ips);
    if (bad.length > 0) throw badRequest(`Invalid body. allowedIps: not addresses or CIDR ranges: ${bad.join(", ")}`);
  }

  /** A signed call's checks, in order: who, from where, when, and the signature over this very body. */
  async function authenticate(request: SignedRequest): Promise<sql.ConnectionRow> {
    const code = request.header(VENDOR_HEADERS.vendor)?.trim() ?? "";
    const timestamp = request.header(VENDOR_HEADERS.timestamp)?.trim() ?? "";
    const signature = request.header(VENDOR_HEADERS.signature)?.trim().toLowerCase() ?? "";
    if (!code || !timestamp || !signature) throw refused(401, "signature_missing", `Sign the request: ${Object.values(VENDOR_HEADERS).join(", ")}.`);
    const vendor = /^[A-Z0-9_]{2,32}$/.test(code) ? await connectionOf(code) : null;
    if (!vendor) throw refused(401, "invalid_partner", "No vendor is registered under this code.");
    if (!vendor.enabled) throw refused(403, "vendor_disabled", "This vendor is switched off.");
    if (vendor.allowed_ips.length > 0 && !ipList(vendor.allowed_ips)(normaliseIp(request.ip))) throw refused(403, "address_not_allowed", "Calls from this address are not allowed for this vendor.");
    if (!timestampIsFresh(timestamp, VENDOR_CLOCK_SKEW_SECONDS)) {
      throw refused(401, "timestamp_out_of_range", `The timestamp must be Unix seconds within ${VENDOR_CLOCK_SKEW_SECONDS} seconds of now.`);
    }
    const secrets = [vendor.secret_enc, ...(oldSecretLive(vendor) && vendor.old_secret_enc ? [vendor.old_secret_enc] : [])];
    if (!secrets.some((sealed) => signatureMatches(open(sealed), timestamp, request.body, signature))) {
      throw refused(401, "invalid_signature", "The signature does not match this body.");
    }
    return vendor;
  }

  /** A call that names no token (a win or refund after the fact) acts on this merchant's players only. */
  async function checkPlayer(memberId: number) {
    if (!(await deps.members.ofMerchant([memberId])).has(memberId)) throw new HttpError(404, "player_not_found", "No such player here.");
  }

  /**
   * One wallet call for the player it names. A token vouches for the player (it was handed to one of this merchant's
   * members); a token refused for someone not even ours is answered as an unknown player.
   */
  async function walletCall(call: { player: number; token?: string | undefined }, move: (token: Buffer | null) => Promise<SeamlessAnswer>) {
    if (call.token === undefined) await checkPlayer(call.player);
    try {
      return await move(call.token === undefined ? null : tokenHash(call.token));
    } catch (error) {
      if (error instanceof HttpError && error.code === "invalid_token") await checkPlayer(call.player);
      throw error;
    }
  }

  async function answer(moved: SeamlessAnswer): Promise<VendorWalletAnswer> {
    return { balance: minorToDecimal(moved.balance), currency: await wallet.currency(), transactionId: moved.transferId === null ? null : String(moved.transferId), status: moved.status };
  }

  /** The vendor's own totals of a day, asked like a launch (signed, 5 s); null when it does not answer well. */
  async function askReport(vendor: sql.ConnectionRow, day: string): Promise<VendorDayTotals | null> {
    if (!vendor.report_url) return null;
    const body = JSON.stringify({ day });
    const answer = await signedPost(vendor, vendor.report_url, body).catch(() => null);
    const parsed = vendorDayTotalsSchema.safeParse(answer);
    return parsed.success ? parsed.data : null;
  }

  /** POSTs a body to a vendor's endpoint, signed with its current secret; answers the envelope's value. */
  async function signedPost(vendor: sql.ConnectionRow, url: string, body: string): Promise<unknown> {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const response = await send(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        [VENDOR_HEADERS.vendor]: vendor.code,
        [VENDOR_HEADERS.timestamp]: timestamp,
        [VENDOR_HEADERS.signature]: signBody(open(vendor.secret_enc), timestamp, body),
        merchant: currentMerchant().code,
      },
      body,
      signal: AbortSignal.timeout(VENDOR_LAUNCH_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`the vendor answered ${response.status}`);
    const json: unknown = await response.json();
    return typeof json === "object" && json !== null && "value" in json ? json.value : json;
  }

  return {
    /** Hears other processes' vendor changes (the frame-src list). */
    start: () => db.listen(CHANGED_CHANNEL, forget),

    /** The origins the site may frame: the enabled vendors' launch URLs (every merchant's: the header is the site's). */
    frameOrigins(): Promise<readonly string[]> {
      origins ??= sql.enabledLaunchUrls(db).then((rows) => rows.map((row) => originOf(row.launch_url)), (error: unknown) => {
        origins = null;
        throw error;
      });
      return origins;
    },

    /** The codes of the merchant's enabled vendors, whose games play now. */
    connectedCodes: async (): Promise<readonly string[]> => (await sql.enabledCodes(db, currentMerchant().id)).map((row) => row.code),

    // ---- The operator's side ----

    async register(input: VendorRegistration) {
      if (input.code === HOUSE_VENDOR_CODE) throw badRequest("Invalid body. code: the house vendor's games are the platform's own", "house_vendor");
      checkIps(input.allowedIps ?? []);
      const secret = newVendorSecret();
      const [created] = await sql.insertConnection(db, {
        merchantId: currentMerchant().id, code: input.code, name: input.name, launchUrl: input.launchUrl, reportUrl: input.reportUrl ?? null,
        allowedIps: input.allowedIps ?? [], secret: box().seal(secret),
      });
      if (!created) throw new HttpError(409, "vendor_exists", "A vendor is registered under this code already.");
      await changed();
      const row = await connectionOf(input.code);
      if (!row) throw notFound("No such vendor");
      // The secret is shown this once; the platform keeps it sealed and never answers it again.
      return { ...publicView(row), secret };
    },

    async update(code: string, input: { name?: string | undefined; launchUrl?: string | undefined; reportUrl?: string | null | undefined; allowedIps?: string[] | undefined; enabled?: boolean | undefined }) {
      if (input.allowedIps) checkIps(input.allowedIps);
      const [updated] = await sql.updateConnection(db, currentMerchant().id, code, {
        name: input.name ?? null, launchUrl: input.launchUrl ?? null, reportUrl: input.reportUrl, allowedIps: input.allowedIps ?? null, enabled: input.enabled ?? null,
      });
      if (!updated) throw notFound("No such vendor");
      await changed();
      const row = await connectionOf(code);
      if (!row) throw notFound("No such vendor");
      return publicView(row);
    },

    /** A new secret; the old one keeps signing for the grace period, so the vendor can switch without a gap. */
    async rotate(code: string, graceMinutes = DEFAULT_GRACE_MINUTES) {
      const secret = newVendorSecret();
      const [rotated] = await sql.rotateSecret(db, currentMerchant().id, code, box().seal(secret), graceMinutes);
      if (!rotated) throw notFound("No such vendor");
      await changed();
      const row = await connectionOf(code);
      if (!row) throw notFound("No such vendor");
      return { ...publicView(row), secret };
    },

    /**
     * Connects a vendor at this address with a fresh secret: registered if new, else pointed here, switched on, and its
     * secret rotated at once (the old one ends now). The demo vendor beside the platform is connected so on each start.
     */
    async reconnect(input: VendorRegistration): Promise<string> {
      if (!(await connectionOf(input.code))) return (await this.register(input)).secret;
      await this.update(input.code, { name: input.name, launchUrl: input.launchUrl, reportUrl: input.reportUrl ?? null, enabled: true });
      return (await this.rotate(input.code, 0)).secret;
    },

    async list() {
      return (await sql.connections(db, currentMerchant().id)).map(publicView);
    },

    /** A day's calls from the ledger's side beside what the vendor reports of the same day (when it reports). */
    async reconciliation(code: string, day: string) {
      const vendor = await connectionOf(code);
      if (!vendor) throw notFound("No such vendor");
      const rows = await sql.dayFigures(db, code, day);
      const of = (kind: string) => rows.find((row) => row.kind === kind);
      const ledger: VendorDayTotals = {
        rounds: of("debit")?.rounds ?? 0,
        bets: minorToDecimal(of("debit")?.amount ?? 0n),
        wins: minorToDecimal(of("credit")?.amount ?? 0n),
        rollbacks: minorToDecimal(of("rollback")?.amount ?? 0n),
      };
      const reported = vendor.report_url ? await askReport(vendor, day) : null;
      const agrees = reported === null ? null : reported.rounds === ledger.rounds && reported.bets === ledger.bets && reported.wins === ledger.wins && reported.rollbacks === ledger.rollbacks;
      return { vendor: code, day, ledger, reported, agrees };
    },

    // ---- Launching an outside game ----

    /**
     * Asks the vendor for the game's address with a new player token bound to the member, the game and the login
     * session; a vendor that does not answer in time, or answers badly, puts the game under maintenance for the player.
     */
    async launch(game: GameRefRow, player: { memberId: number; sessionToken: string; language: string; ip: string; lobbyUrl: string }) {
      const vendor = await connectionOf(game.vendor_code);
      if (!vendor?.enabled) throw new HttpError(409, "game_maintenance", "This game is under maintenance. Try one of the popular games.");
      const token = randomBytes(32).toString("base64url");
      await sql.insertPlayerToken(db, {
        tokenHash: tokenHash(token), merchantId: currentMerchant().id, vendor: vendor.code, memberId: player.memberId, gameId: game.id,
        sessionHash: tokenHash(player.sessionToken), ttlSeconds: PLAYER_TOKEN_TTL_SECONDS,
      });
      const currency = await wallet.currency();
      const request: VendorLaunchRequest = { token, player: String(player.memberId), gameCode: game.game_code, currency, language: player.language, lobbyUrl: player.lobbyUrl, ip: player.ip };
      const answered = await signedPost(vendor, vendor.launch_url, JSON.stringify(request)).catch(() => null);
      const parsed = vendorLaunchAnswerSchema.safeParse(answered);
      // Only an address on the vendor's own origin: the site's frame-src allows that origin and no other.
      if (!parsed.success || originOf(parsed.data.url) !== originOf(vendor.launch_url)) {
        throw new HttpError(409, "game_maintenance", "This game is under maintenance. Try one of the popular games.");
      }
      return { url: parsed.data.url, vendor: vendor.code, origin: originOf(vendor.launch_url) };
    },

    // ---- The wallet calls a vendor makes ----

    authenticate,

    /** The balance, for a player the vendor holds a token of (expired or not). */
    async balance(vendor: sql.ConnectionRow, call: { player: number; token?: string | undefined }): Promise<VendorWalletAnswer> {
      if (call.token === undefined) throw refused(401, "invalid_token", "Name the player's token.");
      const [token] = await sql.playerToken(db, currentMerchant().id, vendor.code, tokenHash(call.token));
      if (token?.member_id !== call.player) {
        await checkPlayer(call.player);
        throw refused(401, "invalid_token", "This player token is not valid for this player.");
      }
      return { balance: minorToDecimal(await wallet.mainBalance(call.player)), currency: await wallet.currency(), transactionId: null, status: "balance" };
    },

    /** A bet of a round: needs the player's live token; the stake joins the round (opened by its first bet). */
    async debit(vendor: sql.ConnectionRow, call: VendorDebitRequest): Promise<VendorWalletAnswer> {
      const amount = toMinor(call.amount);
      if (amount === 0n) throw badRequest("Invalid body. amount: a bet must be more than 0.00", "invalid_amount");
      if (call.token === undefined) throw refused(401, "invalid_token", "A bet needs the player's token.");
      const move = { vendor: vendor.code, memberId: call.player, txId: call.txId, roundId: call.roundId, amount };
      return answer(await walletCall(call, (token) => seamless.debit(move, { token })));
    },

    /** A win of a round the player bet in; the final one (the default) settles the round. */
    async credit(vendor: sql.ConnectionRow, call: VendorCreditRequest): Promise<VendorWalletAnswer> {
      const move = { vendor: vendor.code, memberId: call.player, txId: call.txId, roundId: call.roundId, amount: toMinor(call.amount) };
      return answer(await walletCall(call, (token) => seamless.credit(move, { token, final: call.final ?? true })));
    },

    /** Undoes a bet of an open round; a round with no stake left is cancelled. Before its bet, it refuses that bet later. */
    async rollback(vendor: sql.ConnectionRow, call: VendorRollbackRequest): Promise<VendorWalletAnswer> {
      const move = { vendor: vendor.code, memberId: call.player, txId: call.txId, roundId: call.roundId, refersTo: call.refersTo };
      return answer(await walletCall(call, (token) => seamless.rollback(move, { token })));
    },

    /** The login session ended (logout, a password change): the games launched from it take no more bets. */
    endTokens: (ended: { sessionHash: Buffer } | { memberId: number }) => sql.endPlayerTokens(db, ended),

    /** Forgets player tokens long expired: a vendor settles its rounds within this week, or without a token. */
    sweepTokens: () => sql.sweepPlayerTokens(db, TOKEN_KEPT_AFTER_EXPIRY_DAYS),
  };
}
export type Vendors = ReturnType<typeof createVendors>;
