// The one set of services, flow loaders and query factories of this browser tab, shared by the providers (views) and
// the router (route loaders), so both read the same cache.
import { QueryClient } from "@tanstack/react-query";
import { contentQueries } from "../api/queries/content";
import { createServices } from "../flows/services";
import { flowLoaders } from "../flows/index";
import { createRouteData, type RouteData } from "../flows/routeData";

export const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });
export const services = createServices();
export const loaders = flowLoaders(services);
export const contentLists = contentQueries(services.content);
export const routeData = createRouteData({ queryClient, content: contentLists, loaders });

/** What every route's loader gets: the cache, and what each page primes in it. */
export interface RouterContext {
  queryClient: QueryClient;
  data: RouteData;
}
