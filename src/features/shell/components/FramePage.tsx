// A page whose content arrives in a later release: its frame and title, and nothing that pretends to be more.
import { useMatches } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";

export function FramePage() {
  const { i18n } = useLingui();
  const matches = useMatches();
  const title = matches[matches.length - 1]?.staticData.title;
  return (
    <section className="page-frame" data-testid="page-frame">
      <h1>{title ? i18n._(title) : null}</h1>
      <p className="page-frame__note">
        <Trans>This section is on its way.</Trans>
      </p>
    </section>
  );
}
