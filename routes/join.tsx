// Agent programme page.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { JoinPage } from "../src/features/content/pages/ContentPages";

export const Route = createFileRoute("/join")({
  staticData: { title: msg`Become an agent` },
  loader: ({ context }) => context.data.join(),
  component: JoinPage,
});
