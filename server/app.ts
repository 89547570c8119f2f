// The platform API and the site on one Hono app: middleware, modules, operator API, errors.
import { randomUUID } from "node:crypto";
import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Db } from "./db/index";
import { askedLanguage, merchantCodeOf, type AppEnv } from "./http/context";
import { withMerchant } from "./lib/merchantScope";
import { fail } from "./http/envelope";
import { databaseRefusalOf, HttpError } from "./http/errors";
import { requestLog, type Logger } from "./http/logger";
import { callerAddress, ipList } from "./lib/ipList";
import { opsAuth, securityHeaders } from "./http/security";
import { siteRoutes } from "./http/static";
import { pageStartAnswers } from "./http/startAnswers";
import { readSitePage } from "./http/sitePage";
import { createSystemService } from "./modules/system/service";
import { systemOpsRoutes, systemRoutes } from "./modules/system/routes";
import { createVerificationService } from "./modules/verification/service";
import { outboxOpsRoutes, verificationRoutes } from "./modules/verification/routes";
import { createMemberService } from "./modules/member/service";
import { memberRoutes } from "./modules/member/routes";
import { createSessionService } from "./modules/session/service";
import { sessionRoutes } from "./modules/session/routes";
import type { SocialProvider } from "./modules/session/social";
import { createContentService, MAX_IMAGE_BYTES } from "./modules/content/service";
import { contentOpsRoutes, contentRoutes } from "./modules/content/routes";
import { createGamesService } from "./modules/games/service";
import { gameOpsRoutes, gameRelayRoutes, lobbyRoutes } from "./modules/games/routes";
import { createWalletService } from "./modules/wallet/service";
import { walletOpsRoutes, walletRoutes } from "./modules/wallet/routes";
import { createCasinoService } from "./modules/casino/service";
import { createAgentService } from "./modules/agent/service";
import { agentOpsRoutes, agentRoutes } from "./modules/agent/routes";
import { createPointsService } from "./modules/points/service";
import { pointOpsRoutes, pointRoutes } from "./modules/points/routes";
import { createActivityService } from "./modules/activity/service";
import { activityOpsRoutes, activityRoutes } from "./modules/activity/routes";
import { rewardOpsRoutes, rewardRoutes } from "./modules/rewards/routes";
import { createRewardService } from "./modules/rewards/service";
import { ACTIVITY_IMAGE_MAX_BYTES, ACTIVITY_IMAGES_MAX } from "../src/contract/activity";
import { casinoOpsRoutes, casinoRelayRoutes, casinoRoutes } from "./modules/casino/routes";
import { vendorApiRoutes, vendorOpsRoutes } from "./modules/casino/vendorRoutes";
import { lotteryLobbyRoutes, lotteryOpsRoutes, lotteryRoutes, lottoOpenedRoutes } from "./modules/lottery/routes";
import { gameClockRoutes, receiptClockRoutes } from "./http/testHooks";
import { movableClock } from "./lib/movableClock";
import { createLotteryService } from "./modules/lottery/service";
import { sportsOpsRoutes, sportsRoutes } from "./modules/sports/routes";
import { createSportsService } from "./modules/sports/service";
import { NO_FEED, createDemoFeed, demoFeedSeed, type SportsFeed } from "./modules/sports/feed";
import { secretBox } from "./lib/secretBox";

export const MAX_BODY_BYTES = 1024 * 1024;
export const DEFAULT_MERCHANT_CODE = "TALA";
/** Where pictures are uploaded: operator images and a player's proof that a payout did not arrive. */
const isUpload = (path: string) => path === "/ops/content/images" || /^\/wps\/v2\/withdrawals\/\d+\/not-received$/.test(path);

