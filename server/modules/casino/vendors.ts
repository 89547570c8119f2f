// Outside game vendors: the operator registers each (code, launch URL, the Ed25519 public key it signs with, or for
// vendors connected so, a shared HMAC secret), the vendor calls the seamless wallet over signed HTTP, and a launch asks
// the vendor for the game's address with a one-time player token. The rounds its calls open and settle are the
// betting record's, as the house games' are; a win above the vendor's ceiling is refused and listed for the operator.
import { randomBytes } from "node:crypto";
import type { Db } from "../../db/index";
import { HttpError, badRequest, notFound } from "../../http/errors";
import { ipList, badEntries, normaliseIp } from "../../lib/ipList";
import { currentMerchant } from "../../lib/merchantScope";
import { minorToDecimal } from "../../lib/money";
import {
  ed25519Signature, ed25519SignatureMatches, hmacSignature, hmacSignatureMatches, newEd25519KeyPair, newVendorSecret, normalEd25519PublicKey, signedDigest,
  timestampIsFresh, type SecretBox, type SignedParts,
} from "../../lib/secretBox";
import { tokenHash } from "../../lib/secrets";
import {
  VENDOR_CLOCK_SKEW_SECONDS, VENDOR_HEADERS, VENDOR_LAUNCH_TIMEOUT_MS, vendorDayTotalsSchema, vendorLaunchAnswerSchema,
  type VendorCreditRequest, type VendorDayTotals, type VendorDebitRequest, type VendorLaunchRequest, type VendorRollbackRequest, type VendorWalletAnswer,
} from "../../../src/contract/vendorApi";
import { toMinor } from "../../../src/contract/wallet";
import type { GameRefRow } from "../games/service";
import type { WalletService } from "../wallet/service";
import type { BodyRefusal, SeamlessAnswer, SeamlessWallet } from "./seamless";
import * as sql from "./vendorSql";

/** How long a player token takes bets: a long session at one game. */
const PLAYER_TOKEN_TTL_SECONDS = 8 * 60 * 60;
const DEFAULT_GRACE_MINUTES = 60;
/** How long an expired player token is kept: a win or refund naming it is still taken. */
const TOKEN_KEPT_AFTER_EXPIRY_DAYS = 7;
/**
 * The codes the house records its own rounds and seamless calls under, which no outside vendor may take: the house
 * slots (TALA), its roulette, fishing and card tables (TALALIVE, OCEANKING, TALACARDS), the sportsbook (TALASPORTS,
 * ARENA: sports/service.ts SPORT_VENDOR), the lotteries (TALALOTTO, QUICKLOTTO) and the cockfight (DS88: the seed's
 * lottery games and src/config COCKFIGHT_VENDOR). Any code of a house-engine game in the catalogue, and any code the
 * house has recorded a round under, is the house's too (sql.houseCode).
 */
export const HOUSE_VENDOR_CODES: readonly string[] = ["TALA", "TALALIVE", "OCEANKING", "TALACARDS", "TALASPORTS", "ARENA", "DS88", "TALALOTTO", "QUICKLOTTO"];
/**
 * How long past its timestamp a signed message is remembered: twice its window. A timestamp is taken up to the window
 * past it by the clock of the process that checks it; the second window covers processes whose clocks differ (one
 * sweeps by its clock what another, behind it, would still take).
 */
const SIGNATURE_KEPT_SECONDS = 2 * VENDOR_CLOCK_SKEW_SECONDS;
/** How long a refused call stays on the operator's list after it last came. */
const REFUSALS_KEPT_DAYS = 90;
const DEFAULT_ALERTS = 100;
const ANY_ADDRESS_WARNING = "allowedIps is empty: this vendor's calls are taken from any address. Set it to the vendor's server addresses.";
const CHANGED_CHANNEL = "vendors_changed";
const CONNECTION_KEPT_MS = 30_000;
/** How long the house-engine codes of the catalogue are kept before they are read again. */
const HOUSE_CODES_KEPT_MS = 60_000;

