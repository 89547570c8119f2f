// App download page.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { FramePage } from "../src/features/shell/components/FramePage";

export const Route = createFileRoute("/down")({
  staticData: { title: msg`App download`, banner: "w_down" },
  component: FramePage,
});
