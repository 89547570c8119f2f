// The scheduler's beat: every job runs once for each merchant, inside that merchant's scope, and one failing job
// neither stops the others nor the next merchant's.
import { expect, it } from "vitest";
import { createJobs } from "../../server/jobs";
import type { LogLine } from "../../server/http/logger";
import { currentMerchant } from "../../server/lib/merchantScope";
import { describeOnEachDatabase } from "./harness";

describeOnEachDatabase("scheduled jobs", (h) => {
  it("runs each job once for every merchant, in its own scope, past a failing one", async () => {
    const ran: string[] = [];
    const seen = (job: string) => async () => {
      ran.push(`${job}@${currentMerchant().code}`);
      if (job === "settle" && currentMerchant().code === "ONE") throw new Error("settlement broke");
    };
    const logs: LogLine[] = [];
    const merchants = [
      { id: 1, code: "ONE", defaultLanguage: "bn" },
      { id: 2, code: "TWO", defaultLanguage: "en" },
    ];
    const jobs = createJobs(
      h().db,
      {
        system: { merchants: () => Promise.resolve(merchants) },
        agents: { settleDue: seen("settle") },
        points: { awardDay: seen("points") },
        wallet: { confirmOverdueReceipts: seen("receipts") },
        rewards: { settleDay: seen("rebates"), grantMissionsToday: seen("missions") },
        casino: { vendors: { sweepTokens: async () => void ran.push("token sweep") } },
        lottery: { runDue: async () => void ran.push("lottery") },
        sports: { runDue: async () => void ran.push("sports") },
      },
      () => new Date("2026-11-25T10:00:00Z"),
      (line) => logs.push(line),
    );
    await jobs.runDue();
    const jobsOf = (code: string) => ran.filter((entry) => entry.endsWith(`@${code}`)).map((entry) => entry.split("@")[0]).sort();
    expect(jobsOf("ONE")).toEqual(["missions", "points", "rebates", "receipts", "settle"]);
    expect(jobsOf("TWO")).toEqual(["missions", "points", "rebates", "receipts", "settle"]);
    // Every merchant's tokens at once, not once per merchant.
    expect(ran.filter((entry) => entry === "token sweep")).toHaveLength(1);
    expect(logs).toEqual([expect.objectContaining({ level: "error", event: "settlement_failed", merchant: "ONE" })]);
    // The games' beat: the lottery and the sportsbook, each once for all merchants.
    await jobs.drawLotteries();
    expect(ran.filter((entry) => entry === "lottery" || entry === "sports").sort()).toEqual(["lottery", "sports"]);
  });

  it("gives the beat every merchant, not only the default one", async () => {
    await h().db.execute(
      `insert into merchant (code, name, default_country, default_dialing_code, default_language, currency_symbol)
       values ('BESIDE', 'Beside', 'BD', '880', 'bn', '৳') on conflict (code) do nothing`,
    );
    const codes = (await h().services.system.merchants()).map((merchant) => merchant.code);
    expect(codes).toEqual(expect.arrayContaining(["TALA", "BESIDE"]));
  });
});
