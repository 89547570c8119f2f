// One promotion.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { promoDetailSearchSchema } from "../src/contract/search";
import { FramePage } from "../src/features/shell/components/FramePage";

export const Route = createFileRoute("/promoDetail")({
  validateSearch: promoDetailSearchSchema,
  staticData: { title: msg`Promotion details` },
  component: FramePage,
});
