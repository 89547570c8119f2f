// A provider's own page (header only), like /fbsports: it starts the provider's game for the member.
import { useQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { useGamesFlows } from "../../../flows/actors";
import { COCKFIGHT_VENDOR } from "../../../config/index";
import type { GameType } from "../../../contract/content";
import { useCatalog } from "../../../i18n/useCatalog";
import { useLaunchOnArrival } from "./GameLaunch";

export function ProviderPage({ gameType, title }: { gameType: GameType; title: string }) {
  useCatalog("games");
  const { t } = useLingui();
  const flows = useGamesFlows();
  // The area's lead provider: the first of its vendors (the cockfight vendor has its own entry).
  const vendor = useQuery(flows.queries.vendors()).data?.find((v) => v.gameType === gameType && v.code !== COCKFIGHT_VENDOR);
  const launcher = useLaunchOnArrival(vendor ? { vendor: vendor.code, gameType } : undefined);
  return (
    <section className="content-page" data-testid="provider-page">
      <h1>{title}</h1>
      <p className="muted">{vendor ? t`Opening ${vendor.name}…` : t`Loading`}</p>
      {launcher.popups}
    </section>
  );
}
