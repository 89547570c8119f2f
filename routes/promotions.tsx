// Promotions list with type filters.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { promotionsSearchSchema } from "../src/contract/search";
import { PromotionsPage } from "../src/features/content/pages/ContentPages";

export const Route = createFileRoute("/promotions")({
  validateSearch: promotionsSearchSchema,
  staticData: { title: msg`Promotions`, banner: "w_promotion" },
  loaderDeps: ({ search }) => ({ type: search.type }),
  loader: ({ context, deps }) => context.data.promotions(deps.type),
  component: function Promotions() {
    const { type } = Route.useSearch();
    return <PromotionsPage type={type} />;
  },
});
