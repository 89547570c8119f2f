// The agent's own wallet movements, a page at a time.
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { useAgentFlows } from "../../../flows/actors";
import { formatMoney } from "../../../i18n/format";
import { DataTable, SignedAmount } from "../../../ui/DataTable";

export function AccountDetails({ account }: { account: string }) {
  const { i18n, t } = useLingui();
  const flows = useAgentFlows();
  const [pageNo, setPageNo] = useState(1);
  const page = useQuery(flows.queries.records(account, pageNo)).data;
  const money = (value: string) => formatMoney(value, i18n.locale);
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
      onPage={setPageNo}
    />
  );
}
