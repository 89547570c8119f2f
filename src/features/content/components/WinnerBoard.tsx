// The winner board: the latest big wins, player names masked.
import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { useContentQueries } from "../../../flows/actors";
import { useFormat } from "../../../i18n/useFormat";

export function WinnerBoard() {
  const { i18n } = useLingui();
  const format = useFormat();
  const { data } = useQuery(useContentQueries().winners(i18n.locale));
  const winners = data?.list ?? [];
  return (
    <section className="winner-board card" aria-labelledby="winners-title" data-testid="winner-board">
      <h2 id="winners-title" className="section-title">
        <Trans>Latest big wins</Trans>
      </h2>
      {winners.length === 0 ? (
        <p className="muted">
          <Trans>No wins to show yet.</Trans>
        </p>
      ) : (
        // The list scrolls: a keyboard reaches it with Tab and scrolls it with the arrows.
        <div className="winner-board__window" tabIndex={0} role="region" aria-labelledby="winners-title">
          <ol className="winner-board__list">
            {winners.map(({ vo }, index) => (
              <li key={`${vo.nodeId}-${vo.time}-${index}`}>
                <span className="winner-board__player">{vo.player}</span>
                <span className="winner-board__game">{vo.gameName}</span>
                <span className="winner-board__amount">{format.money(vo.amount)}</span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
