// The lottery lobby: every lottery game (or one area's) with the draw taking tickets and its countdown; the
// player's starred games (kept per username in this browser) come first, then the launch's area.
import { Link } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import type { z } from "zod/mini";
import type { LotteryArea, lotteryMenuSchema } from "../../../../contract/lottery";
import { SessionActor, useGamesFlows } from "../../../../flows/actors";
import { useLotteryFavourites } from "./favourites";
import { AREA_LABELS } from "./lotteryText";
import { clockText, useCountdown } from "./useCountdown";
import { localDigits } from "../../../../i18n/format";

type MenuGame = z.infer<typeof lotteryMenuSchema>[number];

export function LotteryLobby({ only, first, backUrl }: { only: LotteryArea | undefined; first: LotteryArea | undefined; backUrl: string | undefined }) {
  const { i18n, t } = useLingui();
  const flows = useGamesFlows();
  const username = SessionActor.useSelector((s) => (s.hasTag("signedIn") ? (s.context.member?.account ?? null) : null));
  const favourites = useLotteryFavourites(username);
  const menu = useQuery(flows.lotteryQueries.menu(i18n.locale));
  const games = (menu.data ?? []).filter((game) => only === undefined || game.area === only);
  // Starred games first, then the launch's area, then the rest, each group in the lobby's order.
  const rank = (game: MenuGame) => (favourites.codes.includes(game.gameCode) ? 0 : game.area === first ? 1 : 2);
  const ordered = [...games].sort((a, b) => rank(a) - rank(b));
  const starred = (game: MenuGame) => favourites.codes.includes(game.gameCode);
  if (menu.isPending) return <p className="muted" aria-busy="true">{t`Loading…`}</p>;
  return (
    <ul className="lottery-lobby" data-testid="lottery-lobby">
      {ordered.length === 0 && <li className="muted">{t`No lottery games here yet.`}</li>}
      {ordered.map((game) => (
        <li key={game.gameCode} className="lottery-card card" data-testid="lottery-card">
          <div className="lottery-card__head">
            <div>
              <p className="lottery-draw__area">{i18n._(AREA_LABELS[game.area])}</p>
              <h2 className="lottery-card__name">{game.name}</h2>
            </div>
            {username !== null && (
              <button
                type="button"
                className={`lottery-card__star${starred(game) ? " is-active" : ""}`}
                aria-pressed={starred(game)}
                aria-label={starred(game) ? t`Remove ${game.name} from favourites` : t`Add ${game.name} to favourites`}
                onClick={() => favourites.toggle(game.gameCode)}
              >
                {starred(game) ? "★" : "☆"}
              </button>
            )}
          </div>
          <CardClock game={game} />
          <Link className="button button--primary" to="/lottery" search={{ lottoGameCode: game.gameCode, lottoView: "betting", backUrl }}>
            <Trans>Bet now</Trans>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function CardClock({ game }: { game: MenuGame }) {
  const { i18n, t } = useLingui();
  const left = useCountdown(game.draw.closesAt, game.serverTime);
  return (
    <p className="lottery-card__clock">
      {t`Draw #${localDigits(game.draw.drawNo, i18n.locale)}`} · {left === 0 || game.draw.status !== "open" ? t`Closed` : t`closes in ${clockText(left ?? 0, i18n.locale)}`}
    </p>
  );
}
