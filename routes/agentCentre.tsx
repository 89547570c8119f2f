// The agent centre: a modal over the site, one of its pages chosen by the search.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import * as z from "zod/mini";
import { agentListSearchSchema } from "../src/contract/search";
import { AGENT_PAGES, AgentCentre } from "../src/features/agent/pages/AgentCentre";

const agentSearchSchema = z.extend(agentListSearchSchema, { page: z.catch(z.optional(z.enum(AGENT_PAGES)), undefined) });

export const Route = createFileRoute("/agentCentre")({
  validateSearch: agentSearchSchema,
  staticData: { title: msg`Agent centre` },
  component: function AgentCentreRoute() {
    const { page, ...list } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <AgentCentre page={page ?? "overview"} search={list} onSearch={(next, replace) => void navigate({ search: { page, ...next }, replace })} />;
  },
});
