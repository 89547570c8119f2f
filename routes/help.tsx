// Help centre.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { FramePage } from "../src/features/shell/components/FramePage";

export const Route = createFileRoute("/help")({
  staticData: { title: msg`Help centre`, banner: "w_help" },
  component: FramePage,
});
