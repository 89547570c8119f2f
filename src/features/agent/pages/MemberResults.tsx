// Each team member's rounds, bets and profit and loss over a period.
import { useQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { useAgentFlows } from "../../../flows/actors";
import { useFormat } from "../../../i18n/useFormat";
import { DataTable, SignedAmount } from "../../../ui/DataTable";
import { PeriodPicker } from "../../../ui/Paging";
import { periodOf, withPage, withPeriod, type AgentListProps } from "./shared";

export function MemberResults({ account, search, onSearch }: AgentListProps) {
  const { t } = useLingui();
  const flows = useAgentFlows();
  const { days, from, to } = periodOf(search);
  const pageNo = search.pageNo ?? 1;
  const page = useQuery(flows.queries.memberResults(account, { from, to, pageNo })).data;
  const format = useFormat();
  const money = format.money;
  return (
    <>
      <PeriodPicker days={days} onChange={(value) => onSearch(withPeriod(search, value))} />
      <DataTable
        testId="member-results"
        headings={[t`Username`, t`Level`, t`Rounds`, t`Bet`, t`Profit and loss`]}
        rows={page?.list}
        rowKey={(row) => row.username}
        cells={(row) => [row.username, format.number(row.level), format.number(row.rounds), money(row.bet), <SignedAmount value={row.profit} text={money(row.profit)} />]}
        empty={t`No bets in this period.`}
        pageNo={pageNo}
        totalPages={page?.totalPages ?? 1}
        onPage={(next) => onSearch(withPage(search, next))}
      />
    </>
  );
}
