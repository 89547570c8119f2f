// The root layout: the system gate around the regions header, banner, main, side menu, activity gift and footer.
import { lazy, Suspense, useEffect, useRef, type ReactNode } from "react";
import { Outlet, useMatches, useNavigate, useRouterState } from "@tanstack/react-router";
import { mustLogInFirst } from "../../../machines/access";
import { isWhitelabelFlagOn } from "../../contract/system";
import { AppActor, AuthDialogsActor, SessionActor } from "../../flows/actors";
import { useLingui } from "@lingui/react/macro";
import { SystemGate } from "./SystemGate";
import { Header } from "./Header";
import { BottomTabBar } from "./BottomTabBar";
import { WhenVisible } from "../../ui/WhenVisible";
import { BannerRegion } from "../../features/content/components/BannerRegion";
import { useLater } from "../../ui/useLater";
// Dialogs load on first use: they are not part of what the home page needs to show.
const Footer = lazy(() => import("./Footer").then((module) => ({ default: module.Footer })));
// The floating service bar and gift come later too: at the first touch or a few seconds after the page loaded.
const ServiceBar = lazy(() => import("../../features/content/components/ServiceBar").then((module) => ({ default: module.ServiceBar })));
const ActivityGift = lazy(() => import("../../features/content/components/ActivityGift").then((module) => ({ default: module.ActivityGift })));
const AccountDialogs = lazy(() => import("../../features/account/pages/AccountDialogs").then((module) => ({ default: module.AccountDialogs })));
import "./routeMeta";

function useRouteMeta() {
  const matches = useMatches();
  const deepest = matches[matches.length - 1];
  return deepest?.staticData ?? {};
}

/** The 'logined to home page' flag: a visitor is sent to /login from every page but the open ones. */
function useForcedLogin() {
  const navigate = useNavigate();
  const path = useRouterState({ select: (state) => state.location.pathname });
  const href = useRouterState({ select: (state) => state.location.href });
  const forceLogin = AppActor.useSelector((s) => isWhitelabelFlagOn(s.context.settings?.whitelabel.whitelabel ?? [], "LOGINEDTOHOMEPAGE"));
  const visitor = SessionActor.useSelector((s) => s.hasTag("visitor"));
  const redirect = mustLogInFirst(path, forceLogin, !visitor);
  useEffect(() => {
    // Home is where a login goes anyway: only another page is worth coming back to.
    if (redirect) void navigate({ to: "/login", search: { redirect: path === "/" ? undefined : href }, replace: true });
  }, [redirect, navigate, path, href]);
  return redirect;
}

/**
 * After a navigation, focus starts at the new page's content, not where the link was (a screen reader reads the new
 * page; a keyboard goes on from its top). The first page of a visit keeps the browser's own start.
 */
function useFocusOnNavigation() {
  const path = useRouterState({ select: (state) => state.location.pathname });
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (document.querySelector("dialog[open]")) return;
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [path]);
}

/**
 * What comes later (useLater), in a component of its own: when it comes, only this re-renders, not the whole page
 * under the layout (a long task on a slow phone just after the load).
 */
function Later({ children }: { children: ReactNode }) {
  return useLater() ? <Suspense fallback={null}>{children}</Suspense> : null;
}

export function RootLayout() {
  const { i18n, t } = useLingui();
  const meta = useRouteMeta();
  const layout = meta.layout ?? "full";
  const redirecting = useForcedLogin();
  useFocusOnNavigation();
  const dialogOpen = AuthDialogsActor.useSelector((s) => s.hasTag("open"));
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
        {layout === "full" && meta.banner && <BannerRegion group={meta.banner} />}
        <main id="main" className="site-main" data-region="main" tabIndex={-1}>
          {/* Pages whose flows are still loading wait here, under the header. */}
          <Suspense fallback={<div className="page-loading" role="status" aria-busy="true" />}>{redirecting ? null : <Outlet />}</Suspense>
        </main>
        {layout === "full" && (
          <>
            <div className="region-side-menu" data-region="side-menu">
              <Later>
                <ServiceBar />
              </Later>
            </div>
            <Later>
              <ActivityGift />
            </Later>
            <WhenVisible minHeight="24rem">
              <Footer />
            </WhenVisible>
            <BottomTabBar />
          </>
        )}
        {dialogOpen && (
          <Suspense fallback={null}>
            <AccountDialogs />
          </Suspense>
        )}
      </div>
    </SystemGate>
  );
}
