// The root route: every page renders inside the root layout.
import { createRootRouteWithContext } from "@tanstack/react-router";
import type { QueryClient } from "@tanstack/react-query";
import { RootLayout } from "../src/app/layout/RootLayout";
import { NotFoundPage } from "../src/features/shell/components/NotFoundPage";

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});
