// The member centre: /member/{page}, one of the left menu's pages.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { memberSearchSchema } from "../src/contract/search";
import { MemberCentre } from "../src/features/wallet/pages/MemberCentre";

export const Route = createFileRoute("/member/$page")({
  validateSearch: memberSearchSchema,
  staticData: { title: msg`Member centre` },
  loader: ({ context }) => context.data.wallet(),
  component: function MemberCentreRoute() {
    const { page } = Route.useParams();
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <MemberCentre page={page} depositId={search.deposit} search={search} onSearch={(next) => void navigate({ search: next })} />;
  },
});
