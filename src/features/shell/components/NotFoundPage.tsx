// An unknown address inside the site.
import { Link } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { useCatalog } from "../../../i18n/useCatalog";

export function NotFoundPage() {
  useCatalog("content");
  return (
    <section className="page-frame" data-testid="not-found">
      <h1>
        <Trans>Page not found</Trans>
      </h1>
      <p className="page-frame__note">
        <Trans>The address may be mistyped or the page has moved.</Trans>
      </p>
      <Link to="/" className="button button--primary">
        <Trans>Go to the home page</Trans>
      </Link>
    </section>
  );
}
