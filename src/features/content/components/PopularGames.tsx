// Popular games on the home page.
import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { useContentQueries } from "../../../flows/actors";
import { GameGrid } from "./GameTile";

export function PopularGames() {
  const { i18n } = useLingui();
  const { data: games = [] } = useQuery(useContentQueries().popular(i18n.locale));
  return (
    <section aria-labelledby="popular-title" data-testid="popular-games">
      <h2 id="popular-title" className="section-title">
        <Trans>Popular games</Trans>
      </h2>
      <GameGrid games={games} />
    </section>
  );
}
