// The agent centre: team figures, downlines, contracts with the upline (offered, signed or rejected by the other
// party; a lower level's terms never above its upper level's, the top level's never above the operator's ceiling) and
// the settlements that pay them through the ledger. The module's one door, put together from the files named for what
// they serve: team, contracts, settlements, dayFigures (what points and rewards ask).
import type { Db } from "../../db/index";
import type { CasinoService } from "../casino/service";
import type { GamesService } from "../games/service";
import type { MemberService } from "../member/service";
import type { SystemService } from "../system/service";
import type { WalletService } from "../wallet/service";
import { agentGate } from "./agentOf";
import { createContracts } from "./contracts";
import { createDayFigures } from "./dayFigures";
import { createSettlements } from "./settlements";
import { createTeam } from "./team";

export { ABOVE_TERMS_AT_SIGNING, ABOVE_UPPER_TERMS } from "./terms";

export type AgentService = ReturnType<typeof createAgentService>;

export function createAgentService(
  db: Db, system: SystemService, members: MemberService, wallet: WalletService, casino: CasinoService, games: GamesService, clock: () => Date = () => new Date(),
) {
  const agentOf = agentGate(members);
  return {
    ...createTeam(db, system, members, casino, games, agentOf),
    ...createContracts(db, system, members, agentOf),
    ...createSettlements(db, system, members, wallet, casino, clock, agentOf),
    ...createDayFigures(db, members),
  };
}
