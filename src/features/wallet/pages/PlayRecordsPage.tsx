// Betting record (personalHistoryCopy) and profit and loss (personalProfit): the member's rounds, by period.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { formatDate } from "../../../i18n/format";
import { fromOf, pageParam, Pager, PeriodPicker } from "../../../ui/Paging";
import { recordChoice, type RecordSearchProps } from "./RecordsPage";
import { useWalletView } from "./useWalletView";

export function BetRecordsPage({ search, onSearch }: RecordSearchProps) {
  const { i18n, t } = useLingui();
  const { account, flows, money } = useWalletView();
  const { days, pageNo } = recordChoice(search);
  const { data } = useQuery({ ...flows.queries.bets(account, { from: fromOf(days), pageNo }), placeholderData: keepPreviousData });
  const list = data?.list ?? [];
  return (
    <div className="wallet-page">
      <div className="filters">
        <PeriodPicker days={days} onChange={(chosen) => onSearch({ ...search, days: chosen, page: undefined })} />
      </div>
      {list.length === 0 ? (
        <p className="empty-state">{t`No bets for this choice.`}</p>
      ) : (
        <table className="records" data-testid="bet-records">
          <thead>
            <tr>
              <th scope="col">{t`Time`}</th>
              <th scope="col">{t`Game`}</th>
              <th scope="col">{t`Bet`}</th>
              <th scope="col">{t`Win`}</th>
              <th scope="col">{t`Profit`}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((round) => (
              <tr key={round.id}>
                <td>{formatDate(round.time, i18n.locale, true)}</td>
                <td>{round.gameName}</td>
                <td className="amount">{money(round.bet)}</td>
                <td className="amount">{money(round.win)}</td>
                <td className={round.profit.startsWith("-") ? "amount amount--out" : "amount amount--in"}>{money(round.profit)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager pageNo={pageNo} totalPages={data?.totalPages ?? 1} onPage={(next) => onSearch({ ...search, page: pageParam(next) })} />
    </div>
  );
}

export function ProfitPage({ search, onSearch }: RecordSearchProps) {
  const { t } = useLingui();
  const { account, flows, money, format } = useWalletView();
  const { days } = recordChoice(search);
  const profit = useQuery(flows.queries.profit(account, { from: fromOf(days) })).data;
  return (
    <div className="wallet-page">
      <div className="filters">
        <PeriodPicker days={days} onChange={(chosen) => onSearch({ ...search, days: chosen })} />
      </div>
      {profit && (
        <div className="wallet-summary card" data-testid="profit-total">
          <div>
            <span className="muted">{t`Rounds`}</span>
            <strong>{format.number(profit.total.rounds)}</strong>
          </div>
          <div>
            <span className="muted">{t`Bets`}</span>
            <strong>{money(profit.total.bet)}</strong>
          </div>
          <div>
            <span className="muted">{t`Wins`}</span>
            <strong>{money(profit.total.win)}</strong>
          </div>
          <div>
            <span className="muted">{t`Profit and loss`}</span>
            <strong className={profit.total.profit.startsWith("-") ? "amount--out" : "amount--in"}>{money(profit.total.profit)}</strong>
          </div>
        </div>
      )}
    </div>
  );
}
