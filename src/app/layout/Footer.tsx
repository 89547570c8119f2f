// Footer: help and promotion links and the copyright line.
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { Logo } from "../../ui/Logo";

export function Footer() {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer" data-region="footer">
      <div className="site-footer__inner">
        <Logo />
        <nav aria-label={t`Footer`}>
          <ul className="site-footer__links">
            <li>
              <Link to="/help">{t`Help centre`}</Link>
            </li>
            <li>
              <Link to="/promotions">{t`Promotions`}</Link>
            </li>
            <li>
              <Link to="/down">{t`App download`}</Link>
            </li>
            <li>
              <Link to="/join">{t`Become an agent`}</Link>
            </li>
          </ul>
        </nav>
        <p className="site-footer__legal">
          <Trans>Play responsibly. Only adults of legal age may play.</Trans>
        </p>
        <p className="site-footer__copyright">
          <Trans>© {year} Tala. All rights reserved.</Trans>
        </p>
      </div>
    </footer>
  );
}
