// Account record: every movement of the main wallet with its type, amount and the balance after it; by type and date.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { MemberSearch } from "../../../contract/search";
import { TRANSFER_KINDS, type TransferKind } from "../../../contract/wallet";
import { formatDate } from "../../../i18n/format";
import { referenceText } from "./walletText";
import { fromOf, pageParam, Pager, PERIOD_PRESETS, PeriodPicker, TypeFilter } from "../../../ui/Paging";
import { useWalletView } from "./useWalletView";

const KIND_LABELS: Record<TransferKind, MessageDescriptor> = {
  deposit: msg`Deposit`,
  withdrawal_hold: msg`Withdrawal`,
  withdrawal_release: msg`Withdrawal returned`,
  withdrawal_payout: msg`Withdrawal paid out`,
  withdrawal_refund: msg`Withdrawal refunded`,
  vendor_in: msg`To a game wallet`,
  vendor_out: msg`From a game wallet`,
  agent_transfer: msg`Agent transfer`,
  adjustment: msg`Adjustment`,
  freeplay_grant: msg`Free play balance`,
  bonus: msg`Bonus`,
  game_bet: msg`Bet`,
  game_win: msg`Win`,
  game_refund: msg`Bet refunded`,
  agent_salary: msg`Agent salary`,
  agent_dividend: msg`Agent dividend`,
  rebate: msg`Rebate`,
  mission_reward: msg`Mission reward`,
};

/** A record page's filter, period and page live in the URL's search: a reload or a shared link shows the same page. */
export interface RecordSearchProps {
  search: MemberSearch;
  onSearch: (search: MemberSearch) => void;
}

/** The period and page a URL asks for: a period the page does not offer is all time. */
export function recordChoice(search: MemberSearch) {
  return { days: PERIOD_PRESETS.find((preset) => preset === search.days), pageNo: search.page ?? 1 };
}

export function RecordsPage({ search, onSearch }: RecordSearchProps) {
  const { i18n, t } = useLingui();
  const { account, flows, money } = useWalletView();
  const type = TRANSFER_KINDS.find((kind) => kind === search.kind);
  const { days, pageNo } = recordChoice(search);
  const from = fromOf(days);
  const { data } = useQuery({ ...flows.queries.records(account, { type, from, pageNo }), placeholderData: keepPreviousData });
  const list = data?.list ?? [];
  const totalPages = data?.totalPages ?? 1;
  return (
    <div className="wallet-page">
      <div className="filters">
        <TypeFilter kinds={TRANSFER_KINDS} labels={KIND_LABELS} value={type} onChange={(kind) => onSearch({ ...search, kind, page: undefined })} />
        <PeriodPicker days={days} onChange={(chosen) => onSearch({ ...search, days: chosen, page: undefined })} />
      </div>
      {list.length === 0 ? (
        <p className="empty-state">{t`No records for this choice.`}</p>
      ) : (
        <table className="records" data-testid="records">
          <thead>
            <tr>
              <th scope="col">{t`Time`}</th>
              <th scope="col">{t`Type`}</th>
              <th scope="col">{t`Amount`}</th>
              <th scope="col">{t`Balance after`}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((record) => (
              <tr key={record.id}>
                <td>{formatDate(record.time, i18n.locale, true)}</td>
                <td>
                  {i18n._(KIND_LABELS[record.type])}
                  {record.reference && <small className="muted"> · {referenceText(i18n, record.reference)}</small>}
                </td>
                <td className={record.amount.startsWith("-") ? "amount amount--out" : "amount amount--in"}>{money(record.amount)}</td>
                <td className="amount">{money(record.balanceAfter)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager pageNo={pageNo} totalPages={totalPages} onPage={(next) => onSearch({ ...search, page: pageParam(next) })} />
    </div>
  );
}
