// Shows the whole site only when the system is normal; otherwise the maintenance, region-blocked or offline page.
import type { ReactNode } from "react";
import { AppActor } from "../../flows/actors";
import { MaintenancePage, OfflinePage, RegionBlockedPage, StartingPage } from "./StatusPages";

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
    case "maintenance":
      return <MaintenancePage onRetry={retry} />;
    case "regionBlocked":
      return <RegionBlockedPage ip={ip} />;
    case "offline":
      return <OfflinePage onRetry={retry} />;
    case "starting":
      return <StartingPage />;
  }
}
