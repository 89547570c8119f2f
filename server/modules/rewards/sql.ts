// Queries of the rewards module: VIP levels, rebates and mission rewards written once each, the reward centre's list,
// and the missions' leaderboard. The members' day figures come from the agent service and are handed in as arrays,
// so each job stays one statement; bonus details come from the wallet.
import { z } from "zod";
import type { Queryable } from "../../db/index";
import { id, minor, iso, names } from "../../db/codecs";

export const vipLevels = (db: Queryable, merchantId: number) =>
  db.query(
    z.object({ rank_level: z.number(), names, min_valid_bet_minor: minor, rebate_bp: z.number() }),
    "select rank_level, names, min_valid_bet_minor, rebate_bp from vip_level where merchant_id = $1 order by rank_level",
    [merchantId],
  );

/**
 * A day's rebates: each member's valid bet of the day at the rate of the VIP level its valid bets up to that day
 * (lifetime) reached. One statement; the unique key leaves out who was paid already, so a rerun or a rerun after a
 * crash writes each rebate once.
 */
export const settleRebates = (db: Queryable, merchantId: number, day: string, figures: readonly { memberId: number; bet: bigint; lifetime: bigint }[]) =>
  db.query(
    z.object({ id }),
    `insert into reward (merchant_id, member_id, source, source_key, day, amount_minor, detail)
     select $1, s.member_id, 'rebate', $2::text, $2::date, s.bet_minor * l.rebate_bp / 10000,
            jsonb_build_object('validBet', s.bet_minor::text, 'rateBp', l.rebate_bp, 'rankLevel', l.rank_level)
       from unnest($3::bigint[], $4::bigint[], $5::bigint[]) as s (member_id, bet_minor, lifetime)
       cross join lateral (select v.rank_level, v.rebate_bp from vip_level v where v.merchant_id = $1 and v.min_valid_bet_minor <= s.lifetime
                            order by v.rank_level desc limit 1) l
      where s.bet_minor * l.rebate_bp / 10000 > 0
     on conflict (member_id, source, source_key) do nothing
     returning id`,
    [merchantId, day, figures.map((f) => f.memberId), figures.map((f) => f.bet.toString()), figures.map((f) => f.lifetime.toString())],
  );

/** A day's missions reached by these members' figures of the day become rewards, once each. */
export const grantMissions = (db: Queryable, merchantId: number, day: string, figures: readonly { member_id: number; bet_minor: bigint; rounds: number }[]) =>
  db.query(
    z.object({ id }),
    `insert into reward (merchant_id, member_id, source, source_key, day, amount_minor, detail)
     select $1, s.member_id, 'mission', mi.id || ':' || $2::text, $2::date, mi.reward_minor, jsonb_build_object('missionId', mi.id, 'day', $2::text)
       from mission mi
       cross join unnest($3::bigint[], $4::bigint[], $5::integer[]) as s (member_id, bet_minor, rounds)
      where mi.merchant_id = $1 and mi.active
        and case mi.metric when 'valid_bet' then s.bet_minor else s.rounds end >= mi.target
     on conflict (member_id, source, source_key) do nothing
     returning id`,
    [merchantId, day, figures.map((f) => f.member_id), figures.map((f) => f.bet_minor.toString()), figures.map((f) => f.rounds)],
  );

/** The day's active missions with the member's figure of the day (its bet and rounds, null when it did not play). */
export const missionsOfDay = (db: Queryable, merchantId: number, memberId: number, day: string, played: { bet_minor: bigint; rounds: number } | null) =>
  db.query(
    z.object({ id, names, metric: z.enum(["valid_bet", "rounds"]), target: minor, reward_minor: minor, figure: minor, reward_id: id.nullable(), reward_status: z.string().nullable() }),
    `select mi.id, mi.names, mi.metric, mi.target, mi.reward_minor,
            coalesce(case mi.metric when 'valid_bet' then $4::bigint else $5::bigint end, 0) as figure, r.id as reward_id, r.status as reward_status
       from mission mi
       left join reward r on r.member_id = $2 and r.source = 'mission' and r.source_key = mi.id || ':' || $3::text
      where mi.merchant_id = $1 and mi.active
      order by mi.sort, mi.id`,
    [merchantId, memberId, day, played?.bet_minor.toString() ?? null, played?.rounds ?? null],
  );

