// The visitor's theme and language: switching language waits for its catalog, then announces the choice for the app to store.
import { assign, emit, fromPromise, setup } from "xstate";
import type { Language, Theme } from "../src/config/index";

export interface PreferencesContext {
  theme: Theme;
  language: Language;
  requestedLanguage: Language | null;
}
export type PreferencesEvent =
  | { type: "theme.toggle" }
  | { type: "theme.select"; theme: Theme }
  | { type: "language.select"; language: Language };
export type PreferencesEmitted = { type: "theme.changed"; theme: Theme } | { type: "language.changed"; language: Language };

export const preferencesMachine = setup({
  types: {
    context: {} as PreferencesContext,
    events: {} as PreferencesEvent,
    emitted: {} as PreferencesEmitted,
    input: {} as { theme: Theme; language: Language },
    tags: {} as "loading" | "error",
  },
  actors: {
    // Provided by the app: loads and activates the language's catalog, answering the language now shown.
    loadCatalog: fromPromise<Language, { language: Language }>(async () => {
      throw new Error("loadCatalog must be provided by the app");
    }),
  },
  guards: {
    isAnotherLanguage: ({ context, event }) => event.type === "language.select" && event.language !== context.language,
  },
  actions: {
    toggleTheme: assign({ theme: ({ context }) => (context.theme === "light" ? "dark" : "light") }),
    selectTheme: assign({ theme: ({ context, event }) => (event.type === "theme.select" ? event.theme : context.theme) }),
    announceTheme: emit(({ context }) => ({ type: "theme.changed" as const, theme: context.theme })),
    rememberRequestedLanguage: assign({
      requestedLanguage: ({ context, event }) => (event.type === "language.select" ? event.language : context.requestedLanguage),
    }),
    adoptRequestedLanguage: assign({
      language: ({ context }) => context.requestedLanguage ?? context.language,
      requestedLanguage: null,
    }),
    announceLanguage: emit(({ context }) => ({ type: "language.changed" as const, language: context.language })),
    dropRequestedLanguage: assign({ requestedLanguage: null }),
  },
}).createMachine({
  id: "preferences",
  context: ({ input }) => ({ theme: input.theme, language: input.language, requestedLanguage: null }),
  on: {
    "theme.toggle": { actions: ["toggleTheme", "announceTheme"] },
    "theme.select": { actions: ["selectTheme", "announceTheme"] },
  },
  initial: "idle",
  states: {
    idle: {
      on: { "language.select": { guard: "isAnotherLanguage", target: "switchingLanguage", actions: "rememberRequestedLanguage" } },
    },
    switchingLanguage: {
      tags: ["loading"],
      invoke: {
        id: "loadCatalog",
        src: "loadCatalog",
        input: ({ context }) => ({ language: context.requestedLanguage ?? context.language }),
        onDone: { target: "idle", actions: ["adoptRequestedLanguage", "announceLanguage"] },
        onError: { target: "languageFailed", actions: "dropRequestedLanguage" },
      },
    },
    // The catalog could not load (offline): the page stays in its language and says so.
    languageFailed: {
      tags: ["error"],
      on: { "language.select": { guard: "isAnotherLanguage", target: "switchingLanguage", actions: "rememberRequestedLanguage" } },
    },
  },
});

