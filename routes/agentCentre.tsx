// The agent centre: a modal over the site, one of its pages chosen by the search.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { agentCentreSearchSchema } from "../src/contract/search";
import { AgentCentre } from "../src/features/agent/pages/AgentCentre";

export const Route = createFileRoute("/agentCentre")({
  validateSearch: agentCentreSearchSchema,
  staticData: { title: msg`Agent centre` },
  loader: ({ context }) => context.data.agent(),
  component: function AgentCentreRoute() {
    const { page, ...list } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <AgentCentre page={page ?? "overview"} search={list} onSearch={(next, replace) => void navigate({ search: { page, ...next }, replace })} />;
  },
});
