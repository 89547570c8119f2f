// The team overview: members, new and active ones, rounds, valid bet and the players' profit and loss over a period.
import { useQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { useAgentFlows } from "../../../flows/actors";
import { formatMoney } from "../../../i18n/format";
import { PeriodPicker } from "../../../ui/Paging";
import { periodOf, withPeriod, type AgentListProps } from "./shared";

export function TeamOverview({ account, search, onSearch }: AgentListProps) {
  const { i18n, t } = useLingui();
  const flows = useAgentFlows();
  const { days, from, to } = periodOf(search);
  const overview = useQuery(flows.queries.overview(account, from, to)).data;
  const money = (value: string) => formatMoney(value, i18n.locale);
  const figures: [string, string | number][] = overview
    ? [
        [t`Team members`, overview.teamSize],
        [t`New members`, overview.newMembers],
        [t`Active members`, overview.activeMembers],
        [t`Rounds`, overview.rounds],
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
