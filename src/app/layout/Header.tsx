// Header: logo, language and theme, visitor actions on top; the site navigation below.
import { Link } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { HeaderAccount } from "../../features/account/components/HeaderAccount";
import { NAV_ITEMS } from "../../config/navigation";
import { LanguageSelect } from "./LanguageSelect";
import { ThemeSwitch } from "./ThemeSwitch";
import { Logo } from "../../ui/Logo";

export function Header() {
  const { i18n, t } = useLingui();
  return (
    <header className="site-header" data-region="header">
      <div className="site-header__top">
        <Link to="/" className="site-header__logo" aria-label="Tala">
          <Logo />
        </Link>
        <div className="site-header__actions">
          <LanguageSelect />
          <ThemeSwitch />
          <HeaderAccount />
        </div>
      </div>
      <nav className="site-nav" aria-label={t`Main navigation`}>
        <ul>
          {NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <Link to={item.to} activeOptions={{ exact: true }} activeProps={{ className: "is-active", "aria-current": "page" }}>
                {i18n._(item.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
