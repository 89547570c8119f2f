// Live casino.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { FramePage } from "../src/features/shell/components/FramePage";

export const Route = createFileRoute("/live")({
  staticData: { title: msg`Live casino`, banner: "w_live" },
  component: FramePage,
});
