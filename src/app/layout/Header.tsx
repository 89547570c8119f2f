// Header: logo, search, language and theme and the account corner in one row; the game menus below it.
import { lazy, Suspense, useState } from "react";
import { Link } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { HeaderAccount } from "../../features/account/components/HeaderAccount";
import { GameMenuNav } from "../../features/content/components/GameMenuNav";
import { HeaderMenu } from "./HeaderMenu";
import { Logo } from "../../ui/Logo";
// The search popup loads when first opened: the home page does not need it.
const SearchPopup = lazy(() => import("../../features/content/pages/SearchPopup").then((module) => ({ default: module.SearchPopup })));

export function Header() {
  const { t } = useLingui();
  const [searching, setSearching] = useState(false);
  return (
    <>
      <header className="site-header" data-region="header">
        <div className="site-header__top">
          <Link to="/" className="site-header__logo" aria-label="Tala">
            <Logo />
          </Link>
          <div className="site-header__actions">
            <button type="button" className="icon-button" aria-label={t`Search games`} onClick={() => setSearching(true)} data-testid="open-search">
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
                <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
              </svg>
            </button>
            <HeaderMenu />
            <HeaderAccount />
          </div>
        </div>
      </header>
      {/* Outside the header: a dialog is not part of the page's banner landmark. */}
      {searching && (
        <Suspense fallback={null}>
          <SearchPopup onClose={() => setSearching(false)} />
        </Suspense>
      )}
      {/* Beside the header, not in it: on a phone the header's one row stays, the game menu scrolls away with the page. */}
      <GameMenuNav />
    </>
  );
}
