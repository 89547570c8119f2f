// E-sports category page.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { FramePage } from "../src/features/shell/components/FramePage";

export const Route = createFileRoute("/esports")({
  staticData: { title: msg`E-sports`, banner: "w_esports" },
  component: FramePage,
});
