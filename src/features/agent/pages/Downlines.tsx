// The agent's downlines, a page at a time.
import { useQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { isAgentAccount } from "../../../../machines/access";
import { useAgentFlows } from "../../../flows/actors";
import { DataTable } from "../../../ui/DataTable";
import { localDigits } from "../../../i18n/format";
import { withPage, type AgentListProps } from "./shared";

export function Downlines({ account, search, onSearch }: AgentListProps) {
  const { i18n, t } = useLingui();
  const flows = useAgentFlows();
  const pageNo = search.pageNo ?? 1;
  const page = useQuery(flows.queries.downlines(account, pageNo)).data;
  return (
    <DataTable
      testId="downline-list"
      headings={[t`Username`, t`Type`, t`Team`, t`Joined`]}
      rows={page?.list}
      rowKey={(row) => row.username}
      cells={(row) => [row.username, isAgentAccount(row.type) ? t`Agent` : t`Player`, localDigits(row.teamSize, i18n.locale), i18n.date(row.createdAt, { dateStyle: "medium" })]}
      empty={t`No downlines yet.`}
      pageNo={pageNo}
      totalPages={page?.totalPages ?? 1}
      onPage={(next) => onSearch(withPage(search, next))}
    />
  );
}
