// Point mall: points, rewards, conversion and point details.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { PointMallPage } from "../src/features/wallet/pages/PointMallPage";

export const Route = createFileRoute("/pointMall")({
  staticData: { title: msg`Point mall`, banner: "w_shop" },
  component: PointMallPage,
});
