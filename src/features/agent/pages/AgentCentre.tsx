// The agent centre (SPEC §2: a modal with a close button): team overview, downlines and opening their accounts,
// contracts with the upline and the downlines, and the income they paid. Non-agents are told they cannot log in.
// Each page is a file of its own beside this one.
import { useNavigate } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { agentPages, mayOpenAgentCentre, type AgentPage } from "../../../../machines/access";
// The route validates its page against the same list (routes reach machines only through a feature).
import { AppActor, SessionActor } from "../../../flows/actors";
import { isWhitelabelFlagOn } from "../../../contract/system";
import { useCatalog } from "../../../i18n/useCatalog";
import { Modal } from "../../../ui/Modal";
import { AccountDetails } from "./AccountDetails";
import { Announcements } from "./Announcements";
import { Contracts } from "./Contracts";
import { Downlines } from "./Downlines";
import { Income } from "./Income";
import { MemberResults } from "./MemberResults";
import { OpenAccount } from "./OpenAccount";
import { TeamBets } from "./TeamBets";
import { TeamOverview } from "./TeamOverview";
import type { AgentListProps } from "./shared";

/** search and onSearch: the URL's search, which the list pages keep their period, page and username in. */
export function AgentCentre({ page, search, onSearch }: { page: AgentPage } & Omit<AgentListProps, "account">) {
  useCatalog("agent");
  const { t } = useLingui();
  const navigate = useNavigate();
  const member = SessionActor.useSelector((s) => (s.hasTag("signedIn") ? s.context.member : null));
  const loading = SessionActor.useSelector((s) => s.hasTag("loading"));
  const close = () => void navigate({ to: "/" });
  const whitelabel = AppActor.useSelector((s) => s.context.settings?.whitelabel.whitelabel ?? []);
  const pages = agentPages((flag) => isWhitelabelFlagOn(whitelabel, flag));
  const shown = pages.includes(page) ? page : "overview";
  const list = { search, onSearch };
  const titles: Record<AgentPage, string> = {
    announcement: t`Announcement`,
    overview: t`Team overview`,
    register: t`Open an account`,
    downlines: t`Downlines`,
    teamBets: t`Team betting`,
    memberProfit: t`User profit and loss`,
    income: t`My income`,
    accountDetails: t`Account details`,
    dividendRecord: t`Dividend record`,
    dailyWages: t`Daily wages`,
    hourlySalary: t`Hourly salary`,
    realtimeSalary: t`Real-time salary`,
    contracts: t`Contracts`,
  };
  return (
    <Modal title={t`Agent centre`} closeLabel={t`Close`} onClose={close} testId="agent-centre" wide>
      {loading ? (
        <div className="spinner" role="status" aria-label={t`Loading`} />
      ) : !member || !mayOpenAgentCentre(member.type) ? (
        <p className="form-message form-message--error" role="alert">
          {t`Non-agents cannot log in`}
        </p>
      ) : (
        <div className="agent-centre">
          <nav className="agent-centre__menu" aria-label={t`Agent centre`}>
            {pages.map((item) => (
              <button key={item} type="button" className={item === shown ? "is-active" : undefined} aria-current={item === shown ? "page" : undefined} onClick={() => void navigate({ to: "/agentCentre", search: { page: item } })}>
                {titles[item]}
              </button>
            ))}
          </nav>
          <section className="agent-centre__page">
            <h2>{titles[shown]}</h2>
            {shown === "announcement" && <Announcements />}
            {shown === "overview" && <TeamOverview account={member.account} {...list} />}
            {shown === "register" && <OpenAccount account={member.account} />}
            {shown === "downlines" && <Downlines account={member.account} {...list} />}
            {shown === "teamBets" && <TeamBets account={member.account} {...list} />}
            {shown === "memberProfit" && <MemberResults account={member.account} {...list} />}
            {shown === "income" && <Income account={member.account} {...list} />}
            {shown === "accountDetails" && <AccountDetails account={member.account} {...list} />}
            {shown === "dividendRecord" && <Income account={member.account} {...list} kind="dividend" />}
            {shown === "dailyWages" && <Income account={member.account} {...list} kind="daily_salary" />}
            {shown === "hourlySalary" && <Income account={member.account} {...list} kind="hourly_salary" />}
            {shown === "realtimeSalary" && <Income account={member.account} {...list} kind="realtime_salary" />}
            {shown === "contracts" && <Contracts />}
          </section>
        </div>
      )}
    </Modal>
  );
}
