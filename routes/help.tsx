// Help centre.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { HelpPage } from "../src/features/content/pages/ContentPages";

export const Route = createFileRoute("/help")({
  staticData: { title: msg`Help centre`, banner: "w_help" },
  loader: ({ context }) => context.data.help(),
  component: HelpPage,
});
