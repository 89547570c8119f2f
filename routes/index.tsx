// Home (also /index, /index.html and /home).
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { HomePage } from "../src/features/content/components/HomePage";
import { HOME_BANNER_GROUP } from "../src/contract/startAnswers";

const BANNERS = HOME_BANNER_GROUP;

export const Route = createFileRoute("/")({
  staticData: { title: msg`Home`, banner: BANNERS },
  loader: ({ context }) => {
    context.data.notices();
    context.data.banners(BANNERS);
  },
  component: HomePage,
});
