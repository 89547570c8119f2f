// The agent centre (SPEC §2: a modal with a close button): team overview, downlines and opening their accounts,
// contracts with the upline and the downlines, and the income they paid. Non-agents are told they cannot log in.
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { useNavigate } from "@tanstack/react-router";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useActorRef, useSelector } from "@xstate/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { agentPages, mayOpenAgentCentre, type AgentPage } from "../../../../machines/access";
import { AppActor, SessionActor, useAgentFlows, useContentQueries } from "../../../app/actors";
import { isWhitelabelFlagOn } from "../../../contract/system";
import { CONTRACT_KINDS, type Contract, type ContractKind } from "../../../contract/agent";
import { formatMoney } from "../../../i18n/format";
import { useCatalog } from "../../../i18n/useCatalog";
import { Modal } from "../../../ui/Modal";
import { Pager, PeriodPicker, fromOf, type PeriodDays } from "../../../ui/Paging";

export function AgentCentre({ page }: { page: AgentPage }) {
  useCatalog("agent");
  const { t } = useLingui();
  const navigate = useNavigate();
  const member = SessionActor.useSelector((s) => (s.hasTag("signedIn") ? s.context.member : null));
  const loading = SessionActor.useSelector((s) => s.hasTag("loading"));
  const close = () => void navigate({ to: "/" });
  const whitelabel = AppActor.useSelector((s) => s.context.settings?.whitelabel.whitelabel ?? []);
  const pages = agentPages((flag) => isWhitelabelFlagOn(whitelabel, flag));
  const shown = pages.includes(page) ? page : "overview";
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
            {shown === "overview" && <TeamOverview account={member.account} />}
            {shown === "register" && <OpenAccount account={member.account} />}
            {shown === "downlines" && <Downlines account={member.account} />}
            {shown === "teamBets" && <TeamBets account={member.account} />}
            {shown === "memberProfit" && <MemberResults account={member.account} />}
            {shown === "income" && <Income account={member.account} />}
            {shown === "accountDetails" && <AccountDetails account={member.account} />}
            {shown === "dividendRecord" && <Income account={member.account} kind="dividend" />}
            {shown === "dailyWages" && <Income account={member.account} kind="daily_salary" />}
            {shown === "hourlySalary" && <Income account={member.account} kind="hourly_salary" />}
            {shown === "realtimeSalary" && <Income account={member.account} kind="realtime_salary" />}
            {shown === "contracts" && <Contracts />}
          </section>
        </div>
      )}
    </Modal>
  );
}

