// Promotions list with type filters.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { promotionsSearchSchema } from "../src/contract/search";
import { FramePage } from "../src/features/shell/components/FramePage";

export const Route = createFileRoute("/promotions")({
  validateSearch: promotionsSearchSchema,
  staticData: { title: msg`Promotions`, banner: "w_promotion" },
  component: FramePage,
});
