// Wires the machines to the real services and storage, and provides i18n, query and router to the views.
import { useEffect, useMemo, type ReactNode } from "react";
import { I18nProvider } from "@lingui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fromPromise, type InspectionEvent, type Observer } from "xstate";
import { appMachine } from "../../machines/app.machine";
import { preferencesMachine } from "../../machines/preferences.machine";
import { createApiClient } from "../api/client";
import { sessionStore } from "../api/session";
import { systemApi } from "../api/system";
import { STORAGE_KEYS, type Language, type Theme } from "../config/index";
import { activateLanguage, i18n, storeLanguage } from "../i18n/index";
import { AppActor, PreferencesActor } from "./actors";

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
      onUnauthorized: sessionStore.clearToken,
    });
    const system = systemApi(client);
    return {
      app: appMachine.provide({
        actors: {
          fetchSystemStatus: fromPromise(() => system.statusCheck(window.location.host)),
          fetchPermissionSettings: fromPromise(() => system.permissionSettings()),
          fetchMemberInfo: fromPromise(() => system.memberInfo()),
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
          <AppActor.Provider logic={machines.app} options={{ input: { hasToken: sessionStore.token() !== null }, inspect }}>
            {children}
          </AppActor.Provider>
        </PreferencesActor.Provider>
      </QueryClientProvider>
    </I18nProvider>
  );
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

export { queryClient };
