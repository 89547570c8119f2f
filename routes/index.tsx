// Home (also /index, /index.html and /home).
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { HomePage } from "../src/features/content/components/HomePage";

const BANNERS = "w_home";

export const Route = createFileRoute("/")({
  staticData: { title: msg`Home`, banner: BANNERS },
  loader: ({ context }) => {
    context.data.notices();
    context.data.banners(BANNERS);
  },
  component: HomePage,
});
