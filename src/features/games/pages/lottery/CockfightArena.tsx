// The cockfight arena (DS88), opened straight from its tile: a virtual fight (an RNG decides it, and the arena says
// so), meron, wala or draw at fixed odds, the player's bets on it, then the result and the payout (the cockfight
// machine decides which), or the end of a fight the player missed while away.
import { useEffect, useState } from "react";
import { useSelector } from "@xstate/react";
import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import type { FightSide } from "../../../../../machines/cockfight.machine";
import { potentialWin } from "../../../../../machines/lotteryTicket.machine";
import { LOTTERY_STAKES } from "../../../../config/index";
import { FIGHT_BET_TYPES } from "../../../../contract/lottery";
import { AuthDialogsActor, SessionActor, useGamesFlows, useFlowActor } from "../../../../flows/actors";
import { useFormat } from "../../../../i18n/useFormat";
import { useCatalog } from "../../../../i18n/useCatalog";
import { AmountChoice, GameHead } from "../house/shared";
import { useRefreshOn } from "../../../../flows/refresh";
import { DrawHead, PastResults, betTypeName } from "./LotteryBoard";
import { BET_TYPE_LABELS, VIRTUAL_FIGHT, fightEndText, lotteryFailureText } from "./lotteryText";

export function CockfightArena() {
  useCatalog("games");
  const { i18n, t } = useLingui();
  const format = useFormat();
  const flows = useGamesFlows();
  const dialogs = AuthDialogsActor.useActorRef();
  const signedIn = SessionActor.useSelector((s) => s.hasTag("signedIn"));
  const [keyPrefix] = useState(() => crypto.randomUUID());
  const actor = useFlowActor(flows.cockfight, { input: { keyPrefix, signedIn } });
  useEffect(() => actor.send({ type: "session.changed", signedIn }), [actor, signedIn]);
  useRefreshOn(actor, "wallet.changed");
  const state = useSelector(actor, (s) => s);
  // The board's countdown, seed hash and past fights (read-only, asked on its own beat).
  const gameCode = state.context.fight?.gameCode ?? "";
  const board = useQuery({ ...flows.lotteryQueries.board(gameCode, i18n.locale), enabled: gameCode !== "" });
  const { side, stake, bets, result, errorCode } = state.context;
  const odds = (type: FightSide) => board.data?.betTypes.find((known) => known.betType === type)?.odds ?? "";
  const open = state.hasTag("open");
  const place = () => (signedIn ? actor.send({ type: "bet.place" }) : dialogs.send({ type: "protected.request", accountType: null }));
  return (
    <section className="house-slot cockfight" data-testid="cockfight-arena">
      <GameHead title={board.data?.name ?? "DS88"} lobby="/sports" />
      {/* E-sabong is banned in the Philippines since 2022: a house arena drawn by an RNG is a virtual game and says so. */}
      <p className="cockfight__virtual" data-testid="cockfight-virtual">
        {i18n._(VIRTUAL_FIGHT)}
      </p>
      {board.data && <DrawHead board={board.data} />}
      <p className="cockfight__phase" data-testid="cockfight-phase" aria-live="polite">
        {state.matches("loading") || state.matches("catchingUp")
          ? t`Entering the arena…`
          : state.matches("failed")
            ? t`The arena did not answer.`
            : open
              ? t`Bets are open`
              : (state.matches("payout") || state.matches("result")) && result
                ? fightEndText(i18n, format, result, state.context.missed)
                : t`Bets are closed: the fight is on`}
      </p>
      {state.matches("failed") && (
        <button type="button" className="button button--primary" onClick={() => actor.send({ type: "load.retry" })}>
          <Trans>Try again</Trans>
        </button>
      )}
      <div className="cockfight__sides" role="radiogroup" aria-label={t`Your side`}>
        {FIGHT_BET_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            role="radio"
            aria-checked={side === type}
            disabled={!open}
            className={`cockfight__side cockfight__side--${type.toLowerCase()}${side === type ? " is-active" : ""}${result?.outcome === type && !open ? " is-winner" : ""}`}
            onClick={() => actor.send({ type: "side.choose", side: type })}
          >
            <strong>{i18n._(BET_TYPE_LABELS[type])}</strong>
            <span>×{odds(type) ? format.digits(priceShown(odds(type))) : "…"}</span>
          </button>
        ))}
      </div>
      {open && (
        <>
          <AmountChoice label={t`Stake`} amounts={LOTTERY_STAKES} chosen={stake} onChoose={(amount) => actor.send({ type: "stake.set", stake: amount })} />
          <button type="button" className="button button--primary house-slot__spin" disabled={state.hasTag("busy") || side === null} onClick={place}>
            {side === null
              ? t`Choose a side`
              : odds(side)
                ? t`Bet ${format.money(stake)} on ${i18n._(BET_TYPE_LABELS[side])} (wins ${format.money(potentialWin(stake, odds(side)) ?? "0")})`
                : t`Bet ${format.money(stake)} on ${i18n._(BET_TYPE_LABELS[side])}`}
          </button>
        </>
      )}
      {(state.matches("result") || state.matches("payout")) && (
        <button type="button" className="button button--ghost" onClick={() => actor.send({ type: "fight.next" })}>
          <Trans>Next fight</Trans>
        </button>
      )}
      {errorCode && errorCode !== "network_error" && (
        <p className="form-message form-message--error" role="alert">
          {lotteryFailureText(i18n, errorCode)}
        </p>
      )}
      {bets.length > 0 && (
        <ul className="lottery-list cockfight__bets" data-testid="fight-bets" aria-label={t`Your bets on this fight`}>
          {bets.map((bet) => (
            <li key={bet.id} className="lottery-list__row">
              <span>{betTypeName(i18n, bet.betType)}</span>
              <span>{format.money(bet.stake)}</span>
            </li>
          ))}
        </ul>
      )}
      {board.data && <PastResults results={board.data.results} />}
    </section>
  );
}

/** A fight's price as a bookmaker writes it, with two decimals ("1.90", "19.00"), as the rules state it. */
export const priceShown = (odds: string) => {
  const [units = "0", fraction = ""] = odds.split(".");
  return `${units}.${fraction.padEnd(2, "0").slice(0, 2)}`;
};
