// Wires the root machines to the real services and storage, hands out the flow loaders, and provides i18n, query and router to the views.
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from "react";
import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { fromPromise, type InspectionEvent, type Observer } from "xstate";
import { appMachine } from "../../machines/app.machine";
import { preferencesMachine } from "../../machines/preferences.machine";
import { sessionMachine } from "../../machines/session.machine";
import { authDialogsMachine } from "../../machines/authDialogs.machine";
import { sessionStore } from "../api/session";
import { DEFAULT_CURRENCY_SYMBOL, STORAGE_KEYS, type Language, type Theme } from "../config/index";
import { activateLanguage, i18n, storeLanguage } from "../i18n/index";
import { CurrencySymbolContext } from "../i18n/useFormat";
import { contentLists, loaders, queryClient, services } from "./site";
import { askListsAgain } from "../api/queries/language";
import { AppActor, AuthDialogsActor, FlowLoadersContext, InspectContext, PreferencesActor, QueriesContext, SessionActor } from "../flows/actors";
// Loads once a member is signed in (a visitor has no language to tell the server).
const MemberLanguage = lazy(() => import("./MemberLanguage").then((module) => ({ default: module.MemberLanguage })));

export interface ProvidersProps {
  initialLanguage: Language;
  initialTheme: Theme;
  inspect?: Observer<InspectionEvent> | undefined;
  children: ReactNode;
}

export function Providers({ initialLanguage, initialTheme, inspect, children }: ProvidersProps) {
  const machines = useMemo(() => {
    const { system, member } = services;
    return {
      flowLoaders: loaders,
      queries: contentLists,
      app: appMachine.provide({
        actors: {
          fetchSystemStatus: fromPromise(() => system.statusCheck(window.location.host)),
          fetchPermissionSettings: fromPromise(() => system.permissionSettings()),
        },
      }),
      session: sessionMachine.provide({
        actors: {
          fetchMemberInfo: fromPromise(({ input }) => member.memberInfo(input.token)),
          startFreePlay: fromPromise(() => member.freePlay()),
        },
      }),
      preferences: preferencesMachine.provide({
        actors: { loadCatalog: fromPromise(({ input }) => activateLanguage(input.language)) },
      }),
    };
  }, []);

  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {/* The same observer for the actors the views start (useFlowActor, useFlowMachine) as for the root ones. */}
        <InspectContext value={inspect}>
          <PreferencesActor.Provider logic={machines.preferences} options={{ input: { theme: initialTheme, language: initialLanguage }, inspect }}>
            <PreferencesEffects />
            <AppActor.Provider logic={machines.app} options={{ inspect }}>
              <SessionActor.Provider logic={machines.session} options={{ input: { token: sessionStore.token() }, inspect }}>
                <SessionEffects />
                <AuthDialogsActor.Provider logic={authDialogsMachine} options={{ inspect }}>
                  <FlowLoadersContext.Provider value={machines.flowLoaders}>
                    <QueriesContext.Provider value={machines.queries}>
                      <MerchantCurrency>{children}</MerchantCurrency>
                    </QueriesContext.Provider>
                  </FlowLoadersContext.Provider>
                </AuthDialogsActor.Provider>
              </SessionActor.Provider>
            </AppActor.Provider>
          </PreferencesActor.Provider>
        </InspectContext>
      </QueryClientProvider>
    </I18nProvider>
  );
}

/**
 * Keeps the token in session storage as the session machine announces it (logging out clears the rest too), and
 * while a member is signed in tells the server their new language (MemberLanguage).
 */
function SessionEffects() {
  const session = SessionActor.useActorRef();
  const signedIn = SessionActor.useSelector((s) => s.hasTag("signedIn"));
  useEffect(() => {
    const subscription = session.on("session.tokenChanged", ({ token }) => {
      if (token) sessionStore.saveToken(token);
      else sessionStore.clearSession();
    });
    return () => subscription.unsubscribe();
  }, [session]);
  return signedIn ? (
    <Suspense fallback={null}>
      <MemberLanguage />
    </Suspense>
  ) : null;
}

/** Every amount below carries the merchant's currency symbol from its settings (SPEC §9's default until they load). */
function MerchantCurrency({ children }: { children: ReactNode }) {
  const symbol = AppActor.useSelector((s) => s.context.settings?.whitelabel.merchant.currencySymbol || DEFAULT_CURRENCY_SYMBOL);
  return <CurrencySymbolContext value={symbol}>{children}</CurrencySymbolContext>;
}

/** Stores what the preferences machine announces, shows the theme, and asks the lists again in a new language. */
function PreferencesEffects() {
  const preferences = PreferencesActor.useActorRef();
  useEffect(() => {
    const themeSubscription = preferences.on("theme.changed", ({ theme }) => {
      document.documentElement.dataset.theme = theme;
      try {
        localStorage.setItem(STORAGE_KEYS.theme, theme);
      } catch {
        // Storage refused: the theme lasts for this visit only.
      }
    });
    const languageSubscription = preferences.on("language.changed", ({ language }) => {
      storeLanguage(language);
      void askListsAgain(queryClient);
    });
    return () => {
      themeSubscription.unsubscribe();
      languageSubscription.unsubscribe();
    };
  }, [preferences]);
  return null;
}
