// South-east Asian lottery game page, header only.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { lotterySearchSchema } from "../src/contract/search";
import { FramePage } from "../src/features/shell/components/FramePage";

export const Route = createFileRoute("/sealottery")({
  validateSearch: lotterySearchSchema,
  staticData: { title: msg`SEA lottery`, layout: "headerOnly" },
  component: FramePage,
});
