// What the contracts paid the agent, of every kind or of one (the dividend record and the wage pages).
import { useQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { useAgentFlows } from "../../../flows/actors";
import { CONTRACT_KINDS, type ContractKind } from "../../../contract/agent";
import { useFormat } from "../../../i18n/useFormat";
import { DataTable, SignedAmount } from "../../../ui/DataTable";
import { useKindNames, withPage, type AgentListProps } from "./shared";

export function Income({ account, kind, search, onSearch }: AgentListProps & { kind?: ContractKind }) {
  const { i18n, t } = useLingui();
  const flows = useAgentFlows();
  const kinds = useKindNames();
  const pageNo = search.pageNo ?? 1;
  const page = useQuery(flows.queries.income(account, pageNo, kind)).data;
  const format = useFormat();
  const money = format.money;
  return (
    <DataTable
      testId="income-list"
      headings={[t`Period`, t`Contract`, t`Team valid bet`, t`Rate`, t`Paid`]}
      rows={page?.list}
      rowKey={(row) => row.id}
      cells={(row) => [
        i18n.date(row.periodStart, { dateStyle: "medium", timeZone: "UTC" }),
        kinds[CONTRACT_KINDS.find((contractKind) => contractKind === row.kind) ?? "daily_salary"],
        money(row.base),
        `${format.digits(row.ratePercent)}%`,
        <SignedAmount value={row.amount} text={money(row.amount)} />,
      ]}
      empty={t`No income yet: contracts pay after each period.`}
      pageNo={pageNo}
      totalPages={page?.totalPages ?? 1}
      onPage={(next) => onSearch(withPage(search, next))}
    />
  );
}
