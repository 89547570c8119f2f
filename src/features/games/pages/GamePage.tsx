// The game page: opened with a launch token, it plays the house game in the page; opened with only a game's node id
// (a link, a bookmark), it launches that game first. Other vendors' games are not connected on this install: the
// launch says the game is under maintenance and offers popular games.
import { useLingui } from "@lingui/react/macro";
import type { HouseEngine } from "../../../contract/casino";
import { useCatalog } from "../../../i18n/useCatalog";
import { useLaunchOnArrival } from "./GameLaunch";
import { HouseRoulette } from "./house/HouseRoulette";
import { HouseTable } from "./house/HouseTable";

export function GamePage({ nodeId, vendor, launch, engine }: { nodeId: string | undefined; vendor: string | undefined; launch: string | undefined; engine: HouseEngine | undefined }) {
  useCatalog("games");
  if (launch) return engine === "roulette" ? <HouseRoulette launchToken={launch} /> : <HouseTable launchToken={launch} />;
  return <LaunchFromLink nodeId={nodeId} vendor={vendor} />;
}

function LaunchFromLink({ nodeId, vendor }: { nodeId: string | undefined; vendor: string | undefined }) {
  const { t } = useLingui();
  const launcher = useLaunchOnArrival(nodeId ? { game: { nodeId, vassalage: vendor ?? "" } } : undefined);
  return (
    <section className="content-page" data-testid="game-launch">
      {launcher.popups}
      {!nodeId && <h1>{t`Choose a game from the lobby.`}</h1>}
    </section>
  );
}
