// A game's tile: its picture (default icon if it fails), name, vendor and hot/new badges; and the grid of them.
import { Link } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import type { Game } from "../../../contract/content";
import { SafeImage } from "../../../ui/SafeImage";

export function GameTile({ game }: { game: Game }) {
  return (
    <Link to="/game" search={{ nodeId: game.nodeId, vendor: game.vassalage, gameCode: game.gameCode }} className="game-tile" data-testid="game-tile">
      <span className="game-tile__art">
        <SafeImage src={game.iconUrl} alt="" loading="lazy" width={200} height={200} />
        {game.isHot === 1 && (
          <span className="badge badge--hot">
            <Trans>Hot</Trans>
          </span>
        )}
        {game.isNew === 1 && (
          <span className="badge badge--new">
            <Trans>New</Trans>
          </span>
        )}
      </span>
      <span className="game-tile__name">{game.gameName}</span>
      <span className="game-tile__vendor">{game.displayName}</span>
    </Link>
  );
}

export function GameGrid({ games, small = false }: { games: readonly Game[]; small?: boolean }) {
  return (
    <div className={small ? "game-grid game-grid--small" : "game-grid"}>
      {games.map((game) => (
        <GameTile key={game.nodeId} game={game} />
      ))}
    </div>
  );
}
