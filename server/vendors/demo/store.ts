// The demo vendor's own records, apart from the platform's: player sessions, rounds, and wins still to deliver. Kept in
// one JSON file, written whole to a temporary file and renamed, so a crash leaves the old or the new one.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

export const DEMO_GAMES = ["dice", "mines"] as const;
export type DemoGame = (typeof DEMO_GAMES)[number];

const sessionSchema = z.object({
  id: z.string(), vendor: z.string(), token: z.string(), player: z.string(), gameCode: z.string(), currency: z.string(),
  game: z.enum(DEMO_GAMES).default("dice"), serverSeed: z.string(), clientSeed: z.string(), nonce: z.number(), createdAt: z.string(),
});
const roundSchema = z.object({
  id: z.string(), sessionId: z.string(), player: z.string(), day: z.string(), bet: z.string(), win: z.string(), nonce: z.number(),
  game: z.enum(DEMO_GAMES).default("dice"),
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
const fileSchema = z.object({ sessions: z.array(sessionSchema), rounds: z.array(roundSchema) });
export type VendorSession = z.infer<typeof sessionSchema>;
export type VendorRound = z.infer<typeof roundSchema>;

export function openStore(file: string | null) {
  const data: z.infer<typeof fileSchema> = file && existsSync(file) ? fileSchema.parse(JSON.parse(readFileSync(file, "utf8"))) : { sessions: [], rounds: [] };
  function save() {
    if (!file) return;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(`${file}.tmp`, JSON.stringify(data));
    renameSync(`${file}.tmp`, file);
  }
  return {
    addSession(session: VendorSession) {
      data.sessions.push(session);
      save();
    },
    session: (id: string) => data.sessions.find((session) => session.id === id),
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
      const index = data.rounds.findIndex((existing) => existing.id === round.id);
      if (index === -1) data.rounds.push(round);
      else data.rounds[index] = round;
      save();
    },
    round: (id: string) => data.rounds.find((round) => round.id === id),
    /** Rounds whose win (or rollback) has not landed yet. */
    unfinished: () => data.rounds.filter((round) => round.status === "placed" || round.status === "undoing"),
    /** Rounds the player is still playing. */
    open: () => data.rounds.filter((round) => round.status === "open"),
    roundsOf: (day: string) => data.rounds.filter((round) => round.day === day),
  };
}
export type VendorStore = ReturnType<typeof openStore>;
