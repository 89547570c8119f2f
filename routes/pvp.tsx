// Player-versus-player card game list.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { gameListSearchSchema } from "../src/contract/search";
import { FramePage } from "../src/features/shell/components/FramePage";

export const Route = createFileRoute("/pvp")({
  validateSearch: gameListSearchSchema,
  staticData: { title: msg`Card games`, banner: "w_pvp" },
  component: FramePage,
});
