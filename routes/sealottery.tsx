// South-east Asian lottery page, header only: the lottery screen, its lobby showing the SEA games.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { lotterySearchSchema } from "../src/contract/search";
import { LotteryScreen } from "../src/features/games/pages/lottery/LotteryScreen";

export const Route = createFileRoute("/sealottery")({
  validateSearch: lotterySearchSchema,
  staticData: { title: msg`Lottery`, layout: "headerOnly" },
  loader: ({ context }) => context.data.games(),
  component: function SeaLottery() {
    return <LotteryScreen search={Route.useSearch()} area="SEA" />;
  },
});