export interface AppOptions {
  db: Db;
  log: Logger;
  opsToken?: string | undefined;
  countryHeader?: string | undefined;
  /** TALA_TRUSTED_PROXIES: addresses and ranges of the proxies in front, whose X-Forwarded-For names the caller. */
  trustedProxies?: readonly string[] | undefined;
  /** Test hook TALA_CAPTCHA_FIXED: every captcha also accepts this text. */
  captchaFixed?: string | undefined;
  /** Test hook TALA_SETTLEMENT_CLOCK_SHIFT_HOURS: the clock of the settlement jobs (agents, rebates); the real one by default. */
  settlementClock?: (() => Date) | undefined;
  /** Social sign-in adapters; none by default, and then the site offers none. */
  socialProviders?: readonly SocialProvider[];
  /** TALA_RECEIPT_AUTOCONFIRM_MINUTES: fixes the receipt auto-confirmation over the operator's setting. */
  receiptAutoconfirmMinutes?: number | undefined;
  /** TALA_DEMO_PAYMENTS: whether the demo provider's checkout may credit deposits (on unless production says otherwise). */
  demoPayments?: boolean | undefined;
  /** The platform's secrets key (32 bytes): seals vendors' secrets and undrawn lottery seeds; without it, vendors cannot be connected and no lottery draw opens. */
  secretsKey?: Buffer | undefined;
  /** How the platform calls vendors (launches, reports); the global fetch by default. */
  vendorFetch?: typeof fetch | undefined;
  /** The clock the lottery's draws and the sportsbook's matches run on (tests move it); the real one by default. */
  gameClock?: (() => Date) | undefined;
  /** Where the sportsbook's matches and prices come from; the demo feed (seeded from the secrets key) by default. */
  sportsFeed?: SportsFeed | undefined;
  /** TALA_DEMO_FEED: whether the demo sports feed runs when no other feed is given (off: the book lists nothing). */
  demoFeed?: boolean | undefined;
  /** NODE_ENV=production: answers carry Strict-Transport-Security, vendors' URLs must be https. */
  production?: boolean | undefined;
  /** How the sportsbook waits its in-play delay (tests wait less). */
  sportsSleep?: ((ms: number) => Promise<void>) | undefined;
  /** Test hook TALA_GAME_CLOCK: the operator API moves the games' clock: lottery draws, sportsbook matches (PUT /ops/test/game-clock). */
  gameClockHook?: boolean | undefined;
  /** Test hook TALA_RECEIPT_CLOCK: the operator API moves a paid-out withdrawal's disbursement (PUT /ops/test/withdrawals/:id/disbursed-at). */
  receiptClockHook?: boolean | undefined;
  /** Folder of the built site; omitted, the app serves the API alone. */
  distDir?: string | undefined;
}

/**
 * The hosts the site may frame: the operator's launch hosts and the connected vendors' origins. The same array comes
 * back until either list changes, so the security headers build their policy once per change.
 */
function frameHosts(launchHosts: () => Promise<readonly string[]>, vendorOrigins: () => Promise<readonly string[]>) {
  let last: { hosts: readonly string[]; origins: readonly string[]; both: readonly string[] } | null = null;
  return async () => {
    const [hosts, origins] = await Promise.all([launchHosts().catch(() => []), vendorOrigins().catch(() => [])]);
    if (last?.hosts !== hosts || last.origins !== origins) last = { hosts, origins, both: [...hosts, ...origins] };
    return last.both;
  };
}

