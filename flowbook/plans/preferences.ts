// Theme and language: the switch and selector events, the language catalog's failure, and what the visitor sees meanwhile.
import { preferencesMachine } from "../../machines/preferences.machine";
import type { FlowPlan } from "../plan";

export const preferencesPlan: FlowPlan = {
  machine: preferencesMachine,
  inputs: [{ theme: "light", language: "bn" }],
  events: [
    { type: "theme.toggle" },
    { type: "theme.select", theme: "dark" },
    { type: "language.select", language: "en" },
    { type: "language.select", language: "bn" },
  ],
  errors: { loadCatalog: [new Error("offline")] },
  serializeState: (s) => JSON.stringify([s.value, s.context.language, s.context.requestedLanguage, s.context.theme]),
  seen: {
    idle: "The site in the chosen language and theme: the header's language selector names the language, the theme switch shows a sun (light) or a moon (dark).",
    switchingLanguage: "The language selector already names the new language but is greyed out; the page keeps the old language until the new one has loaded.",
    languageFailed:
      'The page stays in its old language and the selector names it again, with a message under it: "That language could not load. Check the connection and try again."',
  },
  said: {
    "theme.toggle": "the visitor presses the theme switch",
    "theme.select": "the app sets a theme",
    "language.select": "the visitor picks a language",
  },
};
