// Sports provider page, header only.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { FramePage } from "../src/features/shell/components/FramePage";

export const Route = createFileRoute("/fbsports")({
  staticData: { title: msg`Sports`, layout: "headerOnly" },
  component: FramePage,
});
