// The demo vendor's own records, apart from the platform's: player sessions, rounds, and wins still to deliver. Kept in
// one JSON file, written whole to a temporary file and renamed, so a crash leaves the old or the new one. The platform's
// player tokens are in it sealed under the vendor's own key (demo-vendor.key beside it): the vendor must present a
// token to the wallet API, so it keeps it, but a copy of the file alone plays nobody's money.
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { secretBox, type SecretBox } from "../../lib/secretBox";

export const DEMO_GAMES = ["dice", "mines"] as const;
export type DemoGame = (typeof DEMO_GAMES)[number];

const KEY_BYTES = 32;

const sessionFields = {
  id: z.string(), vendor: z.string(), player: z.string(), gameCode: z.string(), currency: z.string(),
  game: z.enum(DEMO_GAMES).default("dice"), serverSeed: z.string(), clientSeed: z.string(), nonce: z.number(), createdAt: z.string(),
  /** SHA-256 (hex) of the play key the launch URL's fragment carries; empty (a session from before keys): it cannot be played. */
  playKeyHash: z.string().default(""),
};
/** A session as the file holds it: the token sealed (a file from before sealing has it in the clear; sealed on the next write). */
const storedSessionSchema = z.object({ ...sessionFields, sealedToken: z.string().optional(), token: z.string().optional() });
const roundSchema = z.object({
  id: z.string(), sessionId: z.string(), player: z.string(), day: z.string(), bet: z.string(), win: z.string(), nonce: z.number(),
  game: z.enum(DEMO_GAMES).default("dice"),
  /**
   * The seeds the round was bet on, taken when its bet was: the round plays on them whatever the session's seeds are
   * later. Absent on rounds from before rounds kept their seeds: those played on the session's.
   */
  serverSeed: z.string().optional(), clientSeed: z.string().optional(),
  /** Dice: the roll (hundredths) and the number it had to be under. */
  roll: z.number().default(0), under: z.number().default(0),
  /** Mines: how many, and the safe cells picked so far, in order. */
  mines: z.number().default(0), picks: z.array(z.number()).default([]),
  /** The last time the player acted on an open round: one left alone long enough is settled by the vendor. */
  touchedAt: z.string().default(() => new Date().toISOString()),
  /**
   * open: the bet is debited and the player is still playing (mines); placed: the win is on its way; settled: the win
   * landed; undoing: the bet's answer was lost (or the round was abandoned before any pick), so it is being rolled back;
   * rolled_back: the bet had landed and was refunded; voided: it had never landed (and now never will); refused: the
   * platform refused the win or the undo for good (the operator's to see).
   */
  status: z.enum(["open", "placed", "settled", "undoing", "rolled_back", "voided", "refused"]),
});
const fileSchema = z.object({ sessions: z.array(storedSessionSchema), rounds: z.array(roundSchema) });
/** A session as the vendor plays it: the platform's player token open, in memory only. */
export type VendorSession = z.infer<z.ZodObject<typeof sessionFields>> & { token: string };
export type VendorRound = z.infer<typeof roundSchema>;

/** The vendor's own sealing key, made once beside its store file (readable by its owner only). */
function vendorKey(file: string): Buffer {
  const keyFile = path.join(path.dirname(file), "demo-vendor.key");
  if (!existsSync(keyFile)) {
    mkdirSync(path.dirname(keyFile), { recursive: true });
    writeFileSync(keyFile, randomBytes(KEY_BYTES).toString("hex"), { flag: "wx", mode: 0o600 });
    chmodSync(keyFile, 0o600);
  }
  return Buffer.from(readFileSync(keyFile, "utf8").trim(), "hex");
}

/** A stored token opened; one sealed under a key since lost opens as nothing, and the platform refuses that session's calls. */
function openToken(box: SecretBox | null, stored: z.infer<typeof storedSessionSchema>): string {
  if (stored.sealedToken === undefined || box === null) return stored.token ?? "";
  try {
    return box.open(Buffer.from(stored.sealedToken, "base64"));
  } catch {
    return "";
  }
}

export function openStore(file: string | null) {
  const box = file ? secretBox(vendorKey(file)) : null;
  const stored = file && existsSync(file) ? fileSchema.parse(JSON.parse(readFileSync(file, "utf8"))) : { sessions: [], rounds: [] };
  // In memory the tokens are open (every wallet call needs one); only their sealed copies are written, each sealed once.
  const sealedTokens = new Map<string, string>();
  const sessions: VendorSession[] = stored.sessions.map((session) => {
    const { sealedToken, token: _inTheClear, ...rest } = session;
    if (sealedToken !== undefined) sealedTokens.set(session.id, sealedToken);
    return { ...rest, token: openToken(box, session) };
  });
  const rounds: VendorRound[] = stored.rounds;
  function sealOnce(session: VendorSession, seal: SecretBox): string {
    const known = sealedTokens.get(session.id);
    if (known !== undefined) return known;
    const sealed = seal.seal(session.token).toString("base64");
    sealedTokens.set(session.id, sealed);
    return sealed;
  }
  function save() {
    if (!file || !box) return;
    const sealed = sessions.map((session) => {
      const { token, ...rest } = session;
      return { ...rest, sealedToken: token === "" ? undefined : sealOnce(session, box) };
    });
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(`${file}.tmp`, JSON.stringify({ sessions: sealed, rounds }));
    renameSync(`${file}.tmp`, file);
  }
  return {
    addSession(session: VendorSession) {
      sessions.push(session);
      save();
    },
    session: (id: string) => sessions.find((session) => session.id === id),
    /** Takes the session's next nonce and writes it down before the round is played. */
    nextNonce(session: VendorSession): number {
      session.nonce += 1;
      save();
      return session.nonce - 1;
    },
    replaceSeed(session: VendorSession, serverSeed: string, clientSeed: string) {
      session.serverSeed = serverSeed;
      session.clientSeed = clientSeed;
      save();
    },
    putRound(round: VendorRound) {
      const index = rounds.findIndex((existing) => existing.id === round.id);
      if (index === -1) rounds.push(round);
      else rounds[index] = round;
      save();
    },
    round: (id: string) => rounds.find((round) => round.id === id),
    /** Rounds whose win (or rollback) has not landed yet. */
    unfinished: () => rounds.filter((round) => round.status === "placed" || round.status === "undoing"),
    /** Rounds the player is still playing. */
    open: () => rounds.filter((round) => round.status === "open"),
    roundsOf: (day: string) => rounds.filter((round) => round.day === day),
  };
}
export type VendorStore = ReturnType<typeof openStore>;
