// Lottery game screen, header only.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { lotterySearchSchema } from "../src/contract/search";
import { FramePage } from "../src/features/shell/components/FramePage";

export const Route = createFileRoute("/lottery")({
  validateSearch: lotterySearchSchema,
  staticData: { title: msg`Lottery`, layout: "headerOnly" },
  component: FramePage,
});
