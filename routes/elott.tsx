// E-lottery category page.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { FramePage } from "../src/features/shell/components/FramePage";

export const Route = createFileRoute("/elott")({
  staticData: { title: msg`E-lottery`, banner: "w_lott" },
  component: FramePage,
});
