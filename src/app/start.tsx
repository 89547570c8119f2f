// The app itself: the router over the route tree, inside the providers, rendered into the page. src/main.tsx loads it
// once the language is ready (and the libraries have been evaluated in a task of their own).
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { createRouter, RouterProvider } from "@tanstack/react-router";
import type { InspectionEvent, Observer } from "xstate";
import { routeTree } from "../routeTree.gen";
import { Providers } from "./Providers";
import { queryClient, routeData } from "./site";
import { parseSearch, stringifySearch } from "./searchParams";
import type { Language, Theme } from "../config/index";

const router = createRouter({ routeTree, context: { queryClient, data: routeData }, defaultPreload: "intent", scrollRestoration: true, parseSearch, stringifySearch });

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

export function renderApp(container: HTMLElement, { language, theme, inspect }: { language: Language; theme: Theme; inspect: Observer<InspectionEvent> | undefined }) {
  const root = createRoot(container);
  // A transition renders in slices of a few milliseconds, so a phone stays free for a tap between them (the server's
  // first view stays on the screen until the render is committed).
  startTransition(() => {
    root.render(
      <StrictMode>
        <Providers initialLanguage={language} initialTheme={theme} inspect={inspect}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });
}