/** A signed request as it arrived: its headers, its method and request target (path and query), the raw body and the caller's address. */
export interface SignedRequest {
  header: (name: string) => string | undefined;
  method: string;
  path: string;
  body: string;
  ip: string;
}

/** A vendor whose signature checked, and the signed message's digest, which a balance call, or a call claiming a new txId, takes once. */
export interface SignedCaller {
  vendor: sql.ConnectionRow;
  signature: { digest: Buffer; until: number };
}

export interface VendorRegistration {
  code: string;
  name: string;
  launchUrl: string;
  reportUrl?: string | undefined;
  allowedIps?: string[] | undefined;
  /** The vendor's Ed25519 public key; absent, it signs with an HMAC secret handed to it. */
  publicKey?: string | undefined;
}

const refused = (status: 401 | 403, code: string, message: string) => new HttpError(status, code, message);
const houseVendor = () => badRequest("Invalid body. code: this is a code of the house's own games", "house_vendor");
const originOf = (url: string) => new URL(url).origin;
/** Whether the secret a rotation replaced still signs: until its grace ends. */
const oldSecretLive = (row: sql.ConnectionRow) => row.old_secret_until !== null && Date.parse(row.old_secret_until) > Date.now();

export interface VendorDeps {
  wallet: WalletService;
  seamless: SeamlessWallet;
  /** Which of these members are the merchant's: a vendor acts on this merchant's players only. */
  members: { ofMerchant: (memberIds: readonly number[]) => Promise<Set<number>> };
  /** A game by its node id (the operator sets a game's own ceilings by it), and the codes the house's engines play under. */
  games: { gameByNode: (nodeId: string) => Promise<GameRefRow | null>; houseEngineVendors: () => Promise<ReadonlySet<string>> };
  box: SecretBox | null;
  fetch?: typeof fetch | undefined;
  /** NODE_ENV=production: vendors' URLs must be https. */
  production?: boolean | undefined;
}

