// Sports category page: the sportsbook, then the providers' games.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { gameListSearchSchema } from "../src/contract/search";
import { useLingui } from "@lingui/react/macro";
import { LobbyPage } from "../src/features/games/pages/LobbyPage";
import { SportsBook } from "../src/features/games/pages/sports/SportsBook";

export const Route = createFileRoute("/sports")({
  validateSearch: gameListSearchSchema,
  staticData: { title: msg`Sports`, banner: "w_sports" },
  loader: ({ context }) => context.data.lobby(),
  component: function Lobby() {
    const { i18n } = useLingui();
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    // The book first; the providers' games (the cockfight arena among the sports ones) below it.
    return (
      <>
        <SportsBook area="sports" />
        <LobbyPage gameType="SPORTS" title={i18n._(msg`Sports`)} search={search} onSearch={(next, replace) => void navigate({ search: next, replace })} />
      </>
    );
  },
});