/** A page of rows under their headings, what to say when there are none, and the pager. */
function PagedTable<Row>({ testId, headings, rows, cells, rowKey, empty, pageNo, totalPages, onPage }: {
  testId: string;
  headings: string[];
  rows: readonly Row[] | undefined;
  cells: (row: Row) => ReactNode[];
  rowKey: (row: Row) => string | number;
  empty: string;
  pageNo: number;
  totalPages: number;
  onPage: (pageNo: number) => void;
}) {
  return (
    <>
      <table className="records" data-testid={testId}>
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading}>{heading}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(rows ?? []).map((row) => (
            <tr key={rowKey(row)}>
              {cells(row).map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows && rows.length === 0 && <p className="empty-state">{empty}</p>}
      <Pager pageNo={pageNo} totalPages={totalPages} onPage={onPage} />
    </>
  );
}

/** A signed amount, coloured as money in or out. */
const Signed = ({ value, text }: { value: string; text: string }) => <span className={value.startsWith("-") ? "amount--out" : "amount--in"}>{text}</span>;

const today = () => new Date().toISOString().slice(0, 10);

function TeamOverview({ account }: { account: string }) {
  const { i18n, t } = useLingui();
  const flows = useAgentFlows();
  const [days, setDays] = useState<PeriodDays>(7);
  const overview = useQuery(flows.queries.overview(account, fromOf(days) ?? "2000-01-01", today())).data;
  const money = (value: string) => formatMoney(value, i18n.locale);
  const figures: [string, string | number][] = overview
    ? [
        [t`Team members`, overview.teamSize],
        [t`New members`, overview.newMembers],
        [t`Active members`, overview.activeMembers],
        [t`Rounds`, overview.rounds],
        [t`Valid bet`, money(overview.validBet)],
        [t`Players' profit and loss`, money(overview.profitLoss)],
      ]
    : [];
  return (
    <>
      <PeriodPicker days={days} onChange={setDays} />
      <dl className="agent-figures" data-testid="team-overview">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function OpenAccount({ account }: { account: string }) {
  const { t } = useLingui();
  const flows = useAgentFlows();
  const queryClient = useQueryClient();
  const [form, setForm] = useState({ username: "", password: "", paymentPassword: "", accountType: "0" });
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const created = await flows.createDownline({ ...form, accountType: Number(form.accountType) });
      setOutcome({ ok: true, text: t`Account ${created.username} opened.` });
      setForm({ username: "", password: "", paymentPassword: "", accountType: "0" });
      await queryClient.invalidateQueries({ queryKey: ["agent", account] });
    } catch (error: unknown) {
      setOutcome({ ok: false, text: typeof error === "object" && error !== null && "message" in error && typeof error.message === "string" ? error.message : t`The account could not be opened.` });
    } finally {
      setBusy(false);
    }
  };
  const field = (name: "username" | "password" | "paymentPassword", label: string, type = "text") => (
    <label className="field">
      <span>{label}</span>
      <input type={type} value={form[name]} onChange={(event) => setForm({ ...form, [name]: event.target.value })} autoComplete="off" required />
    </label>
  );
  return (
      <form className="agent-form" onSubmit={(event) => void submit(event)} data-testid="create-downline">
        <h3>{t`Open an account`}</h3>
        {field("username", t`Username`)}
        {field("password", t`Password`, "password")}
        {field("paymentPassword", t`Payment password`, "password")}
        <label className="field">
          <span>{t`Account type`}</span>
          <select value={form.accountType} onChange={(event) => setForm({ ...form, accountType: event.target.value })}>
            <option value="0">{t`Player`}</option>
            <option value="2">{t`Agent`}</option>
          </select>
        </label>
        <button type="submit" className="button button--primary" disabled={busy}>
          <Trans>Open account</Trans>
        </button>
        {outcome && (
          <p className={`form-message ${outcome.ok ? "form-message--ok" : "form-message--error"}`} role={outcome.ok ? "status" : "alert"}>
            {outcome.text}
          </p>
        )}
      </form>
  );
}

function Downlines({ account }: { account: string }) {
  const { i18n, t } = useLingui();
  const flows = useAgentFlows();
  const [pageNo, setPageNo] = useState(1);
  const page = useQuery(flows.queries.downlines(account, pageNo)).data;
  return (
    <PagedTable
      testId="downline-list"
      headings={[t`Username`, t`Type`, t`Team`, t`Joined`]}
      rows={page?.list}
      rowKey={(row) => row.username}
      cells={(row) => [row.username, row.type === 0 ? t`Player` : t`Agent`, row.teamSize, i18n.date(row.createdAt, { dateStyle: "medium" })]}
      empty={t`No downlines yet.`}
      pageNo={pageNo}
      totalPages={page?.totalPages ?? 1}
      onPage={setPageNo}
    />
  );
}

function useKindNames(): Record<ContractKind, string> {
  const { t } = useLingui();
  return { dividend: t`Dividend`, daily_salary: t`Daily wages`, hourly_salary: t`Hourly salary`, realtime_salary: t`Real-time salary` };
}

function Contracts() {
  const { i18n, t } = useLingui();
  const flows = useAgentFlows();
  const queryClient = useQueryClient();
  const actor = useActorRef(flows.agentContracts);
  const state = useSelector(actor, (s) => s);
  const { contracts, offer, problem, errorMessage } = state.context;
  const realtime = offer.kind === "realtime_salary";
  const kinds = useKindNames();
  useEffect(() => {
    const subscription = actor.on("contracts.changed", () => void queryClient.invalidateQueries({ queryKey: ["agent"] }));
    return () => subscription.unsubscribe();
  }, [actor, queryClient]);
  const statuses: Record<Contract["status"], string> = { pending: t`Pending`, processing: t`Processing`, accepted: t`Accepted`, completed: t`Completed`, rejected: t`Rejected` };
  const busy = state.hasTag("busy");
  if (state.matches("failed")) {
    return (
      <p className="form-message form-message--error" role="alert">
        {errorMessage ?? t`The contracts could not be loaded.`}{" "}
        <button type="button" className="button button--ghost" onClick={() => actor.send({ type: "retry" })}>
          <Trans>Try again</Trans>
        </button>
      </p>
    );
  }
  return (
    <>
      <form
        className="agent-form"
        data-testid="contract-offer"
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: "offer.submit" });
        }}
      >
        <h3>{t`Offer a contract to a downline agent`}</h3>
        <label className="field">
          <span>{t`Contract`}</span>
          <select value={offer.kind} onChange={(event) => actor.send({ type: "offer.change", field: "kind", value: event.target.value })}>
            {CONTRACT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kinds[kind]}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t`Downline`}</span>
          <input value={offer.downline} onChange={(event) => actor.send({ type: "offer.change", field: "downline", value: event.target.value })} aria-invalid={problem === "downline"} />
        </label>
        <label className="field">
          <span>{realtime ? t`Loss wage (%)` : t`Rate (%)`}</span>
          <input inputMode="decimal" value={offer.ratePercent} onChange={(event) => actor.send({ type: "offer.change", field: "ratePercent", value: event.target.value })} aria-invalid={problem === "rate"} />
        </label>
        {realtime && (
          <label className="field">
            <span>{t`Win wage (%)`}</span>
            <input inputMode="decimal" value={offer.winRatePercent} onChange={(event) => actor.send({ type: "offer.change", field: "winRatePercent", value: event.target.value })} aria-invalid={problem === "winRate"} />
          </label>
        )}
        <button type="submit" className="button button--primary" disabled={busy}>
          <Trans>Send the offer</Trans>
        </button>
        {problem && (
          <p className="form-message form-message--error" role="alert">
            {problem === "downline"
              ? t`Name the downline agent.`
              : problem === "winRate"
                ? t`The win wage must be from 0 to 100, with two decimals at most.`
                : t`The rate must be more than 0 and at most 100, with two decimals at most.`}
          </p>
        )}
        {errorMessage && !problem && (
          <p className="form-message form-message--error" role="alert">
            {errorMessage}
          </p>
        )}
      </form>
      <table className="records" data-testid="contract-list">
        <thead>
          <tr>
            <th>{t`Contract`}</th>
            <th>{t`Parties`}</th>
            <th>{t`Rate`}</th>
            <th>{t`Paid so far`}</th>
            <th>{t`Status`}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {contracts.map((contract) => (
            <tr key={contract.id} data-testid={`contract-${contract.id}`}>
              <td>
                {kinds[contract.kind]}
                {contract.requestType === "termination" && <span className="muted"> · {t`termination`}</span>}
              </td>
              <td>
                {contract.upline} → {contract.member}
              </td>
              <td>{contract.winRatePercent === null ? `${contract.ratePercent}%` : t`loss ${contract.ratePercent}% · win ${contract.winRatePercent}%`}</td>
              <td data-testid="contract-paid">{formatMoney(contract.paid, i18n.locale)}</td>
              <td>
                {statuses[contract.status]}
                {contract.reason && <div className="muted">{contract.reason}</div>}
              </td>
              <td className="data-table__actions">
                {contract.awaitingMe && (
                  <>
                    <button type="button" className="button button--primary button--small" disabled={busy} onClick={() => actor.send({ type: "contract.answer", contract, action: "accept" })}>
                      <Trans>Sign</Trans>
                    </button>
                    <button type="button" className="button button--ghost button--small" disabled={busy} onClick={() => actor.send({ type: "contract.answer", contract, action: "reject" })}>
                      <Trans>Reject</Trans>
                    </button>
                  </>
                )}
                {contract.status === "accepted" && contract.requestType === "new" && (
                  <button type="button" className="button button--ghost button--small" disabled={busy} onClick={() => actor.send({ type: "contract.answer", contract, action: "termination" })}>
                    <Trans>Ask to end</Trans>
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {!state.hasTag("loading") && contracts.length === 0 && <p className="empty-state">{t`No contracts yet.`}</p>}
    </>
  );
}

function Income({ account, kind }: { account: string; kind?: ContractKind }) {
  const { i18n, t } = useLingui();
  const flows = useAgentFlows();
  const kinds = useKindNames();
  const [pageNo, setPageNo] = useState(1);
  const page = useQuery(flows.queries.income(account, pageNo, kind)).data;
  const money = (value: string) => formatMoney(value, i18n.locale);
  return (
    <PagedTable
      testId="income-list"
      headings={[t`Period`, t`Contract`, t`Team valid bet`, t`Rate`, t`Paid`]}
      rows={page?.list}
      rowKey={(row) => row.id}
      cells={(row) => [
        i18n.date(row.periodStart, { dateStyle: "medium", timeZone: "UTC" }),
        kinds[CONTRACT_KINDS.find((contractKind) => contractKind === row.kind) ?? "daily_salary"],
        money(row.base),
        `${row.ratePercent}%`,
        <Signed value={row.amount} text={money(row.amount)} />,
      ]}
      empty={t`No income yet: contracts pay after each period.`}
      pageNo={pageNo}
      totalPages={page?.totalPages ?? 1}
      onPage={setPageNo}
    />
  );
}

function Announcements() {
  const { i18n, t } = useLingui();
  const notices = useQuery(useContentQueries().notices(i18n.locale)).data ?? [];
  return (
    <div className="agent-notices">
      {notices.map((notice) => (
        <details key={notice.id} className="card">
          <summary>
            <strong>{notice.title}</strong> <span className="muted">{i18n.date(notice.time, { dateStyle: "medium" })}</span>
          </summary>
          {/* The server sends notices sanitised. */}
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: notice.content }} />
        </details>
      ))}
      {notices.length === 0 && <p className="empty-state">{t`No announcements.`}</p>}
    </div>
  );
}

/** The period pickers of the team pages: the first and last day asked for. */
function usePeriod() {
  const [days, setDays] = useState<PeriodDays>(7);
  return { days, setDays, from: fromOf(days) ?? "2000-01-01", to: today() };
}

function TeamBets({ account }: { account: string }) {
  const { i18n, t } = useLingui();
  const flows = useAgentFlows();
  const { days, setDays, from, to } = usePeriod();
  const [username, setUsername] = useState("");
  const [pageNo, setPageNo] = useState(1);
  const page = useQuery(flows.queries.teamBets(account, { from, to, pageNo, username })).data;
  const money = (value: string) => formatMoney(value, i18n.locale);
  return (
    <>
      <div className="filters">
        <PeriodPicker days={days} onChange={(value) => (setDays(value), setPageNo(1))} />
        <input type="search" className="search__input" placeholder={t`Username`} aria-label={t`Username`} value={username} onChange={(event) => (setUsername(event.target.value), setPageNo(1))} />
      </div>
      <PagedTable
        testId="team-bets"
        headings={[t`Time`, t`Username`, t`Game`, t`Bet`, t`Win`]}
        rows={page?.list}
        rowKey={(row) => row.id}
        cells={(row) => [i18n.date(row.time, { dateStyle: "short", timeStyle: "short" }), row.username, row.gameName, money(row.bet), money(row.win)]}
        empty={t`No bets in this period.`}
        pageNo={pageNo}
        totalPages={page?.totalPages ?? 1}
        onPage={setPageNo}
      />
    </>
  );
}

function MemberResults({ account }: { account: string }) {
  const { i18n, t } = useLingui();
  const flows = useAgentFlows();
  const { days, setDays, from, to } = usePeriod();
  const [pageNo, setPageNo] = useState(1);
  const page = useQuery(flows.queries.memberResults(account, { from, to, pageNo })).data;
  const money = (value: string) => formatMoney(value, i18n.locale);
  return (
    <>
      <PeriodPicker days={days} onChange={(value) => (setDays(value), setPageNo(1))} />
      <PagedTable
        testId="member-results"
        headings={[t`Username`, t`Level`, t`Rounds`, t`Bet`, t`Profit and loss`]}
        rows={page?.list}
        rowKey={(row) => row.username}
        cells={(row) => [row.username, row.level, row.rounds, money(row.bet), <Signed value={row.profit} text={money(row.profit)} />]}
        empty={t`No bets in this period.`}
        pageNo={pageNo}
        totalPages={page?.totalPages ?? 1}
        onPage={setPageNo}
      />
    </>
  );
}

function AccountDetails({ account }: { account: string }) {
  const { i18n, t } = useLingui();
  const flows = useAgentFlows();
  const [pageNo, setPageNo] = useState(1);
  const page = useQuery(flows.queries.records(account, pageNo)).data;
  const money = (value: string) => formatMoney(value, i18n.locale);
  return (
    <PagedTable
      testId="agent-account-details"
      headings={[t`Time`, t`Details`, t`Amount`, t`Balance`]}
      rows={page?.list}
      rowKey={(row) => row.id}
      cells={(row) => [i18n.date(row.time, { dateStyle: "short", timeStyle: "short" }), row.reference || row.type, <Signed value={row.amount} text={money(row.amount)} />, money(row.balanceAfter)]}
      empty={t`No movements yet.`}
      pageNo={pageNo}
      totalPages={page?.totalPages ?? 1}
      onPage={setPageNo}
    />
  );
}
