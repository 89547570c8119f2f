// The game page, header only: the house slot in the page, or a launched vendor game.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { gameSearchSchema } from "../src/contract/search";
import { GamePage } from "../src/features/games/pages/GamePage";

export const Route = createFileRoute("/game")({
  validateSearch: gameSearchSchema,
  staticData: { title: msg`Game`, layout: "headerOnly" },
  loader: ({ context }) => context.data.games(),
  component: function Game() {
    const { nodeId, vendor, launch, engine } = Route.useSearch();
    return <GamePage nodeId={nodeId} vendor={vendor} launch={launch} engine={engine} />;
  },
});
