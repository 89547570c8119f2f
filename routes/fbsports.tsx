// Sports provider page, header only: it opens the lead sports provider's game.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { ProviderPage } from "../src/features/games/pages/ProviderPage";

export const Route = createFileRoute("/fbsports")({
  staticData: { title: msg`Sports`, layout: "headerOnly" },
  loader: ({ context }) => context.data.games(),
  component: function FbSports() {
    const { i18n } = useLingui();
    return <ProviderPage gameType="SPORTS" title={i18n._(msg`Sports`)} />;
  },
});