export const unclaimedRewards = (db: Queryable, memberId: number) =>
  db.query(
    z.object({ id, source: z.enum(["rebate", "mission"]), source_key: z.string(), amount_minor: minor, detail: z.record(z.string(), z.unknown()), mission_names: names.nullable(), created_at: iso }),
    `select r.id, r.source, r.source_key, r.amount_minor, r.detail, mi.names as mission_names, r.created_at
       from reward r left join mission mi on r.source = 'mission' and mi.id = (r.detail->>'missionId')::integer
      where r.member_id = $1 and r.status = 'unclaimed'
      order by r.id desc limit 200`,
    [memberId],
  );

export const unclaimedCounts = (db: Queryable, memberId: number) =>
  db.query(
    z.object({ n: z.coerce.number(), missions: z.coerce.number() }),
    "select count(*) as n, count(*) filter (where source = 'mission') as missions from reward where member_id = $1 and status = 'unclaimed'",
    [memberId],
  );

/** Marks a reward claimed; answers nothing when it is not the member's or was claimed already. */
/** Marks an unclaimed reward of this member and source claimed; a key naming another source takes nothing. */
export const takeReward = (db: Queryable, rewardId: number, memberId: number, source: "rebate" | "mission") =>
  db.query(
    z.object({ id, source: z.enum(["rebate", "mission"]), amount_minor: minor, day: z.string(), mission_names: z.record(z.string(), z.string()).nullable() }),
    `update reward r set status = 'claimed', claimed_at = now() where r.id = $1 and r.member_id = $2 and r.source = $3 and r.status = 'unclaimed'
     returning r.id, r.source, r.amount_minor, r.day::text as day, (select mi.names from mission mi where mi.id = (r.detail->>'missionId')::integer) as mission_names`,
    [rewardId, memberId, source],
  );
export const rewardOf = (db: Queryable, rewardId: number, memberId: number, source: "rebate" | "mission") =>
  db.query(z.object({ id, status: z.string(), amount_minor: minor }), "select id, status, amount_minor from reward where id = $1 and member_id = $2 and source = $3", [
    rewardId,
    memberId,
    source,
  ]);

/** The missions each member completed since a day (the week's leaderboard ranks them with their valid bets). */
export const missionsDone = (db: Queryable, merchantId: number, since: string) =>
  db.query(
    z.object({ member_id: id, completed: id }),
    "select member_id, count(*) as completed from reward where merchant_id = $1 and source = 'mission' and day >= $2::date group by member_id",
    [merchantId, since],
  );

// ---- The operator's settings ----

const missionRow = z.object({ id, names, metric: z.enum(["valid_bet", "rounds"]), target: minor, reward_minor: minor, active: z.boolean() });
export type MissionRow = z.infer<typeof missionRow>;
export const missions = (db: Queryable, merchantId: number) =>
  db.query(missionRow, "select id, names, metric, target, reward_minor, active from mission where merchant_id = $1 order by sort, id", [merchantId]);
export const insertMission = (db: Queryable, m: { merchantId: number; names: object; metric: string; target: bigint; reward: bigint; active: boolean }) =>
  db.query(
    missionRow,
    `insert into mission (merchant_id, names, metric, target, reward_minor, active, sort)
     values ($1, $2, $3, $4, $5, $6, (select coalesce(max(sort), 0) + 1 from mission where merchant_id = $1))
     returning id, names, metric, target, reward_minor, active`,
    [m.merchantId, JSON.stringify(m.names), m.metric, m.target.toString(), m.reward.toString(), m.active],
  );
export const switchMission = (db: Queryable, merchantId: number, missionId: number, active: boolean) =>
  db.query(missionRow, "update mission set active = $3 where merchant_id = $1 and id = $2 returning id, names, metric, target, reward_minor, active", [merchantId, missionId, active]);
