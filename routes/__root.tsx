// The root route: every page renders inside the root layout.
import { createRootRouteWithContext, lazyRouteComponent } from "@tanstack/react-router";
import type { RouterContext } from "../src/app/site";
import { RootLayout } from "../src/app/layout/RootLayout";

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // Loaded when an address matches no page: no first visit to a real page carries it (nor its strings).
  notFoundComponent: lazyRouteComponent(() => import("../src/features/shell/components/NotFoundPage"), "NotFoundPage"),
});
