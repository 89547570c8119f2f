// Slots game list.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { gameListSearchSchema } from "../src/contract/search";
import { FramePage } from "../src/features/shell/components/FramePage";

export const Route = createFileRoute("/rng")({
  validateSearch: gameListSearchSchema,
  staticData: { title: msg`Slots`, banner: "w_rng" },
  component: FramePage,
});
