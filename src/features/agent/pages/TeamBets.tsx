// The team's bets over a period, optionally of one member.
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { useAgentFlows } from "../../../flows/actors";
import { useFormat } from "../../../i18n/useFormat";
import { DataTable } from "../../../ui/DataTable";
import { PeriodPicker } from "../../../ui/Paging";
import { periodOf, withPage, withPeriod, type AgentListProps } from "./shared";

export function TeamBets({ account, search, onSearch }: AgentListProps) {
  const { i18n, t } = useLingui();
  const flows = useAgentFlows();
  const { days, from, to } = periodOf(search);
  const pageNo = search.pageNo ?? 1;
  // The typed name filters as it is typed; the URL takes it without a history step per key.
  const [username, setUsername] = useState(search.username ?? "");
  const page = useQuery(flows.queries.teamBets(account, { from, to, pageNo, username: search.username ?? "" })).data;
  const format = useFormat();
  const money = format.money;
  return (
    <>
      <div className="filters">
        <PeriodPicker days={days} onChange={(value) => onSearch(withPeriod(search, value))} />
        <input type="search" className="search__input" placeholder={t`Username`} aria-label={t`Username`} value={username} onChange={(event) => (setUsername(event.target.value), onSearch({ ...search, username: event.target.value.trim() || undefined, pageNo: undefined }, true))} />
      </div>
      <DataTable
        testId="team-bets"
        headings={[t`Time`, t`Username`, t`Game`, t`Bet`, t`Win`]}
        rows={page?.list}
        rowKey={(row) => row.id}
        cells={(row) => [i18n.date(row.time, { dateStyle: "short", timeStyle: "short" }), row.username, row.gameName, money(row.bet), money(row.win)]}
        empty={t`No bets in this period.`}
        pageNo={pageNo}
        totalPages={page?.totalPages ?? 1}
        onPage={(next) => onSearch(withPage(search, next))}
      />
    </>
  );
}
