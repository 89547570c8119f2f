// A lottery game page (SPEC §2), header only: the lottery screen with the game named in the search.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { lotterySearchSchema } from "../src/contract/search";
import { LotteryScreen } from "../src/features/games/pages/lottery/LotteryScreen";

export const Route = createFileRoute("/lottert")({
  validateSearch: lotterySearchSchema,
  staticData: { title: msg`Lottery`, layout: "headerOnly" },
  loader: ({ context }) => context.data.games(),
  component: function Lottery() {
    return <LotteryScreen search={Route.useSearch()} />;
  },
});
