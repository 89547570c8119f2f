// Theme and language preferences: what the visitor sees while a language loads, and what the app is told to store.
import { createActor, fromPromise, waitFor } from "xstate";
import { describe, expect, it } from "vitest";
import { preferencesMachine } from "../../machines/preferences.machine";
import { describeMachinePaths } from "./pathTest";
import { preferencesPlan } from "../../flowbook/plans/preferences";

describeMachinePaths("preferences", {
  ...preferencesPlan,
  states: {
    idle: (s) => {
      expect(s.hasTag("loading")).toBe(false);
      expect(s.context.requestedLanguage).toBeNull();
    },
    switchingLanguage: (s) => {
      expect(s.hasTag("loading")).toBe(true);
      // The page keeps its language until the new catalog is there.
      expect(s.context.requestedLanguage).not.toBe(s.context.language);
    },
    languageFailed: (s) => {
      expect(s.hasTag("error")).toBe(true);
      expect(s.context.requestedLanguage).toBeNull();
    },
  },
});

describe("preferences with a real catalog loader", () => {
  it("announces the new language only after its catalog loaded, so the app stores what is shown", async () => {
    const loaded: string[] = [];
    const actor = createActor(
      preferencesMachine.provide({
        actors: {
          loadCatalog: fromPromise(async ({ input }) => {
            loaded.push(input.language);
            return input.language;
          }),
        },
      }),
      { input: { theme: "light", language: "bn" } },
    );
    const announced: string[] = [];
    actor.on("language.changed", (event) => announced.push(event.language));
    actor.start();
    actor.send({ type: "language.select", language: "en" });
    expect(announced).toEqual([]);
    await waitFor(actor, (s) => !s.hasTag("loading"), { timeout: 1000 });
    expect(loaded).toEqual(["en"]);
    expect(announced).toEqual(["en"]);
    expect(actor.getSnapshot().context.language).toBe("en");
  });

  it("announces every theme change with the theme now shown", () => {
    const actor = createActor(preferencesMachine, { input: { theme: "light", language: "bn" } });
    const themes: string[] = [];
    actor.on("theme.changed", (event) => themes.push(event.theme));
    actor.start();
    actor.send({ type: "theme.toggle" });
    actor.send({ type: "theme.toggle" });
    actor.send({ type: "theme.select", theme: "dark" });
    expect(themes).toEqual(["dark", "light", "dark"]);
  });

  it("ignores choosing the language already shown", () => {
    const actor = createActor(preferencesMachine, { input: { theme: "light", language: "bn" } }).start();
    expect(actor.getSnapshot().can({ type: "language.select", language: "bn" })).toBe(false);
  });
});
