// Seamless-wallet game page, header only: the same game page as /game (SPEC §2 treats it as a game page).
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { gameSearchSchema } from "../src/contract/search";
import { GamePage } from "../src/features/games/pages/GamePage";

export const Route = createFileRoute("/seamless")({
  validateSearch: gameSearchSchema,
  staticData: { title: msg`Game`, layout: "headerOnly" },
  loader: ({ context }) => context.data.games(),
  component: function Seamless() {
    const { nodeId, vendor, launch, engine } = Route.useSearch();
    return <GamePage nodeId={nodeId} vendor={vendor} launch={launch} engine={engine} />;
  },
});
