// Point mall.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { FramePage } from "../src/features/shell/components/FramePage";

export const Route = createFileRoute("/pointMall")({
  staticData: { title: msg`Point mall`, banner: "w_shop" },
  component: FramePage,
});
