// The lottery screen (header only): the chosen lottery game with the merchant's prize mode, launched like any game.
import { useQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { lotteryPrizeMode } from "../../../../machines/gameLaunch.machine";
import { useGamesFlows } from "../../../flows/actors";
import { useCatalog } from "../../../i18n/useCatalog";
import { useLaunchOnArrival } from "./GameLaunch";

export function LotteryPage({ nodeId, gameCode, vendor, playType }: { nodeId: string | undefined; gameCode: string | undefined; vendor: string | undefined; playType: string | undefined }) {
  useCatalog("games");
  const { i18n, t } = useLingui();
  const flows = useGamesFlows();
  const hot = useQuery(flows.queries.hot(i18n.locale)).data;
  // Without a game type the launch does not send the game back here: it opens the lottery itself.
  const launcher = useLaunchOnArrival(nodeId ? { game: { nodeId, vassalage: vendor ?? "" } } : undefined);
  const prizeMode = hot ? lotteryPrizeMode(hot.ELOTT ?? []) : null;
  return (
    <section className="content-page lottery-page" data-testid="lottery-page">
      <h1>{t`Lottery`}</h1>
      <dl className="lottery-page__facts">
        <dt>{t`Game`}</dt>
        <dd>{gameCode ?? t`Choose a lottery game from the lottery page.`}</dd>
        {playType && (
          <>
            <dt>{t`Play type`}</dt>
            <dd>{playType}</dd>
          </>
        )}
        <dt>{t`Prize mode`}</dt>
        <dd data-testid="lottery-prize-mode">{prizeMode ?? "…"}</dd>
      </dl>
      {launcher.popups}
    </section>
  );
}
