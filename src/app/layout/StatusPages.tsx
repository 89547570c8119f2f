// Full-page replacements of the site: the frame they share, and the offline page (its strings come with the core catalog:
// without a network, no other could load). Maintenance and region-blocked are in ./ClosedPages.
import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Logo } from "../../ui/Logo";
import { LanguageSelect } from "./LanguageSelect";

export function StatusLayout({ kind, title, children }: { kind: string; title: string; children: ReactNode }) {
  return (
    <div className="status-page" data-testid={`status-${kind}`}>
      <div className="status-page__top">
        <Logo />
        <LanguageSelect />
      </div>
      <section className="status-page__card" aria-labelledby="status-title">
        <div className={`status-page__icon status-page__icon--${kind}`} aria-hidden="true" />
        <h1 id="status-title">{title}</h1>
        {children}
      </section>
    </div>
  );
}

export function OfflinePage({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <StatusLayout kind="offline" title={t`Network link is abnormal, please try again`}>
      <p>
        <Trans>The site could not be reached. Check your connection; nothing you did was lost.</Trans>
      </p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </StatusLayout>
  );
}
