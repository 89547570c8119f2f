// The agent's own wallet movements, a page at a time.
import { useQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { useAgentFlows } from "../../../flows/actors";
import { useFormat } from "../../../i18n/useFormat";
import { DataTable, SignedAmount } from "../../../ui/DataTable";
import { withPage, type AgentListProps } from "./shared";

export function AccountDetails({ account, search, onSearch }: AgentListProps) {
  const { i18n, t } = useLingui();
  const flows = useAgentFlows();
  const pageNo = search.pageNo ?? 1;
  const page = useQuery(flows.queries.records(account, pageNo)).data;
  const format = useFormat();
  const money = format.money;
  return (
    <DataTable
      testId="agent-account-details"
      headings={[t`Time`, t`Details`, t`Amount`, t`Balance`]}
      rows={page?.list}
      rowKey={(row) => row.id}
      cells={(row) => [i18n.date(row.time, { dateStyle: "short", timeStyle: "short" }), row.reference || row.type, <SignedAmount value={row.amount} text={money(row.amount)} />, money(row.balanceAfter)]}
      empty={t`No movements yet.`}
      pageNo={pageNo}
      totalPages={page?.totalPages ?? 1}
      onPage={(next) => onSearch(withPage(search, next))}
    />
  );
}
