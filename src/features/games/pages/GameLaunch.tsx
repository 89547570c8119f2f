// Starting a game from any list: the launch machine decides, this renders its popups (a vendor's games, a card
// table's rooms, maintenance with popular games, a blocked popup) and carries out where the game opens.
import { useEffect } from "react";
import { useNavigate } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import type { GameChoice } from "../../../../machines/gameLaunch.machine";
import { AuthDialogsActor, SessionActor, useContentQueries, useGamesFlows, useFlowActor } from "../../../flows/actors";
import type { Game, GameType } from "../../../contract/content";
import { useFormat } from "../../../i18n/useFormat";
import { LOTTERY_LAUNCH } from "../../../config/index";
import { Modal } from "../../../ui/Modal";
import { SafeImage } from "../../../ui/SafeImage";

/** The launcher of one page: start(game) or startVendor(vendor) from a click, and the popups to render. */
export function useGameLaunch(options: { replace?: boolean } = {}) {
  const flows = useGamesFlows();
  const navigate = useNavigate();
  const dialogs = AuthDialogsActor.useActorRef();
  const accountType = SessionActor.useSelector((s) => (s.hasTag("signedIn") ? (s.context.member?.type ?? null) : null));
  const actor = useFlowActor(flows.gameLaunch);
  const replace = options.replace ?? false;

  useEffect(() => {
    const subscriptions = [
      actor.on("games.needsAccount", (event) => dialogs.send({ type: "protected.request", accountType: event.accountType })),
      // A lottery launch (SPEC §7): the lottery screen on the game's board, its back link to where the player was.
      actor.on("game.lottery", ({ game }) => {
        const backUrl = `${window.location.pathname}${window.location.search}`;
        void navigate({ to: "/lottery", search: { ...LOTTERY_LAUNCH, lottoGameCode: game.gameCode, lottoView: game.gameCode ? "betting" : "lobby", backUrl } });
      }),
      actor.on("game.route", ({ url }) => void navigate({ href: url, replace })),
      // The frame's address travels in the history entry, not the URL: a shared link launches afresh.
      actor.on("game.frame", ({ url, nodeId, vendor }) => void navigate({ to: "/game", search: { nodeId, vendor }, state: { frameUrl: url }, replace })),
      actor.on("game.popup", ({ url }) => {
        if (!window.open(url, "_blank", "noopener")) actor.send({ type: "popup.blocked" });
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, dialogs, navigate, replace]);

  return {
    actor,
    start: (game: GameChoice) => actor.send({ type: "game.start", game, accountType }),
    startVendor: (vendor: string, gameType: GameType) => actor.send({ type: "vendor.start", vendor, gameType, accountType }),
    popups: <LaunchPopups actor={actor} onStart={(game) => actor.send({ type: "game.start", game, accountType })} />,
  };
}

/**
 * A page that opens straight into a game (a link, the lottery screen, a provider's page): once the session is known,
 * and again after a login the launch asked for. `what` names the game; while it is undefined nothing starts.
 */
export function useLaunchOnArrival(what: { game: GameChoice } | { vendor: string; gameType: GameType } | undefined) {
  const launcher = useGameLaunch({ replace: true });
  const loading = SessionActor.useSelector((s) => s.hasTag("loading"));
  const signedIn = SessionActor.useSelector((s) => s.hasTag("signedIn"));
  const { start, startVendor } = launcher;
  const key = what === undefined ? "" : JSON.stringify(what);
  useEffect(() => {
    if (loading || what === undefined) return;
    if ("game" in what) start(what.game);
    else startVendor(what.vendor, what.gameType);
    // Once per game and sign-in, whatever else re-renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loading, signedIn, key]);
  return launcher;
}

type LaunchActor = ReturnType<typeof useGameLaunch>["actor"];

function LaunchPopups({ actor, onStart }: { actor: LaunchActor; onStart: (game: GameChoice) => void }) {
  const { t } = useLingui();
  const format = useFormat();
  const snapshot = useSelector(actor, (s) => s);
  const close = () => actor.send({ type: "launch.close" });
  const { vendorGames, rooms, url, errorCode } = snapshot.context;

  if (snapshot.matches({ vendorList: "shown" })) {
    return (
      <Modal title={vendorGames[0]?.displayName ?? t`Games`} closeLabel={t`Close`} onClose={close} testId="vendor-games-popup" wide>
        <GameTiles games={vendorGames} onStart={onStart} />
      </Modal>
    );
  }
  if (snapshot.matches({ rooms: "choosing" }) || snapshot.matches({ rooms: "seating" })) {
    return (
      <Modal title={t`Choose a room`} closeLabel={t`Close`} onClose={close} testId="room-popup" wide>
        <ul className="room-list">
          {rooms.map((room) => {
            const full = room.players >= room.seats;
            return (
              <li key={room.roomId} className="room-list__room" data-testid="room">
                <strong className="room-list__name">{room.name}</strong>
                <span className="room-list__stakes">{t`Bets ${format.money(room.minBet)} to ${format.money(room.maxBet)}`}</span>
                <span className="room-list__seats" data-testid="room-seats">
                  <span className="room-list__chairs" aria-hidden="true">
                    {Array.from({ length: room.seats }, (_, seat) => (
                      <span key={seat} className={seat < room.players ? "is-taken" : undefined} />
                    ))}
                  </span>
                  {t`${{ players: format.number(room.players) }} / ${{ seats: format.number(room.seats) }} seats`}
                </span>
                <button type="button" className="button button--primary button--small" disabled={snapshot.hasTag("busy") || full} onClick={() => actor.send({ type: "room.choose", roomId: room.roomId })}>
                  {full ? <Trans>Full</Trans> : <Trans>Sit down</Trans>}
                </button>
              </li>
            );
          })}
        </ul>
      </Modal>
    );
  }
  if (snapshot.matches("blocked")) {
    return (
      <Modal title={t`Popup blocked`} closeLabel={t`Close`} onClose={close} testId="popup-blocked">
        <p role="alert">{t`Popup blocked. Please allow popups and try again.`}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            // Opened by the player's own click, which browsers let through.
            if (url && window.open(url, "_blank", "noopener")) close();
          }}
        >
          <Trans>Open the game</Trans>
        </button>
      </Modal>
    );
  }
  if (snapshot.matches("maintenance")) {
    return (
      <Modal title={t`This game is under maintenance`} closeLabel={t`Close`} onClose={close} testId="game-maintenance" wide>
        <PopularInstead onStart={onStart} />
      </Modal>
    );
  }
  if (snapshot.matches("failed")) {
    return (
      <Modal title={t`The game could not be opened`} closeLabel={t`Close`} onClose={close} testId="game-failed">
        <p role="alert">
          {errorCode === "network_error"
            ? t`Network link is abnormal, please try again`
            : errorCode === "room_full"
              ? t`This room is full. Choose another room.`
              : errorCode === "too_many_launches"
                ? t`You have opened many games in a short time. Please wait a few minutes and try again.`
                : t`Please try again in a moment.`}
        </p>
      </Modal>
    );
  }
  return snapshot.hasTag("busy") ? <div className="launch-busy spinner" role="status" aria-label={t`Opening the game`} /> : null;
}

/** A game under maintenance: the popular games to play meanwhile. */
export function PopularInstead({ onStart }: { onStart: (game: GameChoice) => void }) {
  const { i18n, t } = useLingui();
  const popular = useQuery(useContentQueries().playablePopular(i18n.locale)).data ?? [];
  return (
    <>
      <p className="muted">{t`Try one of the popular games meanwhile.`}</p>
      <GameTiles games={popular} onStart={onStart} />
    </>
  );
}

function GameTiles({ games, onStart }: { games: Game[]; onStart: (game: GameChoice) => void }) {
  return (
    <div className="game-grid">
      {games.map((game) => (
        <button key={game.nodeId} type="button" className="game-tile" onClick={() => onStart(game)}>
          <span className="game-tile__art">
            <SafeImage src={game.iconUrl} alt="" loading="lazy" width={200} height={200} />
          </span>
          <span className="game-tile__name">{game.gameName}</span>
        </button>
      ))}
    </div>
  );
}
