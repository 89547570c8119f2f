// The home page's lottery results: each lottery game's latest draw, a link to its board.
import { Link } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { useContentQueries } from "../../../flows/actors";
import { useFormat } from "../../../i18n/useFormat";

export function LotteryResults() {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const { data } = useQuery(useContentQueries().lotteryResults(i18n.locale));
  if (!data || data.length === 0) return null;
  return (
    <section className="lottery-results-home card" aria-labelledby="lottery-results-title" data-testid="home-lottery-results">
      <h2 id="lottery-results-title" className="section-title">
        <Trans>Lottery results</Trans>
      </h2>
      <ul>
        {data.map((draw) => (
          <li key={draw.gameCode}>
            <Link to="/lottery" search={{ lottoGameCode: draw.gameCode, lottoView: "betting" }} aria-label={t`${draw.name}, draw ${format.digits(draw.drawNo)}: ${format.digits(draw.result ?? "")}`}>
              <span className="lottery-results-home__name">{draw.name}</span>
              <span className="lottery-results-home__digits" aria-hidden="true">
                {draw.result && format.digits(draw.result)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