export function createVendors(db: Db, deps: VendorDeps) {
  const { wallet, seamless } = deps;
  const send = deps.fetch ?? fetch;

  // The codes of the catalogue's house-engine games, read again after a minute: every signed call asks, and the
  // catalogue changes by an operator's hand.
  let houseEngines: { at: number; codes: Promise<ReadonlySet<string>> } | null = null;
  function houseEngineCodes(): Promise<ReadonlySet<string>> {
    if (!houseEngines || Date.now() - houseEngines.at > HOUSE_CODES_KEPT_MS) {
      const codes = deps.games.houseEngineVendors();
      houseEngines = { at: Date.now(), codes };
      codes.catch(() => (houseEngines = null));
    }
    return houseEngines.codes;
  }
  /** A code the house plays under: the fixed list, or a house-engine game of the catalogue (one with no rounds yet too). */
  const houseConnection = async (code: string) => HOUSE_VENDOR_CODES.includes(code) || (await houseEngineCodes()).has(code);
  /** A house code as the catalogue has it now, or one the house has recorded rounds of its own under: none may be registered or switched on. */
  const houseCode = async (code: string) =>
    HOUSE_VENDOR_CODES.includes(code) || (await deps.games.houseEngineVendors()).has(code) || (await sql.houseRoundsUnder(db, code))[0]?.house === true;

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
    houseEngines = null;
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
    /** How the vendor signs: ed25519 (its public key below) or hmac (a shared secret, never shown again). */
    scheme: row.public_key === null ? ("hmac" as const) : ("ed25519" as const),
    publicKey: row.public_key,
    /** The public half of the key we sign our calls to an Ed25519 vendor with: the vendor checks them against it. */
    platformPublicKey: row.platform_public_key,
    oldSecretUntil: oldSecretLive(row) ? row.old_secret_until : null,
    maxWin: minorToDecimal(row.max_win_minor), maxWinMultiple: row.max_win_multiple, createdAt: row.created_at,
    /** Said on every answer while it holds: an empty address list lets anyone holding the key call from anywhere. */
    warning: row.allowed_ips.length === 0 ? ANY_ADDRESS_WARNING : null,
  });

  function checkIps(ips: readonly string[]) {
    const bad = badEntries(ips);
    if (bad.length > 0) throw badRequest(`Invalid body. allowedIps: not addresses or CIDR ranges: ${bad.join(", ")}`);
  }

  /** In production a vendor is reached, and its games framed, over https only: its launch answers carry player tokens. */
  function checkUrls(urls: Record<string, string | null | undefined>) {
    if (!deps.production) return;
    for (const [field, url] of Object.entries(urls)) {
      if (url && new URL(url).protocol !== "https:") throw badRequest(`Invalid body. ${field}: must be an https address in production`, "https_required");
    }
  }

  /** A vendor's Ed25519 public key as we keep it, or a 400 saying what is wrong with it. */
  function publicKeyOf(text: string): string {
    const normal = normalEd25519PublicKey(text);
    if ("key" in normal) return normal.key;
    if (normal.fault === "weak") {
      throw badRequest("Invalid body. publicKey: a point of small order, which signatures anyone can make would match: make a new key pair", "weak_public_key");
    }
    throw badRequest("Invalid body. publicKey: must be an Ed25519 public key (base64 of its 32 bytes, or PEM)", "invalid_public_key");
  }
  /** An Ed25519 vendor's credential: its key, and a key pair of ours for it whose private half stays sealed. */
  function ed25519Credential(publicKey: string): sql.Credential {
    const platform = newEd25519KeyPair();
    return { publicKey, platformKey: box().seal(platform.privateKey), platformPublicKey: platform.publicKey };
  }

  /** Whether the signature is the vendor's over these parts: its current key or secret, or the one in grace. */
  function signedByVendor(vendor: sql.ConnectionRow, parts: SignedParts, signature: string): boolean {
    const graced = oldSecretLive(vendor);
    const publicKeys = [vendor.public_key, graced ? vendor.old_public_key : null].filter((key) => key !== null);
    const secrets = [vendor.secret_enc, graced ? vendor.old_secret_enc : null].filter((sealed) => sealed !== null);
    return publicKeys.some((key) => ed25519SignatureMatches(key, parts, signature)) || secrets.some((sealed) => hmacSignatureMatches(open(sealed), parts, signature));
  }

  /** A signed call's checks, in order: who, from where, when, and the signature over this very call (endpoint and body). */
  async function authenticate(request: SignedRequest): Promise<SignedCaller> {
    const code = request.header(VENDOR_HEADERS.vendor)?.trim() ?? "";
    const timestamp = request.header(VENDOR_HEADERS.timestamp)?.trim() ?? "";
    const signature = request.header(VENDOR_HEADERS.signature)?.trim().toLowerCase() ?? "";
    if (!code || !timestamp || !signature) throw refused(401, "signature_missing", `Sign the request: ${Object.values(VENDOR_HEADERS).join(", ")}.`);
    const vendor = /^[A-Z0-9_]{2,32}$/.test(code) ? await connectionOf(code) : null;
    if (!vendor) throw refused(401, "invalid_partner", "No vendor is registered under this code.");
    // A connection under a house code (made before codes were reserved, or before the house's game came into the
    // catalogue) reaches nothing: its calls would land among the house's rounds.
    if (await houseConnection(vendor.code)) throw refused(403, "house_vendor", "This code is the house's own: no outside vendor calls under it.");
    if (!vendor.enabled) throw refused(403, "vendor_disabled", "This vendor is switched off.");
    if (vendor.allowed_ips.length > 0 && !ipList(vendor.allowed_ips)(normaliseIp(request.ip))) throw refused(403, "address_not_allowed", "Calls from this address are not allowed for this vendor.");
    if (!timestampIsFresh(timestamp, VENDOR_CLOCK_SKEW_SECONDS)) {
      throw refused(401, "timestamp_out_of_range", `The timestamp must be Unix seconds within ${VENDOR_CLOCK_SKEW_SECONDS} seconds of now.`);
    }
    const parts: SignedParts = { timestamp, method: request.method, path: request.path, body: request.body };
    if (!signedByVendor(vendor, parts, signature)) {
      throw refused(401, "invalid_signature", "The signature does not match this call: sign \"<timestamp>.<METHOD>.<path>.<raw body>\".");
    }
    return { vendor, signature: { digest: signedDigest(vendor.code, parts), until: Number(timestamp) + SIGNATURE_KEPT_SECONDS } };
  }

  /** A refused call the operator should see, beside those the seamless call lists itself. */
  const alert = (vendor: string, call: { player: number; roundId?: string; txId?: string }, kind: string, amount: bigint | null, code: string) =>
    sql.insertRefusal(db, { merchantId: currentMerchant().id, vendor, memberId: call.player, roundId: call.roundId ?? null, txId: call.txId ?? null, kind, amount, code });

  /**
   * Whether a money call's currency refuses it: another than the merchant's (its amount would be booked as the
   * merchant's money), or none from an Ed25519 vendor, whose protocol names it on every money call (an HMAC vendor,
   * connected before, may leave it out). The seamless call gives the refusal, so the call's id is spent all the same.
   */
  async function currencyRefusal(vendor: sql.ConnectionRow, currency: string | undefined): Promise<BodyRefusal | null> {
    if (currency === undefined) return vendor.public_key === null ? null : "currency_required";
    return currency === (await wallet.currency()) ? null : "wrong_currency";
  }

  /** A balance call names this merchant's players only. */
  async function checkPlayer(memberId: number) {
    if (!(await deps.members.ofMerchant([memberId])).has(memberId)) throw new HttpError(404, "player_not_found", "No such player here.");
  }

  /** The hash of the player token a call names (null: none), which vouches for the player in the seamless call. */
  const tokenOf = (call: { token?: string | undefined }) => (call.token === undefined ? null : tokenHash(call.token));

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

  /**
   * POSTs a body to a vendor's endpoint, signed over its endpoint and body: with our key for it (an Ed25519 vendor) or
   * its current secret (an HMAC one); answers the envelope's value.
   */
  async function signedPost(vendor: sql.ConnectionRow, url: string, body: string): Promise<unknown> {
    const target = new URL(url);
    if (deps.production && target.protocol !== "https:") throw new Error("a vendor is called over https only in production");
    const timestamp = String(Math.floor(Date.now() / 1000));
    const parts: SignedParts = { timestamp, method: "POST", path: `${target.pathname}${target.search}`, body };
    const signature = vendor.platform_key_enc !== null && vendor.public_key !== null
      ? ed25519Signature(open(vendor.platform_key_enc), parts)
      : vendor.secret_enc !== null ? hmacSignature(open(vendor.secret_enc), parts) : null;
    if (signature === null) throw new Error("this vendor has no key to sign with");
    const response = await send(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        [VENDOR_HEADERS.vendor]: vendor.code,
        [VENDOR_HEADERS.timestamp]: timestamp,
        [VENDOR_HEADERS.signature]: signature,
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

    /**
     * Connects a vendor: with its Ed25519 public key (answered with the public half of the key we sign its calls
     * with), or without one, with an HMAC secret answered this once. A code the house records its rounds under is
     * refused: calls under it would reach the house's rounds.
     */
    async register(input: VendorRegistration) {
      if (await houseCode(input.code)) throw houseVendor();
      checkIps(input.allowedIps ?? []);
      checkUrls({ launchUrl: input.launchUrl, reportUrl: input.reportUrl });
      const secret = input.publicKey === undefined ? newVendorSecret() : null;
      const credential = secret === null ? ed25519Credential(publicKeyOf(input.publicKey ?? "")) : { secret: box().seal(secret) };
      const [created] = await sql.insertConnection(db, {
        merchantId: currentMerchant().id, code: input.code, name: input.name, launchUrl: input.launchUrl, reportUrl: input.reportUrl ?? null,
        allowedIps: input.allowedIps ?? [], credential,
      });
      if (!created) throw new HttpError(409, "vendor_exists", "A vendor is registered under this code already.");
      await changed();
      const row = await connectionOf(input.code);
      if (!row) throw notFound("No such vendor");
      // The secret is shown this once; the platform keeps it sealed and never answers it again.
      return { ...publicView(row), secret };
    },

    async update(code: string, input: { name?: string | undefined; launchUrl?: string | undefined; reportUrl?: string | null | undefined; allowedIps?: string[] | undefined; enabled?: boolean | undefined }) {
      // A connection under a house code stays off (migration 025 switched such ones off): on, it would reach the house's rounds.
      if (input.enabled === true && (await houseCode(code))) throw houseVendor();
      if (input.allowedIps) checkIps(input.allowedIps);
      checkUrls({ launchUrl: input.launchUrl, reportUrl: input.reportUrl });
      const [updated] = await sql.updateConnection(db, currentMerchant().id, code, {
        name: input.name ?? null, launchUrl: input.launchUrl ?? null, reportUrl: input.reportUrl, allowedIps: input.allowedIps ?? null, enabled: input.enabled ?? null,
      });
      if (!updated) throw notFound("No such vendor");
      await changed();
      const row = await connectionOf(code);
      if (!row) throw notFound("No such vendor");
      return publicView(row);
    },

    /**
     * A new Ed25519 public key (an HMAC vendor moves to Ed25519 so), or for an HMAC vendor a new secret; the old one
     * keeps signing for the grace period, so the vendor can switch without a gap.
     */
    async rotate(code: string, graceMinutes = DEFAULT_GRACE_MINUTES, publicKey?: string) {
      const current = await connectionOf(code);
      if (!current) throw notFound("No such vendor");
      if (publicKey === undefined && current.public_key !== null) {
        throw badRequest("Invalid body. publicKey: an Ed25519 vendor rotates by sending its new public key", "public_key_required");
      }
      const secret = publicKey === undefined ? newVendorSecret() : null;
      const credential: sql.Credential = secret !== null
        ? { secret: box().seal(secret) }
        : current.platform_key_enc !== null && current.platform_public_key !== null
          ? { publicKey: publicKeyOf(publicKey ?? ""), platformKey: current.platform_key_enc, platformPublicKey: current.platform_public_key }
          : ed25519Credential(publicKeyOf(publicKey ?? ""));
      const [rotated] = await sql.rotateCredential(db, currentMerchant().id, code, credential, graceMinutes);
      if (!rotated) throw notFound("No such vendor");
      await changed();
      const row = await connectionOf(code);
      if (!row) throw notFound("No such vendor");
      return { ...publicView(row), secret };
    },

    /**
     * Connects a vendor at this address with a fresh HMAC secret: registered if new, else pointed here, switched on,
     * and its secret rotated at once (the old one ends now). The demo vendor beside the platform is connected so on
     * each start.
     */
    async reconnect(input: Omit<VendorRegistration, "publicKey">): Promise<string> {
      const { secret } = (await connectionOf(input.code))
        ? (await this.update(input.code, { name: input.name, launchUrl: input.launchUrl, reportUrl: input.reportUrl ?? null, enabled: true }), await this.rotate(input.code, 0))
        : await this.register(input);
      if (secret === null) throw new Error("an HMAC vendor was connected without a secret");
      return secret;
    },

    async list() {
      return (await sql.connections(db, currentMerchant().id)).map(publicView);
    },

    /** The vendor's win ceilings and the games' own, where the operator set them. */
    async limits(code: string) {
      const vendor = await connectionOf(code);
      if (!vendor) throw notFound("No such vendor");
      const games = await sql.gameLimits(db, currentMerchant().id, code);
      return {
        vendor: code, maxWin: minorToDecimal(vendor.max_win_minor), maxWinMultiple: vendor.max_win_multiple,
        games: games.map((game) => ({ gameId: game.game_id, maxWin: game.max_win_minor === null ? null : minorToDecimal(game.max_win_minor), maxWinMultiple: game.max_win_multiple })),
      };
    },

    /** Sets the most one round of this vendor may win, and the most per unit staked in it. */
    async setLimits(code: string, maxWin: bigint, maxWinMultiple: number) {
      if (maxWin <= 0n) throw badRequest("Invalid body. maxWin: must be more than zero");
      const [set] = await sql.setLimits(db, currentMerchant().id, code, maxWin, maxWinMultiple);
      if (!set) throw notFound("No such vendor");
      await changed();
      return this.limits(code);
    },

    /** Sets one of the vendor's games' own ceilings (null: the vendor's apply). */
    async setGameLimits(code: string, nodeId: string, maxWin: bigint | null, maxWinMultiple: number | null) {
      if (maxWin !== null && maxWin <= 0n) throw badRequest("Invalid body. maxWin: must be more than zero");
      if (!(await connectionOf(code))) throw notFound("No such vendor");
      const game = await deps.games.gameByNode(nodeId);
      if (game?.vendor_code !== code) throw notFound("No such game of this vendor");
      await sql.setGameLimit(db, currentMerchant().id, code, game.id, maxWin, maxWinMultiple);
      return this.limits(code);
    },

    /**
     * Refused calls worth a look (a win above the ceiling, a reused transaction id, a replay, another currency), newest
     * first by when they first came; the same refusal of the same call again counts on its row.
     */
    async alerts(query: { vendor?: string | undefined; before?: number | undefined; limit?: number | undefined }) {
      const rows = await sql.refusals(db, currentMerchant().id, { vendor: query.vendor ?? null, before: query.before ?? null, limit: query.limit ?? DEFAULT_ALERTS });
      return rows.map((row) => ({
        id: row.id, vendor: row.vendor_code, player: row.member_id === null ? null : String(row.member_id), roundId: row.round_id, txId: row.tx_id,
        kind: row.kind, amount: row.amount_minor === null ? null : minorToDecimal(row.amount_minor), code: row.code, time: row.created_at,
        /** How many times this refusal of this call came (a repeat counts here, it adds no row), and when last. */
        repeats: row.repeats, lastTime: row.last_at,
      }));
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
     * session, which from then on is the only one of that session and game that takes bets; a vendor that does not
     * answer in time, or answers badly, puts the game under maintenance for the player.
     */
    async launch(game: GameRefRow, player: { memberId: number; sessionToken: string; language: string; ip: string; lobbyUrl: string }) {
      const vendor = await connectionOf(game.vendor_code);
      if (!vendor?.enabled || (await houseConnection(vendor.code))) throw new HttpError(409, "game_maintenance", "This game is under maintenance. Try one of the popular games.");
      const token = randomBytes(32).toString("base64url");
      const hash = tokenHash(token);
      await sql.insertPlayerToken(db, {
        tokenHash: hash, merchantId: currentMerchant().id, vendor: vendor.code, memberId: player.memberId, gameId: game.id,
        sessionHash: tokenHash(player.sessionToken), ttlSeconds: PLAYER_TOKEN_TTL_SECONDS,
      });
      const currency = await wallet.currency();
      const request: VendorLaunchRequest = { token, player: String(player.memberId), gameCode: game.game_code, currency, language: player.language, lobbyUrl: player.lobbyUrl, ip: player.ip };
      const answered = await signedPost(vendor, vendor.launch_url, JSON.stringify(request)).catch(() => null);
      const parsed = vendorLaunchAnswerSchema.safeParse(answered);
      // Only an address on the vendor's own origin: the site's frame-src allows that origin and no other.
      if (!parsed.success || originOf(parsed.data.url) !== originOf(vendor.launch_url)) {
        await sql.endPlayerToken(db, hash);
        throw new HttpError(409, "game_maintenance", "This game is under maintenance. Try one of the popular games.");
      }
      // Only once the new game is there: a launch that fails leaves the game the player had still playing.
      await sql.retireOlderPlayerTokens(db, hash);
      return { url: parsed.data.url, vendor: vendor.code, origin: originOf(vendor.launch_url) };
    },

    // ---- The wallet calls a vendor makes ----

    authenticate,

    /** The balance, for a player the vendor holds a token of (expired or not). */
    async balance(caller: SignedCaller, call: { player: number; token?: string | undefined }): Promise<VendorWalletAnswer> {
      const { vendor } = caller;
      if ((await sql.takeSignature(db, caller.signature.digest, caller.signature.until)).length === 0) {
        await alert(vendor.code, call, "balance", null, "signature_replayed");
        throw new HttpError(409, "signature_replayed", "This signed request was taken before: sign every request anew.");
      }
      if (call.token === undefined) throw refused(401, "invalid_token", "Name the player's token.");
      const [token] = await sql.playerToken(db, currentMerchant().id, vendor.code, tokenHash(call.token));
      if (token?.member_id !== call.player) {
        await checkPlayer(call.player);
        throw refused(401, "invalid_token", "This player token is not valid for this player.");
      }
      return { balance: minorToDecimal(await wallet.mainBalance(call.player)), currency: await wallet.currency(), transactionId: null, status: "balance" };
    },

    // Every refusal of a money call is the seamless call's, after it claims the call's txId (or finds its claim): a
    // refused call keeps its id, whatever refused it (an unknown player, another currency, a zero bet, the token), so
    // neither its bytes nor its id can later pass as another call.

    /** A bet of a round: needs the player's live token; the stake joins the round (opened by its first bet). */
    async debit(caller: SignedCaller, call: VendorDebitRequest): Promise<VendorWalletAnswer> {
      const { vendor, signature } = caller;
      const amount = toMinor(call.amount);
      const refusal = amount === 0n ? "invalid_amount" : call.token === undefined ? "invalid_token" : await currencyRefusal(vendor, call.currency);
      const move = { vendor: vendor.code, memberId: call.player, txId: call.txId, roundId: call.roundId, amount };
      return answer(await seamless.debit(move, { token: tokenOf(call), signature, refusal }));
    },

    /** A win of a round the player bet in, up to the round's ceiling; the final one (the default) settles the round. */
    async credit(caller: SignedCaller, call: VendorCreditRequest): Promise<VendorWalletAnswer> {
      const { vendor, signature } = caller;
      const move = { vendor: vendor.code, memberId: call.player, txId: call.txId, roundId: call.roundId, amount: toMinor(call.amount) };
      const refusal = await currencyRefusal(vendor, call.currency);
      return answer(await seamless.credit(move, { token: tokenOf(call), final: call.final ?? true, signature, refusal }));
    },

    /** Undoes a bet of an open round; a round with no stake left is cancelled. Before its bet, it refuses that bet later. */
    async rollback(caller: SignedCaller, call: VendorRollbackRequest): Promise<VendorWalletAnswer> {
      const { vendor, signature } = caller;
      const move = { vendor: vendor.code, memberId: call.player, txId: call.txId, roundId: call.roundId, refersTo: call.refersTo };
      const refusal = await currencyRefusal(vendor, call.currency);
      return answer(await seamless.rollback(move, { token: tokenOf(call), signature, refusal }));
    },

    /** The login session ended (logout, a password change): the games launched from it take no more bets. */
    endTokens: (ended: { sessionHash: Buffer } | { memberId: number }) => sql.endPlayerTokens(db, ended),

    /**
     * Forgets player tokens long expired (a vendor settles its rounds within this week, or without a token), the
     * signatures taken whose time window has passed by this process's clock, the one that checks timestamps (they are
     * refused anyway), and refused calls not seen for 90 days.
     */
    sweepTokens: () =>
      Promise.all([
        sql.sweepPlayerTokens(db, TOKEN_KEPT_AFTER_EXPIRY_DAYS), sql.sweepSignatures(db, Math.floor(Date.now() / 1000)), sql.sweepRefusals(db, REFUSALS_KEPT_DAYS),
      ]),
  };
}
export type Vendors = ReturnType<typeof createVendors>;
