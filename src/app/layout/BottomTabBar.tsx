// The phone's primary navigation, as casino apps have it: home, games, promotions, deposit and account at the thumb.
// Deposit and account are the member centre's pages; a visitor gets the login dialog for them instead.
import type { ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { AuthDialogsActor, SessionActor } from "../../flows/actors";
import type { MemberPage } from "../../config/index";

const ACTIVE = { className: "is-active", "aria-current": "page" } as const;

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

const HOME = (
  <Icon>
    <path d="M3 11 12 3l9 8v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />
  </Icon>
);
const GAMES = (
  <Icon>
    <rect x="2.5" y="7" width="19" height="11" rx="5.5" />
    <path d="M7.5 10.5v4M5.5 12.5h4" />
    <circle cx="16" cy="11.5" r="1" />
    <circle cx="18" cy="14" r="1" />
  </Icon>
);
const PROMOTIONS = (
  <Icon>
    <rect x="3" y="9" width="18" height="12" rx="1.5" />
    <path d="M12 9v12M3 13h18M12 9c-2-4-6-4-6-1.5S9 9 12 9c3 0 6 .5 6-1.5S14 5 12 9z" />
  </Icon>
);
const DEPOSIT = (
  <Icon>
    <rect x="2.5" y="5.5" width="19" height="14" rx="2" />
    <path d="M2.5 10h19M12 13v4M10 15h4" />
  </Icon>
);
const ACCOUNT = (
  <Icon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </Icon>
);

/** A member-centre page's tab: the page for a member, the login dialog for a visitor. */
function MemberTab({ page, icon, label, className = "tab-bar__item" }: { page: MemberPage; icon: ReactNode; label: string; className?: string }) {
  const dialogs = AuthDialogsActor.useActorRef();
  const member = SessionActor.useSelector((s) => s.hasTag("signedIn"));
  const content = (
    <>
      {icon}
      <span>{label}</span>
    </>
  );
  return member ? (
    <Link to="/member/$page" params={{ page }} className={className} activeProps={ACTIVE}>
      {content}
    </Link>
  ) : (
    <button type="button" className={className} onClick={() => dialogs.send({ type: "dialog.login" })}>
      {content}
    </button>
  );
}

export function BottomTabBar() {
  const { t } = useLingui();
  return (
    <nav className="tab-bar" aria-label={t`Quick navigation`} data-testid="tab-bar">
      <Link to="/" className="tab-bar__item" activeOptions={{ exact: true, includeSearch: false }} activeProps={ACTIVE}>
        {HOME}
        <span>{t`Home`}</span>
      </Link>
      <Link to="/rng" className="tab-bar__item" activeOptions={{ includeSearch: false }} activeProps={ACTIVE}>
        {GAMES}
        <span>{t`Games`}</span>
      </Link>
      <Link to="/promotions" className="tab-bar__item" activeOptions={{ includeSearch: false }} activeProps={ACTIVE}>
        {PROMOTIONS}
        <span>{t`Promotions`}</span>
      </Link>
      <MemberTab page="depositv2" icon={DEPOSIT} label={t`Deposit`} className="tab-bar__item tab-bar__item--deposit" />
      <MemberTab page="securityCenter" icon={ACCOUNT} label={t`Account`} />
    </nav>
  );
}
