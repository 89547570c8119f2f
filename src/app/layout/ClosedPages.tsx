// The site closed to this visitor: maintenance, or a region it does not serve. The server answers meanwhile, so their
// strings come with the content catalog, not the core one every first visit waits for.
import { Trans, useLingui } from "@lingui/react/macro";
import { useCatalog } from "../../i18n/useCatalog";
import { StatusLayout } from "./StatusPages";

export function MaintenancePage({ onRetry }: { onRetry: () => void }) {
  useCatalog("content");
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
  useCatalog("content");
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
