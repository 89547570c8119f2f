// The team overview: members, new and active ones, rounds, valid bet and the players' profit and loss over a period.
import { useQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { useAgentFlows } from "../../../flows/actors";
import { useFormat } from "../../../i18n/useFormat";
import { PeriodPicker } from "../../../ui/Paging";
import { periodOf, withPeriod, type AgentListProps } from "./shared";

export function TeamOverview({ account, search, onSearch }: AgentListProps) {
  const { t } = useLingui();
  const flows = useAgentFlows();
  const { days, from, to } = periodOf(search);
  const overview = useQuery(flows.queries.overview(account, from, to)).data;
  const format = useFormat();
  const money = format.money;
  const figures: [string, string][] = overview
    ? [
        [t`Team members`, format.number(overview.teamSize)],
        [t`New members`, format.number(overview.newMembers)],
        [t`Active members`, format.number(overview.activeMembers)],
        [t`Rounds`, format.number(overview.rounds)],
        [t`Valid bet`, money(overview.validBet)],
        [t`Players' profit and loss`, money(overview.profitLoss)],
      ]
    : [];
  return (
    <>
      <PeriodPicker days={days} onChange={(chosen) => onSearch(withPeriod(search, chosen))} />
      <dl className="agent-figures" data-testid="team-overview">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
