// Point mall: points, rewards, conversion and point details (their page in the URL: /pointMall?page=2).
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { pointMallSearchSchema } from "../src/contract/search";
import { PointMallPage } from "../src/features/wallet/pages/PointMallPage";

export const Route = createFileRoute("/pointMall")({
  validateSearch: pointMallSearchSchema,
  staticData: { title: msg`Point mall`, banner: "w_shop" },
  loader: ({ context }) => context.data.wallet(),
  component: function PointMallRoute() {
    const navigate = Route.useNavigate();
    return <PointMallPage search={Route.useSearch()} onSearch={(next) => void navigate({ search: next })} />;
  },
});
