// Notice page.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { FramePage } from "../src/features/shell/components/FramePage";

export const Route = createFileRoute("/noticePage")({
  staticData: { title: msg`Announcements` },
  component: FramePage,
});
