// Sports category page.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { FramePage } from "../src/features/shell/components/FramePage";

export const Route = createFileRoute("/sports")({
  staticData: { title: msg`Sports`, banner: "w_sports" },
  component: FramePage,
});
