// The header's settings: language, theme and, for a visitor, free play. In the row on wide screens; behind one button on
// a phone, where the row keeps its room for logging in (a popover: Escape and a tap outside close it).
import { Trans, useLingui } from "@lingui/react/macro";
import { isWhitelabelFlagOn } from "../../contract/system";
import { AppActor, SessionActor } from "../../flows/actors";
import { LanguageSelect } from "./LanguageSelect";
import { ThemeSwitch } from "./ThemeSwitch";

export function HeaderMenu() {
  const { t } = useLingui();
  return (
    <>
      <button
        type="button"
        className="icon-button header-menu__toggle"
        popoverTarget="header-menu"
        aria-label={t`Language and theme`}
        data-testid="header-menu-button"
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
        </svg>
      </button>
      <div id="header-menu" popover="auto" className="header-menu" data-testid="header-menu">
        <LanguageSelect />
        <ThemeSwitch />
        <FreePlay />
      </div>
    </>
  );
}

/** Free play for a visitor when the merchant offers it: the games with a demo balance. */
function FreePlay() {
  const { t } = useLingui();
  const session = SessionActor.useActorRef();
  const visitor = SessionActor.useSelector((s) => !s.hasTag("signedIn"));
  const loading = SessionActor.useSelector((s) => s.hasTag("loading"));
  const offered = AppActor.useSelector((s) => isWhitelabelFlagOn(s.context.settings?.whitelabel.whitelabel ?? [], "FREEPLAY3"));
  if (!visitor || !offered) return null;
  return (
    <button
      type="button"
      className="button button--ghost"
      disabled={loading}
      onClick={() => session.send({ type: "session.freePlay" })}
      title={t`Try the games with a demo balance`}
      data-testid="free-play"
    >
      <Trans>Free play</Trans>
    </button>
  );
}
