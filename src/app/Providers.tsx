// Wires the machines to the real services and storage, and provides i18n, query and router to the views.
import { useEffect, useMemo, type ReactNode } from "react";
import { I18nProvider } from "@lingui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fromPromise, type InspectionEvent, type Observer } from "xstate";
import { appMachine } from "../../machines/app.machine";
import { preferencesMachine } from "../../machines/preferences.machine";
import { sessionMachine } from "../../machines/session.machine";
import { authDialogsMachine } from "../../machines/authDialogs.machine";
import { loginMachine } from "../../machines/login.machine";
import { changePasswordMachine } from "../../machines/changePassword.machine";
import { logoutMachine } from "../../machines/logout.machine";
import { smsCountdownMachine } from "../../machines/smsCountdown.machine";
import { accountApi } from "../api/account";
import { registrationMachine } from "../../machines/registration.machine";
import { forgotPasswordMachine } from "../../machines/forgotPassword.machine";
import { createApiClient } from "../api/client";
import { sessionStore } from "../api/session";
import { systemApi } from "../api/system";
import { contentApi } from "../api/content";
import { contentQueries } from "../api/queries/content";
import { searchPopupMachine } from "../../machines/searchPopup.machine";
import { SEARCH_HISTORY_KEY, SEARCH_HISTORY_MAX, STORAGE_KEYS, type Language, type Theme } from "../config/index";
import { activateLanguage, i18n, storeLanguage } from "../i18n/index";
import { AppActor, AuthDialogsActor, FlowsContext, PreferencesActor, QueriesContext, SessionActor, type Flows } from "./actors";

export interface ProvidersProps {
  initialLanguage: Language;
  initialTheme: Theme;
  inspect?: Observer<InspectionEvent> | undefined;
  children: ReactNode;
}

const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });

export function Providers({ initialLanguage, initialTheme, inspect, children }: ProvidersProps) {
  const machines = useMemo(() => {
    const client = createApiClient({
      getToken: sessionStore.token,
      getLanguage: () => i18n.locale,
      getClientId: sessionStore.clientId,
      onUnauthorized: sessionStore.clearToken,
    });
    const system = systemApi(client);
    const account = accountApi(client);
    const content = contentApi(client);
    const flows: Flows = {
      login: loginMachine.provide({
        actors: { login: fromPromise(({ input }) => account.login(input)), fetchCaptcha: fromPromise(() => account.captcha()) },
      }),
      changePassword: changePasswordMachine.provide({
        actors: { changePassword: fromPromise(({ input: { token, ...request } }) => account.changePassword(request, token)) },
      }),
      logout: logoutMachine.provide({ actors: { logout: fromPromise(() => account.logout()) } }),
      smsCountdown: smsCountdownMachine.provide({ actors: { sendCode: fromPromise(({ input }) => account.sendNoLoginCode("login", input)) } }),
      resetSmsCountdown: smsCountdownMachine.provide({ actors: { sendCode: fromPromise(({ input }) => account.sendNoLoginCode("reset", input)) } }),
      forgotPassword: forgotPasswordMachine.provide({
        actors: {
          fetchCaptcha: fromPromise(() => account.captcha()),
          requestByEmail: fromPromise(({ input }) => account.forgotByEmail(input)),
          resetByPhone: fromPromise(({ input }) => account.resetByPhone(input)),
        },
      }),
      registration: registrationMachine.provide({
        actors: {
          checkAffiliate: fromPromise(({ input }) => account.affiliateValid(input.code, window.location.host)),
          fetchCaptcha: fromPromise(() => account.captcha()),
          register: fromPromise(({ input }) => account.register(input.tab, input.request)),
        },
      }),
      registerSmsCountdown: smsCountdownMachine.provide({ actors: { sendCode: fromPromise(({ input }) => account.sendRegisterCode(input)) } }),
      searchPopup: searchPopupMachine.provide({ actors: { searchGames: fromPromise(({ input }) => content.searchGames(input.query)) } }),
      claimRaffle: content.claimRaffle,
      sendFeedback: content.feedback,
      searchHistory: readSearchHistory,
      storeSearchHistory: (history) => {
        try {
          localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(history));
        } catch {
          // Storage refused: the history lasts for this visit only.
        }
      },
      rememberedUsername: sessionStore.rememberedUsername,
      rememberUsername: sessionStore.rememberUsername,
    };
    return {
      flows,
      queries: contentQueries(content),
      app: appMachine.provide({
        actors: {
          fetchSystemStatus: fromPromise(() => system.statusCheck(window.location.host)),
          fetchPermissionSettings: fromPromise(() => system.permissionSettings()),
        },
      }),
      session: sessionMachine.provide({
        actors: {
          fetchMemberInfo: fromPromise(({ input }) => account.memberInfo(input.token)),
          startFreePlay: fromPromise(() => account.freePlay()),
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
        <PreferencesActor.Provider logic={machines.preferences} options={{ input: { theme: initialTheme, language: initialLanguage }, inspect }}>
          <PreferencesEffects />
          <AppActor.Provider logic={machines.app} options={{ inspect }}>
            <SessionActor.Provider logic={machines.session} options={{ input: { token: sessionStore.token() }, inspect }}>
              <SessionEffects />
              <AuthDialogsActor.Provider logic={authDialogsMachine} options={{ inspect }}>
                <FlowsContext.Provider value={machines.flows}>
                  <QueriesContext.Provider value={machines.queries}>{children}</QueriesContext.Provider>
                </FlowsContext.Provider>
              </AuthDialogsActor.Provider>
            </SessionActor.Provider>
          </AppActor.Provider>
        </PreferencesActor.Provider>
      </QueryClientProvider>
    </I18nProvider>
  );
}

/** Keeps the token in session storage as the session machine announces it; logging out clears the rest too. */
function SessionEffects() {
  const session = SessionActor.useActorRef();
  useEffect(() => {
    const subscription = session.on("session.tokenChanged", ({ token }) => {
      if (token) sessionStore.saveToken(token);
      else sessionStore.clearSession();
    });
    return () => subscription.unsubscribe();
  }, [session]);
  return null;
}

/** Stores what the preferences machine announces and shows the theme. */
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
    const languageSubscription = preferences.on("language.changed", ({ language }) => storeLanguage(language));
    return () => {
      themeSubscription.unsubscribe();
      languageSubscription.unsubscribe();
    };
  }, [preferences]);
  return null;
}

/** Past searches stored in this browser; anything unreadable counts as none. */
function readSearchHistory(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === "string").slice(0, SEARCH_HISTORY_MAX) : [];
  } catch {
    return [];
  }
}

export { queryClient };
