// The page while the system status is on its way: the first paint of every visit, so it stays in the main bundle.
import { useLingui } from "@lingui/react/macro";
import { Logo } from "../../ui/Logo";

export function StartingPage() {
  const { t } = useLingui();
  return (
    <div className="status-page status-page--starting" role="status" aria-live="polite" aria-label={t`Loading`}>
      <Logo />
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}
