// The demo vendor's own records, apart from the platform's: player sessions, rounds, and wins still to deliver. Kept in
// one JSON file, written whole to a temporary file and renamed, so a crash leaves the old or the new one.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const sessionSchema = z.object({
  id: z.string(), vendor: z.string(), token: z.string(), player: z.string(), gameCode: z.string(), currency: z.string(),
  serverSeed: z.string(), clientSeed: z.string(), nonce: z.number(), createdAt: z.string(),
});
const roundSchema = z.object({
  id: z.string(), sessionId: z.string(), player: z.string(), day: z.string(), bet: z.string(), win: z.string(), roll: z.number(), under: z.number(), nonce: z.number(),
  /**
   * placed: the bet is debited and the win is on its way; settled: the win landed; undoing: the bet's answer was lost,
   * so it is being rolled back; rolled_back: the bet had landed and was refunded; voided: it had never landed (and now
   * never will); refused: the platform refused the win or the undo for good (the operator's to see).
   */
  status: z.enum(["placed", "settled", "undoing", "rolled_back", "voided", "refused"]),
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
    /** Rounds whose win (or rollback) has not landed yet. */
    unfinished: () => data.rounds.filter((round) => round.status === "placed" || round.status === "undoing"),
    roundsOf: (day: string) => data.rounds.filter((round) => round.day === day),
  };
}
export type VendorStore = ReturnType<typeof openStore>;
