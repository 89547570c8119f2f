// Shows the whole site only when the system is normal; otherwise the maintenance, region-blocked or offline page.
import { lazy, Suspense, type ReactNode } from "react";
import { AppActor } from "../../flows/actors";
import { StartingPage } from "./StartingPage";
// Most visitors never see these: they load only when the system says so.
const MaintenancePage = lazy(() => import("./ClosedPages").then((module) => ({ default: module.MaintenancePage })));
const RegionBlockedPage = lazy(() => import("./ClosedPages").then((module) => ({ default: module.RegionBlockedPage })));
const OfflinePage = lazy(() => import("./StatusPages").then((module) => ({ default: module.OfflinePage })));

type Gate = "starting" | "ready" | "maintenance" | "regionBlocked" | "offline";

export function SystemGate({ children }: { children: ReactNode }) {
  const gate = AppActor.useSelector((s): Gate => {
    if (s.hasTag("ready")) return "ready";
    if (s.hasTag("maintenance")) return "maintenance";
    if (s.hasTag("regionBlocked")) return "regionBlocked";
    if (s.hasTag("error")) return "offline";
    return "starting";
  });
  const ip = AppActor.useSelector((s) => s.context.location?.ip ?? "");
  const app = AppActor.useActorRef();
  const retry = () => app.send({ type: "app.retry" });

  switch (gate) {
    case "ready":
      return <>{children}</>;
    case "starting":
      return <StartingPage />;
  }
  return (
    <Suspense fallback={<StartingPage />}>
      {gate === "maintenance" ? <MaintenancePage onRetry={retry} /> : gate === "regionBlocked" ? <RegionBlockedPage ip={ip} /> : <OfflinePage onRetry={retry} />}
    </Suspense>
  );
}
