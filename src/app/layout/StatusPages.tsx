// Full-page replacements of the site: maintenance, region-blocked, offline, and the short wait at start.
import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Logo } from "../../ui/Logo";
import { LanguageSelect } from "./LanguageSelect";

function StatusLayout({ kind, title, children }: { kind: string; title: string; children: ReactNode }) {
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

export function MaintenancePage({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <StatusLayout kind="maintenance" title={t`System maintenance`}>
      <p>
        <Trans>We are sorry: the site is being improved right now. Your account and balance are safe. Please come back a little later.</Trans>
      </p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </StatusLayout>
  );
}

export function RegionBlockedPage({ ip }: { ip: string }) {
  const { t } = useLingui();
  return (
    <StatusLayout kind="blocked" title={t`Access restricted`}>
      <p>
        <Trans>We are sorry: the site is not available from your location or network.</Trans>
      </p>
      <p className="status-page__ip">
        <Trans>Your IP address:</Trans> <strong data-testid="visitor-ip">{ip}</strong>
      </p>
    </StatusLayout>
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
