// The agent centre: a modal over the site, one of its pages chosen by the search.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import * as z from "zod/mini";
import { AGENT_PAGES } from "../machines/access";
import { AgentCentre } from "../src/features/agent/pages/AgentCentre";

const agentSearchSchema = z.object({ page: z.catch(z.optional(z.enum(AGENT_PAGES)), undefined) });

export const Route = createFileRoute("/agentCentre")({
  validateSearch: agentSearchSchema,
  staticData: { title: msg`Agent centre` },
  component: function AgentCentreRoute() {
    const { page } = Route.useSearch();
    return <AgentCentre page={page ?? "overview"} />;
  },
});
