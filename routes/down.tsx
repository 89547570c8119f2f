// App download page.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { DownloadPage } from "../src/features/content/pages/ContentPages";

export const Route = createFileRoute("/down")({
  staticData: { title: msg`App download`, banner: "w_down" },
  loader: ({ context }) => context.data.downloads(),
  component: DownloadPage,
});
