// HTTP of rewards: the reward centre and its claims, bonus details, the missions and their leaderboard; the
// operator's rebate run and member labels.
import { Hono } from "hono";
import {
  bonusQuerySchema, memberLabelsSchema, memberParamSchema, missionInputSchema, missionParamSchema, missionSwitchSchema, rebateRunSchema, rewardKeySchema, vipLevelsSchema,
} from "../../../src/contract/rewards";
import { requireSession } from "../../http/auth";
import { requestLanguage, type AppEnv } from "../../http/context";
import { ok } from "../../http/envelope";
import { parseInput, readJson } from "../../http/validate";
import type { MemberService } from "../member/service";
import type { SessionService } from "../session/service";
import type { RewardService } from "./service";

export function rewardRoutes(rewards: RewardService, sessions: SessionService) {
  const routes = new Hono<AppEnv>();
  const signedIn = requireSession(sessions.authenticate);
  routes.get("/member/rewards", signedIn, async (c) => ok(c, await rewards.centre(c.get("memberId"), requestLanguage(c))));
  routes.post("/member/rewards/:key/claim", signedIn, async (c) => {
    const key = parseInput(rewardKeySchema, c.req.param("key"), "path");
    return ok(c, await rewards.claim(c.get("memberId"), key, requestLanguage(c)));
  });
  routes.get("/member/bonus-details", signedIn, async (c) => ok(c, await rewards.bonusDetails(c.get("memberId"), parseInput(bonusQuerySchema, c.req.query(), "query"))));
  routes.get("/relay/MCSFE_getMissionSummaryDetails", signedIn, async (c) => ok(c, await rewards.missions(c.get("memberId"), requestLanguage(c))));
  routes.get("/relay/MCSFE_getMissionLeaderboard", signedIn, async (c) => ok(c, await rewards.leaderboard(c.get("memberId"))));
  return routes;
}

export function rewardOpsRoutes(rewards: RewardService, members: MemberService) {
  const routes = new Hono<AppEnv>();
  /** A day's rebates and missions now (the scheduler does the same for yesterday). */
  routes.post("/rewards/rebates", async (c) => ok(c, await rewards.settleDay(parseInput(rebateRunSchema, await readJson(c.req.raw), "body").day)));
  routes.get("/rewards/vip-levels", async (c) => ok(c, await rewards.vipLevels()));
  routes.put("/rewards/vip-levels", async (c) => ok(c, await rewards.setVipLevels(parseInput(vipLevelsSchema, await readJson(c.req.raw), "body").levels)));
  routes.get("/rewards/missions", async (c) => ok(c, await rewards.missionList()));
  routes.post("/rewards/missions", async (c) => ok(c, await rewards.createMission(parseInput(missionInputSchema, await readJson(c.req.raw), "body"))));
  routes.put("/rewards/missions/:id", async (c) => {
    const { id: missionId } = parseInput(missionParamSchema, c.req.param(), "path");
    return ok(c, await rewards.switchMission(missionId, parseInput(missionSwitchSchema, await readJson(c.req.raw), "body").active));
  });
  routes.put("/members/:username/labels", async (c) => {
    const { username } = parseInput(memberParamSchema, c.req.param(), "path");
    const { labels } = parseInput(memberLabelsSchema, await readJson(c.req.raw), "body");
    return ok(c, await members.setLabels(username, labels));
  });
  return routes;
}
