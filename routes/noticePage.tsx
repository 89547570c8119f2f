// Notice page.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { NoticePage } from "../src/features/content/pages/ContentPages";

export const Route = createFileRoute("/noticePage")({
  staticData: { title: msg`Announcements` },
  loader: ({ context }) => context.data.notices(),
  component: NoticePage,
});
