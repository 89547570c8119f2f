// The root route: every page renders inside the root layout.
import { createRootRouteWithContext } from "@tanstack/react-router";
import type { RouterContext } from "../src/app/site";
import { RootLayout } from "../src/app/layout/RootLayout";
import { NotFoundPage } from "../src/features/shell/components/NotFoundPage";

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});
