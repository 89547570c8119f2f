// Lottery category page.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { FramePage } from "../src/features/shell/components/FramePage";

export const Route = createFileRoute("/lott")({
  staticData: { title: msg`Lottery`, banner: "w_lott" },
  component: FramePage,
});
