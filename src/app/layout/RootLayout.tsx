// The root layout: the system gate around the regions header, banner, main, side menu, activity gift and footer.
import { useEffect } from "react";
import { Outlet, useMatches } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { SystemGate } from "./SystemGate";
import { Header } from "./Header";
import { Footer } from "./Footer";
import { AccountDialogs } from "../../features/account/components/AccountDialogs";
import "./routeMeta";

function useRouteMeta() {
  const matches = useMatches();
  const deepest = matches[matches.length - 1];
  return deepest?.staticData ?? {};
}

export function RootLayout() {
  const { i18n, t } = useLingui();
  const meta = useRouteMeta();
  const layout = meta.layout ?? "full";
  const title = meta.title ? i18n._(meta.title) : null;

  useEffect(() => {
    document.title = title ? `${title} · Tala` : "Tala";
  }, [title]);

  return (
    <SystemGate>
      <div className={`app app--${layout}`}>
        <a className="skip-link" href="#main">
          {t`Skip to content`}
        </a>
        {layout !== "bare" && <Header />}
        {layout === "full" && meta.banner && <div className="region-banner" data-region="banner" data-banner-group={meta.banner} />}
        <main id="main" className="site-main" data-region="main">
          <Outlet />
        </main>
        {layout === "full" && (
          <>
            <aside className="region-side-menu" data-region="side-menu" />
            <aside className="region-activity-gift" data-region="activity-gift" />
            <Footer />
          </>
        )}
        <AccountDialogs />
      </div>
    </SystemGate>
  );
}
