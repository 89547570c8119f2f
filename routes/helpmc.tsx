// Help centre without the header (opened from apps).
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { HelpPage } from "../src/features/content/pages/ContentPages";

export const Route = createFileRoute("/helpmc")({
  staticData: { title: msg`Help centre`, layout: "bare" },
  loader: ({ context }) => context.data.help(),
  component: () => <HelpPage withModal={false} />,
});
