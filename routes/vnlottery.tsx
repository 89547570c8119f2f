// Vietnam lottery page, header only: the lottery screen, its lobby showing the VN games.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { lotterySearchSchema } from "../src/contract/search";
import { LotteryScreen } from "../src/features/games/pages/lottery/LotteryScreen";

export const Route = createFileRoute("/vnlottery")({
  validateSearch: lotterySearchSchema,
  staticData: { title: msg`Lottery`, layout: "headerOnly" },
  loader: ({ context }) => context.data.games(),
  component: function VnLottery() {
    return <LotteryScreen search={Route.useSearch()} area="VN" />;
  },
});
