// The game page: opened with a launch token, it plays the house game in the page (the cockfight arena needs none);
// opened from an outside game's launch, it frames the vendor's game; opened with only a game's node id (a link, a
// bookmark), it launches that game first. A vendor that is not connected (or does not answer) puts its game under maintenance, with popular games offered.
import { useLingui } from "@lingui/react/macro";
import { useRouterState } from "@tanstack/react-router";
import type { GameEngine } from "../../../contract/casino";
import { CockfightArena } from "./lottery/CockfightArena";
import { useCatalog } from "../../../i18n/useCatalog";
import { useLaunchOnArrival } from "./GameLaunch";
import { HouseRoulette } from "./house/HouseRoulette";
import { HouseTable } from "./house/HouseTable";
import { OutsideGame } from "./OutsideGame";

export function GamePage({ nodeId, vendor, launch, engine }: { nodeId: string | undefined; vendor: string | undefined; launch: string | undefined; engine: GameEngine | undefined }) {
  useCatalog("games");
  const { t } = useLingui();
  const frameUrl = useRouterState({ select: (state) => state.location.state.frameUrl });
  if (frameUrl && nodeId) return <OutsideGame url={frameUrl} title={vendor ?? t`Game`} />;
  // The arena needs no launch token: bets are bought with the member's session.
  if (engine === "cockfight") return <CockfightArena />;
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
