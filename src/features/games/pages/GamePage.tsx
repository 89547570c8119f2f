// The game page: opened with a launch token, it plays the house game in the page; opened with only a game's node id
// (a link, a bookmark), it launches that game first. Other vendors' games are not connected on this install: the
// launch says the game is under maintenance and offers popular games.
import { useEffect } from "react";
import { useLingui } from "@lingui/react/macro";
import { SessionActor } from "../../../app/actors";
import type { HouseEngine } from "../../../contract/casino";
import { useCatalog } from "../../../i18n/useCatalog";
import { useGameLaunch } from "./GameLaunch";
import { HouseRoulette } from "./house/HouseRoulette";
import { HouseTable } from "./house/HouseTable";

export function GamePage({ nodeId, vendor, launch, engine }: { nodeId: string | undefined; vendor: string | undefined; launch: string | undefined; engine: HouseEngine | undefined }) {
  useCatalog("games");
  if (launch) return engine === "roulette" ? <HouseRoulette launchToken={launch} /> : <HouseTable launchToken={launch} />;
  return <LaunchFromLink nodeId={nodeId} vendor={vendor} />;
}

function LaunchFromLink({ nodeId, vendor }: { nodeId: string | undefined; vendor: string | undefined }) {
  const { t } = useLingui();
  const loading = SessionActor.useSelector((s) => s.hasTag("loading"));
  const signedIn = SessionActor.useSelector((s) => s.hasTag("signedIn"));
  const launcher = useGameLaunch({ replace: true });
  const { start } = launcher;
  useEffect(() => {
    if (!loading && nodeId) start({ nodeId, vassalage: vendor ?? "" });
    // Once per game and sign-in: a login from the popup this asked for starts the game.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loading, signedIn, nodeId, vendor]);
  return (
    <section className="content-page" data-testid="game-launch">
      {launcher.popups}
      {!nodeId && <h1>{t`Choose a game from the lobby.`}</h1>}
    </section>
  );
}
