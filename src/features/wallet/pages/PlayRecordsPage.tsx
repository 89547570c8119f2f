// Betting record (personalHistoryCopy) and profit and loss (personalProfit): the member's rounds, by period.
import { useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatDate } from "../../../i18n/format";
import { useWalletView } from "./useWalletView";

const PRESETS = [7, 30] as const;
const dayAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

function usePeriod() {
  const { t } = useLingui();
  const [days, setDays] = useState<(typeof PRESETS)[number] | undefined>(undefined);
  const picker = (
    <div className="segmented" role="group" aria-label={t`Period`}>
      <button type="button" className={days === undefined ? "is-active" : undefined} aria-pressed={days === undefined} onClick={() => setDays(undefined)}>
        <Trans>All</Trans>
      </button>
      {PRESETS.map((preset) => (
        <button key={preset} type="button" className={days === preset ? "is-active" : undefined} aria-pressed={days === preset} onClick={() => setDays(preset)}>
          {t`Last ${preset} days`}
        </button>
      ))}
    </div>
  );
  return { from: days === undefined ? undefined : dayAgo(days), picker };
}

export function BetRecordsPage() {
  const { i18n, t } = useLingui();
  const { account, flows, money } = useWalletView();
  const { from, picker } = usePeriod();
  const [pageNo, setPageNo] = useState(1);
  const { data } = useQuery({ ...flows.queries.bets(account, { from, pageNo }), placeholderData: keepPreviousData });
  const list = data?.list ?? [];
  return (
    <div className="wallet-page">
      <div className="filters">{picker}</div>
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
      {(data?.totalPages ?? 1) > 1 && (
        <nav className="pager" aria-label={t`Pages`}>
          <button type="button" className="button button--ghost" disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)}>
            <Trans>Previous</Trans>
          </button>
          <span>{t`Page ${pageNo} of ${data?.totalPages ?? 1}`}</span>
          <button type="button" className="button button--ghost" disabled={pageNo >= (data?.totalPages ?? 1)} onClick={() => setPageNo(pageNo + 1)}>
            <Trans>Next</Trans>
          </button>
        </nav>
      )}
    </div>
  );
}

export function ProfitPage() {
  const { t } = useLingui();
  const { account, flows, money } = useWalletView();
  const { from, picker } = usePeriod();
  const profit = useQuery(flows.queries.profit(account, { from })).data;
  return (
    <div className="wallet-page">
      <div className="filters">{picker}</div>
      {profit && (
        <div className="wallet-summary card" data-testid="profit-total">
          <div>
            <span className="muted">{t`Rounds`}</span>
            <strong>{profit.total.rounds}</strong>
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
