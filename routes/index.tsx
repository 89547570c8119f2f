// Home (also /index, /index.html and /home).
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { HomePage } from "../src/features/content/components/HomePage";

export const Route = createFileRoute("/")({
  staticData: { title: msg`Home`, banner: "w_home" },
  loader: ({ context }) => context.data.notices(),
  component: HomePage,
});
