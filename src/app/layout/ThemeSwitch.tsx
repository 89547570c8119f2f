// Dark/light switch.
import { useLingui } from "@lingui/react/macro";
import { PreferencesActor } from "../../flows/actors";

export function ThemeSwitch() {
  const { t } = useLingui();
  const preferences = PreferencesActor.useActorRef();
  const dark = PreferencesActor.useSelector((s) => s.context.theme === "dark");
  return (
    <button
      type="button"
      className="icon-button"
      aria-pressed={dark}
      aria-label={t`Dark theme`}
      title={dark ? t`Switch to light theme` : t`Switch to dark theme`}
      data-testid="theme-switch"
      onClick={() => preferences.send({ type: "theme.toggle" })}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        {dark ? (
          <path fill="currentColor" d="M21 14.5A8.5 8.5 0 0 1 9.5 3a8.5 8.5 0 1 0 11.5 11.5Z" />
        ) : (
          <g fill="currentColor">
            <circle cx="12" cy="12" r="4.5" />
            <path d="M12 1.5v3M12 19.5v3M1.5 12h3M19.5 12h3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </g>
        )}
      </svg>
    </button>
  );
}
