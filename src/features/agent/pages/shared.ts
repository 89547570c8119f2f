// What the agent centre's pages share: the names of the contract kinds and the period of the team pages.
import { useLingui } from "@lingui/react/macro";
import type { ContractKind } from "../../../contract/agent";
import type { AgentListSearch } from "../../../contract/search";
import { fromOf, pageParam, PERIOD_PRESETS, type PeriodDays } from "../../../ui/Paging";

export const today = () => new Date().toISOString().slice(0, 10);

export function useKindNames(): Record<ContractKind, string> {
  const { t } = useLingui();
  return { dividend: t`Dividend`, daily_salary: t`Daily wages`, hourly_salary: t`Hourly salary`, realtime_salary: t`Real-time salary` };
}

/** A list page's period, page and username live in the URL's search: a reload or a shared link shows the same list. */
export interface AgentListProps {
  account: string;
  search: AgentListSearch;
  /** replace: no new history step (a name as it is typed). */
  onSearch: (search: AgentListSearch, replace?: boolean) => void;
}

/** The period a URL asks for: the last 7 days unless it says otherwise (0 is all time, an unknown preset 7 days). */
export function periodOf(search: AgentListSearch) {
  const days: PeriodDays = search.days === 0 ? undefined : (PERIOD_PRESETS.find((preset) => preset === search.days) ?? 7);
  return { days, from: fromOf(days) ?? "2000-01-01", to: today() };
}
/** The URL's search for a newly picked period, from its first page. */
export const withPeriod = (search: AgentListSearch, days: PeriodDays): AgentListSearch => ({ ...search, days: days === 7 ? undefined : (days ?? 0), pageNo: undefined });
/** The URL's search for another page: the first page is the plain URL. */
export const withPage = (search: AgentListSearch, pageNo: number): AgentListSearch => ({ ...search, pageNo: pageParam(pageNo) });
