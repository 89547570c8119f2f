// The lottery screen (/lottery, /lottert, /vnlottery, /sealottery; header only): one game's board when a game is
// named (a lobby link's gameCode, a lottery launch's lottoGameCode with lottoView betting), else the lottery lobby:
// /vnlottery and /sealottery show their area's games only, a launch's lottoArea puts its area's games first.
import { Link } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { lotteryPrizeMode } from "../../../../../machines/gameLaunch.machine";
import type { LotteryArea } from "../../../../contract/lottery";
import type { LotterySearch } from "../../../../contract/search";
import { useGamesFlows } from "../../../../flows/actors";
import { useCatalog } from "../../../../i18n/useCatalog";
import { LotteryBoard } from "./LotteryBoard";
import { LotteryLobby } from "./LotteryLobby";

export function LotteryScreen({ search, area }: { search: LotterySearch; area?: LotteryArea }) {
  useCatalog("games");
  const { i18n, t } = useLingui();
  const flows = useGamesFlows();
  const hot = useQuery(flows.queries.hot(i18n.locale)).data;
  const gameCode = search.lottoGameCode ?? search.gameCode;
  const view = search.lottoView ?? (gameCode ? "betting" : "lobby");
  const prizeMode = search.lottoPrizeMode ?? (hot ? lotteryPrizeMode(hot.ELOTT ?? []) : null);

  return (
    <section className="content-page lottery-page" data-testid="lottery-page">
      <div className="lottery-page__bar">
        {view === "betting" ? (
          <Link to="/lottery" search={{ lottoView: "lobby", lottoArea: search.lottoArea, backUrl: search.backUrl }} className="button button--ghost">
            <Trans>All lotteries</Trans>
          </Link>
        ) : (
          <Link to={search.backUrl ?? "/lott"} className="button button--ghost">
            <Trans>Back</Trans>
          </Link>
        )}
        <h1>{t`Lottery`}</h1>
        <p className="muted lottery-page__mode">
          {t`Prize mode`}: <span data-testid="lottery-prize-mode">{prizeMode ?? "…"}</span>
        </p>
      </div>
      {view === "betting" && gameCode ? <LotteryBoard gameCode={gameCode} /> : <LotteryLobby only={area} first={search.lottoArea} backUrl={search.backUrl} />}
    </section>
  );
}
