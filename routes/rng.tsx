// Slots game list.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { gameListSearchSchema } from "../src/contract/search";
import { useLingui } from "@lingui/react/macro";
import { LobbyPage } from "../src/features/games/pages/LobbyPage";

export const Route = createFileRoute("/rng")({
  validateSearch: gameListSearchSchema,
  staticData: { title: msg`Slots`, banner: "w_rng" },
  loader: ({ context }) => context.data.lobby(),
  component: function Lobby() {
    const { i18n } = useLingui();
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <LobbyPage gameType="RNG" title={i18n._(msg`Slots`)} search={search} onSearch={(next, replace) => void navigate({ search: next, replace })} />;
  },
});
