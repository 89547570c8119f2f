// Help centre without the header (opened from apps).
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { FramePage } from "../src/features/shell/components/FramePage";

export const Route = createFileRoute("/helpmc")({
  staticData: { title: msg`Help centre`, layout: "bare" },
  component: FramePage,
});