export function createApp(options: AppOptions) {
  // Services are made in dependency order, each handed the services it calls (the README's module map). Where two
  // modules need each other's answers, the one that reads the other puts them together: the rewards give the badge
  // counts (content's inbox and raffles with their own rewards), the member info's route adds the rewards' club label,
  // the lobby's route asks the casino which vendors play before asking the games for popular ones.
  const system = createSystemService(options.db, {
    defaultMerchantCode: DEFAULT_MERCHANT_CODE,
    socialChannels: (options.socialProviders ?? []).map((provider) => provider.channel),
  });
  const verification = createVerificationService(options.db, { captchaFixed: options.captchaFixed });
  const members = createMemberService(options.db);
  const games = createGamesService(options.db, system);
  const wallet = createWalletService(options.db, system, members, games, {
    receiptAutoconfirmMinutes: options.receiptAutoconfirmMinutes,
    demoPayments: options.demoPayments ?? true,
  });
  // A settled round adds to the agent module's day figures and the games' winner board in the statement that settles
  // it: the casino calls their functions (game_rounds_settled(), migration 030).
  const casino = createCasinoService(options.db, system, wallet, games, {
    members,
    secrets: options.secretsKey ? secretBox(options.secretsKey) : null,
    fetch: options.vendorFetch,
    production: options.production,
  });
  // A session that ends ends the outside games launched from it.
  const sessions = createSessionService(options.db, members, verification, casino, options.socialProviders);
  const movableGameClock = options.gameClockHook ? movableClock() : null;
  const gameClock = options.gameClock ?? movableGameClock?.now;
  const lottery = createLotteryService(options.db, wallet, games, casino, gameClock, options.secretsKey ? secretBox(options.secretsKey) : null);
  const sports = createSportsService(options.db, wallet, games, casino, {
    feed: options.sportsFeed ?? (options.demoFeed === false ? NO_FEED : createDemoFeed(demoFeedSeed(options.secretsKey))),
    clock: gameClock, sleep: options.sportsSleep });
  const agents = createAgentService(options.db, system, members, wallet, casino, games, options.settlementClock);
  const points = createPointsService(options.db, system, members, agents, wallet);
  const activities = createActivityService(options.db, system, wallet, members);
  const content = createContentService(options.db, system, members);
  const rewards = createRewardService(options.db, system, members, wallet, activities, content, agents, options.settlementClock);
  const app = new Hono<AppEnv>();

  const isTrustedProxy = ipList(options.trustedProxies ?? []);
  app.use(async (c, next) => {
    const requestId = randomUUID();
    c.set("requestId", requestId);
    c.set("callerIp", callerAddress(c.env?.incoming?.socket.remoteAddress ?? "0.0.0.0", c.req.header("x-forwarded-for"), isTrustedProxy));
    c.header("X-Request-Id", requestId);
    await next();
  });
  app.use(requestLog(options.log));
  // The merchant once per API request: every service reads it from the scope instead of a parameter. The operator API
  // resolves it after its token check, so a server without one answers 404 without asking the database.
  // The answer's language is settled beside it: the one asked for, else the merchant's default (then English, per text).
  const inMerchantScope: MiddlewareHandler<AppEnv> = async (c, next) => {
    const merchant = await system.resolve(merchantCodeOf(c));
    c.set("language", askedLanguage(c) ?? merchant.defaultLanguage);
    return withMerchant(merchant, next);
  };
  app.use("/wps/*", inMerchantScope);
  app.use("/lgw/*", inMerchantScope);
  app.use("/vendor-api/*", inMerchantScope);
  app.use("/lotto/*", inMerchantScope);
  const sitePage = options.distDir ? readSitePage(options.distDir) : null;
  app.use(securityHeaders(frameHosts(() => system.launchHosts(), () => casino.vendors.frameOrigins()), sitePage?.inlineHashes, { hsts: options.production === true }));
  // The most a request body may carry: an image upload may carry 5 MB and its multipart framing, an activity
  // application up to three such pictures, anything else 1 MiB.
  const limits = {
    body: { maxSize: MAX_BODY_BYTES, message: "The request body is larger than 1 MiB" },
    upload: { maxSize: MAX_IMAGE_BYTES + 64 * 1024, message: "Images may be at most 5 MB." },
    application: { maxSize: ACTIVITY_IMAGES_MAX * ACTIVITY_IMAGE_MAX_BYTES + 64 * 1024, message: "Up to three pictures of at most 5 MB each." },
  };
  const counters = {
    body: bodyLimit({ maxSize: limits.body.maxSize, onError: (c) => fail(c, 413, "payload_too_large", limits.body.message) }),
    upload: bodyLimit({ maxSize: limits.upload.maxSize, onError: (c) => fail(c, 413, "payload_too_large", limits.upload.message) }),
    application: bodyLimit({ maxSize: limits.application.maxSize, onError: (c) => fail(c, 413, "payload_too_large", limits.application.message) }),
  };
  // Only methods that carry a body: touching a GET's body would build a stream for every page view. A body whose
  // length is declared is judged by the header alone (the server reads no more than it declares); only one that comes
  // in chunks is counted as it streams, which builds a web stream around the request.
  app.use(async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const kind = /^\/wps\/activities\/\d+\/applications$/.test(c.req.path) ? "application" : isUpload(c.req.path) ? "upload" : "body";
    const declared = c.req.header("content-length");
    if (declared === undefined || c.req.header("transfer-encoding") !== undefined) return counters[kind](c, next);
    if (Number(declared) > limits[kind].maxSize) return fail(c, 413, "payload_too_large", limits[kind].message);
    return next();
  });

  app.route("/wps/system", systemRoutes(system, { countryHeader: options.countryHeader }));
  app.route("/wps", sessionRoutes(sessions, verification, system));
  app.route("/wps/verification", verificationRoutes(verification, system));
  app.route("/wps", memberRoutes(members, sessions, verification, system, rewards));
  app.route("/wps", contentRoutes(options.db, content, sessions, rewards));
  app.route("/wps/relay", gameRelayRoutes(games, sessions));
  app.route("/wps/relay", casinoRelayRoutes(casino, sessions));
  app.route("/wps", walletRoutes(wallet, sessions));
  app.route("/wps", casinoRoutes(casino, sessions));
  app.route("/wps", agentRoutes(agents, sessions));
  app.route("/wps", pointRoutes(points, sessions));
  app.route("/wps", rewardRoutes(rewards, sessions));
  app.route("/wps", activityRoutes(activities, sessions));
  app.route("/lgw", lobbyRoutes(games, casino));
  app.route("/lgw/vn", lotteryLobbyRoutes(lottery, sessions));
  app.route("/lotto/lgw", lottoOpenedRoutes(lottery));
  app.route("/wps/lottery", lotteryRoutes(lottery, sessions));
  app.route("/wps/sports", sportsRoutes(sports, sessions));
  app.route("/vendor-api/v1", vendorApiRoutes(casino.vendors));

  const ops = new Hono<AppEnv>();
  ops.use(opsAuth(options.opsToken));
  ops.use(inMerchantScope);
  ops.route("/system", systemOpsRoutes(system));
  ops.route("/", outboxOpsRoutes(verification, system));
  ops.route("/content", contentOpsRoutes(content));
  ops.route("/wallet", walletOpsRoutes(wallet));
  ops.route("/games", gameOpsRoutes(games));
  ops.route("/games", casinoOpsRoutes(casino));
  ops.route("/vendors", vendorOpsRoutes(casino.vendors));
  ops.route("/lottery", lotteryOpsRoutes(lottery));
  ops.route("/sports", sportsOpsRoutes(sports));
  if (movableGameClock) ops.route("/test", gameClockRoutes(movableGameClock));
  if (options.receiptClockHook) ops.route("/test", receiptClockRoutes(options.db));
  ops.route("/agent", agentOpsRoutes(agents));
  ops.route("/points", pointOpsRoutes(points));
  ops.route("/activities", activityOpsRoutes(activities));
  ops.route("/", rewardOpsRoutes(rewards, members));
  app.route("/ops", ops);

  for (const prefix of ["/wps/*", "/lgw/*", "/ops/*", "/vendor-api/*"]) {
    app.all(prefix, (c) => fail(c, 404, "not_found", `No such path: ${c.req.method} ${c.req.path}`));
  }
  if (options.distDir) app.route("/", siteRoutes(options.distDir, { page: sitePage, startAnswers: pageStartAnswers(app, DEFAULT_MERCHANT_CODE) }));

  app.notFound((c) => fail(c, 404, "not_found", `No such path: ${c.req.method} ${c.req.path}`));
  app.onError((error, c) => {
    if (error instanceof HttpError) return fail(c, error.status, error.code, error.message, error.value);
    const requestId = c.get("requestId");
    // The last safety net behind the schemas: a value the database refused as data is the caller's fault (a 400),
    // but a schema should have refused it first, so it is logged as a gap to close.
    const refused = databaseRefusalOf(error);
    if (refused) {
      options.log({ level: "warn", requestId, error: "database_refused_input", message: error.message, path: c.req.path });
      return fail(c, refused.status, refused.code, refused.message, refused.value);
    }
    options.log({ level: "error", requestId, error: error.name, message: error.message });
    return fail(c, 500, "internal_error", `Something went wrong on our side. Quote ${requestId} to support.`, { requestId });
  });

  /** Starts hearing other processes' changes (settings, the catalogue, vendors); answers how to stop. */
  async function listen(): Promise<() => Promise<void>> {
    // Lottery draws opened before their seeds were sealed are sealed before this process serves.
    await lottery.sealPlainSeeds();
    const stops = [await system.start(), await games.start(), await casino.vendors.start()];
    return async () => {
      for (const stop of stops) await stop().catch(() => {});
    };
  }

  return { app, listen, system, games, wallet, casino, lottery, sports, agents, points, activities, rewards };
}
