// One promotion.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { promoDetailSearchSchema } from "../src/contract/search";
import { PromoDetailPage } from "../src/features/content/pages/ContentPages";

export const Route = createFileRoute("/promoDetail")({
  validateSearch: promoDetailSearchSchema,
  staticData: { title: msg`Promotion details` },
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) => context.data.promotion(deps.id),
  component: function PromoDetail() {
    const { id } = Route.useSearch();
    return <PromoDetailPage id={id} />;
  },
});
