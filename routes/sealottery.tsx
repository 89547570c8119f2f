// South-east Asian lottery game page, header only.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { lotterySearchSchema } from "../src/contract/search";
import { LotteryPage } from "../src/features/games/pages/LotteryPage";

// A lottery game page (SPEC §2): the lottery screen with the game named in the search.
export const Route = createFileRoute("/sealottery")({
  validateSearch: lotterySearchSchema,
  staticData: { title: msg`Lottery`, layout: "headerOnly" },
  loader: ({ context }) => context.data.games(),
  component: function Lottery() {
    const { nodeId, gameCode, vendor, playType } = Route.useSearch();
    return <LotteryPage nodeId={nodeId} gameCode={gameCode} vendor={vendor} playType={playType} />;
  },
});
