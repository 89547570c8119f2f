// Footer: the vendors' logos, help links, the promotions link (hd_event), and the copyright line.
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { Logo } from "../../ui/Logo";
import { SafeImage } from "../../ui/SafeImage";
import { useContentQueries } from "../../flows/actors";
import { localDigits } from "../../i18n/format";
import { useCatalog } from "../../i18n/useCatalog";

export function Footer() {
  // It comes after the first paint, its strings with the content catalog (lingui.config.ts).
  useCatalog("content");
  const { i18n, t } = useLingui();
  const queries = useContentQueries();
  // The year is a name, not a count: the language's digits without a thousands separator.
  const year = localDigits(new Date().getFullYear(), i18n.locale);
  const vendors = (useQuery(queries.menus()).data ?? []).flatMap((menu) => menu.vendors);
  const unique = [...new Map(vendors.map((vendor) => [vendor.code, vendor])).values()];
  const help = useQuery(queries.help(i18n.locale)).data?.sections ?? [];
  return (
    <footer className="site-footer" data-region="footer">
      <div className="site-footer__inner">
        {unique.length > 0 && (
          <ul className="site-footer__vendors" aria-label={t`Game providers`}>
            {unique.map((vendor) => (
              <li key={vendor.code}>
                <SafeImage src={vendor.logoWhiteUrl} alt={vendor.name} title={vendor.name} width={120} height={38} />
              </li>
            ))}
          </ul>
        )}
        <div className="site-footer__columns">
          <Logo />
          <nav aria-label={t`Help`}>
            <ul className="site-footer__links">
              {help.slice(0, 5).map((section) => (
                <li key={section.anchor}>
                  <Link to="/help" hash={section.anchor}>
                    {section.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={t`Footer`}>
            <ul className="site-footer__links">
              <li>
                <Link to="/promotions" data-nav="hd_event" activeProps={{ className: "is-active" }}>
                  {t`Promotions`}
                </Link>
              </li>
              <li>
                <Link to="/help" activeProps={{ className: "is-active" }}>{t`Help centre`}</Link>
              </li>
              <li>
                <Link to="/down" activeProps={{ className: "is-active" }}>{t`App download`}</Link>
              </li>
              <li>
                <Link to="/join" activeProps={{ className: "is-active" }}>{t`Become an agent`}</Link>
              </li>
              <li>
                <Link to="/noticePage" activeProps={{ className: "is-active" }}>{t`Announcements`}</Link>
              </li>
            </ul>
          </nav>
        </div>
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
