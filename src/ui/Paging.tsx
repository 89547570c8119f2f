// What the record pages share: the period presets of SPEC §9 (previous 7 and 30 days), the type filter and the pager.
import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useFormat } from "../i18n/useFormat";

export const PERIOD_PRESETS = [7, 30] as const;
export type PeriodDays = (typeof PERIOD_PRESETS)[number] | undefined;

/** The first day a preset covers, as the API's yyyy-MM-dd; undefined for all time. */
export const fromOf = (days: PeriodDays) => (days === undefined ? undefined : new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10));

export function PeriodPicker({ days, onChange }: { days: PeriodDays; onChange: (days: PeriodDays) => void }) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <div className="segmented" role="group" aria-label={t`Period`}>
      <button type="button" className={days === undefined ? "is-active" : undefined} aria-pressed={days === undefined} onClick={() => onChange(undefined)}>
        <Trans>All</Trans>
      </button>
      {PERIOD_PRESETS.map((preset) => (
        <button key={preset} type="button" className={days === preset ? "is-active" : undefined} aria-pressed={days === preset} onClick={() => onChange(preset)}>
          {t`Last ${{ preset: format.number(preset) }} days`}
        </button>
      ))}
    </div>
  );
}

/** A page number as the URL carries it: the first page is the plain URL. */
export const pageParam = (pageNo: number) => (pageNo > 1 ? pageNo : undefined);

export function Pager({ pageNo, totalPages, onPage }: { pageNo: number; totalPages: number; onPage: (pageNo: number) => void }) {
  const { t } = useLingui();
  const format = useFormat();
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={t`Pages`}>
      <button type="button" className="button button--ghost" disabled={pageNo <= 1} onClick={() => onPage(pageNo - 1)}>
        <Trans>Previous</Trans>
      </button>
      <span>{t`Page ${{ pageNo: format.number(pageNo) }} of ${{ totalPages: format.number(totalPages) }}`}</span>
      <button type="button" className="button button--ghost" disabled={pageNo >= totalPages} onClick={() => onPage(pageNo + 1)}>
        <Trans>Next</Trans>
      </button>
    </nav>
  );
}

/** A record page's type filter: every kind with its label, or all of them. */
export function TypeFilter<K extends string>({ kinds, labels, value, onChange }: { kinds: readonly K[]; labels: Record<K, MessageDescriptor>; value: K | undefined; onChange: (kind: K | undefined) => void }) {
  const { i18n, t } = useLingui();
  return (
    <label className="field">
      <span>{t`Type`}</span>
      <select value={value ?? ""} onChange={(event) => onChange(kinds.find((kind) => kind === event.target.value))}>
        <option value="">{t`All types`}</option>
        {kinds.map((kind) => (
          <option key={kind} value={kind}>
            {i18n._(labels[kind])}
          </option>
        ))}
      </select>
    </label>
  );
}
