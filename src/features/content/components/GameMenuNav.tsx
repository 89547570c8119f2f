// The header's bottom navigation: Home, one item per game type with its vendors (16, then 'more'), download, promotions.
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { NAV_ITEMS } from "../../../config/navigation";
import { useContentQueries } from "../../../flows/actors";
import { SafeImage } from "../../../ui/SafeImage";

const ACTIVE = { className: "is-active", "aria-current": "page" } as const;

export function GameMenuNav() {
  const { i18n, t } = useLingui();
  const { data: menus = [] } = useQuery(useContentQueries().menus());
  return (
    <nav className="site-nav" aria-label={t`Main navigation`}>
      <ul>
        {NAV_ITEMS.map((item) => {
          const menu = item.gameType ? menus.find((m) => m.gameType === item.gameType) : undefined;
          return (
            <li key={item.to} className={menu ? "site-nav__item has-menu" : "site-nav__item"}>
              <Link to={item.to} activeOptions={{ exact: true, includeSearch: false }} activeProps={ACTIVE}>
                {i18n._(item.label)}
              </Link>
              {menu && menu.vendors.length > 0 && (
                // Out of the tab order (17 links an item): the lobby the item opens lists the same vendors as chips.
                <div className="vendor-menu" data-testid={`vendor-menu-${menu.gameType}`}>
                  <ul>
                    {menu.vendors.map((vendor) => (
                      <li key={vendor.code}>
                        <Link to={item.to} search={{ vendor: vendor.code }} className="vendor-menu__vendor" tabIndex={-1}>
                          <SafeImage src={vendor.logoUrl} alt="" width={120} height={38} loading="lazy" />
                          <span>{vendor.name}</span>
                          {vendor.isHot === 1 && (
                            <span className="badge badge--hot" title={t`Hot`}>
                              HOT
                            </span>
                          )}
                        </Link>
                      </li>
                    ))}
                    {menu.more && (
                      <li>
                        <Link to={item.to} className="vendor-menu__more" tabIndex={-1}>
                          <Trans>More</Trans> →
                        </Link>
                      </li>
                    )}
                  </ul>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
