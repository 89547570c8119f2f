// Lint: strict TypeScript rules, React hooks, and the DESIGN.md import rules that a compiler cannot see.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

const restrict = (patterns, paths = []) => ["error", { patterns, paths }];

/** The site starts actors only through src/flows/inspect.ts (useFlowActor, useFlowMachine): the inspector sees every one. */
const startThroughTheInspector = [
  {
    name: "@xstate/react",
    importNames: ["useMachine", "useActor", "useActorRef", "createActorContext"],
    message: "Start a flow with useFlowActor or useFlowMachine (src/flows/actors.ts): they hand it the inspector.",
  },
  { name: "xstate", importNames: ["createActor", "interpret"], message: "Start a flow with useFlowActor or useFlowMachine (src/flows/actors.ts): they hand it the inspector." },
];

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "src/routeTree.gen.ts", "test-results/**", "data/**", "public/**", "dist-flows*/**"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { console: "readonly", process: "readonly" } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-non-null-assertion": "error",
      "@typescript-eslint/consistent-type-assertions": ["error", { assertionStyle: "as", objectLiteralTypeAssertions: "allow-as-parameter" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
      "no-undef": "off",
    },
  },
  {
    files: ["src/**/*.{ts,tsx}", "routes/**/*.tsx", "flowbook/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    // XState's `types: { context: {} as Context }` is a type-only marker with no runtime value; nothing is silenced.
    files: ["machines/**/*.ts", "tests/machines/**/*.ts", "flowbook/plans/**/*.ts"],
    rules: { "@typescript-eslint/consistent-type-assertions": ["error", { assertionStyle: "as", objectLiteralTypeAssertions: "allow" }] },
  },
  {
    files: ["machines/**/*.ts"],
    rules: {
      "no-restricted-imports": restrict([
        { group: ["react", "react-*", "@xstate/react", "@tanstack/*"], message: "Machines are pure: no React or router." },
        { group: ["ofetch", "**/src/api/**", "**/server/**"], message: "Machines invoke named actors; the app provides the real ones." },
      ]),
      "no-restricted-globals": ["error", "fetch", "localStorage", "sessionStorage", "document", "window"],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    // The wrapper itself, and the root actors' contexts (src/app/Providers.tsx hands them the inspector as an option).
    ignores: ["src/flows/inspect.ts", "src/flows/actors.ts"],
    rules: { "no-restricted-imports": restrict([], startThroughTheInspector) },
  },
  {
    files: ["src/features/**/*.{ts,tsx}", "routes/**/*.tsx"],
    rules: {
      "no-restricted-imports": restrict(
        [{ group: ["ofetch", "**/src/api/**", "**/api/*", "**/server/**"], message: "Views read machines and send events; they never fetch." }],
        startThroughTheInspector,
      ),
      "no-restricted-globals": ["error", "fetch"],
    },
  },
  {
    files: ["src/contract/**/*.ts"],
    rules: {
      "no-restricted-imports": restrict([{ regex: "^(?!zod/mini$|\\./)", message: "The contract is pure zod shared by site and server." }]),
    },
  },
  {
    files: ["server/**/*.ts"],
    rules: {
      "no-restricted-imports": restrict([
        { regex: "^(\\.\\./)+src/(?!contract/)", message: "The server shares only src/contract with the site." },
        { regex: "^(\\.\\./)+(machines|routes)/", message: "The server never imports the site's machines or routes." },
      ]),
    },
  },
);
