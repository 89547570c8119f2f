// Tala Roulette, the live-style table: chips on the board add up to one stake, one turn of the wheel pays them.
import { useActorRef, useSelector } from "@xstate/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { CHIPS, totalStake, type BetSpot } from "../../../../../machines/houseRoulette.machine";
import { useGamesFlows } from "../../../../flows/actors";
import { formatMoney } from "../../../../i18n/format";
import { AmountChoice, FairPanel, GameClosed, GameHead, RoundStatus, WinLine, useBalanceRefresh } from "./shared";

const RED_POCKETS = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export function HouseRoulette({ launchToken }: { launchToken: string }) {
  const { i18n, t } = useLingui();
  const flows = useGamesFlows();
  const actor = useActorRef(flows.houseRoulette, { input: { launchToken } });
  useBalanceRefresh(actor);
  const state = useSelector(actor, (s) => s);
  const { bets, chip, result, errorCode, spins, session } = state.context;
  if (state.matches("closed")) return <GameClosed />;
  const stakeOn = (spot: BetSpot) => bets.find((bet) => bet.kind === spot.kind && bet.number === spot.number && bet.which === spot.which)?.amount;
  const spotButton = (spot: BetSpot, label: string, className: string) => (
    <button type="button" className={`roulette__spot ${className}`} onClick={() => actor.send({ type: "bet.place", spot })} aria-label={t`Bet on ${label}`}>
      <span>{label}</span>
      {stakeOn(spot) && <span className="roulette__chip">{formatMoney(stakeOn(spot) ?? "0", i18n.locale)}</span>}
    </button>
  );
  return (
    <section className="house-slot roulette" data-testid="house-roulette">
      <GameHead title="Tala Roulette" lobby="/live">
        {result && (
          <span className={`roulette__pocket roulette__pocket--${result.colour}`} data-testid="roulette-pocket">
            {result.pocket}
          </span>
        )}
      </GameHead>
      <div className="roulette__board">
        {spotButton({ kind: "straight", number: 0 }, "0", "roulette__spot--green roulette__spot--zero")}
        {Array.from({ length: 36 }, (_, i) => i + 1).map((n) => (
          <span key={n}>{spotButton({ kind: "straight", number: n }, String(n), RED_POCKETS.has(n) ? "roulette__spot--red" : "roulette__spot--black")}</span>
        ))}
      </div>
      <div className="roulette__outside">
        {spotButton({ kind: "dozen", which: 1 }, "1–12", "")}
        {spotButton({ kind: "dozen", which: 2 }, "13–24", "")}
        {spotButton({ kind: "dozen", which: 3 }, "25–36", "")}
        {spotButton({ kind: "low" }, "1–18", "")}
        {spotButton({ kind: "even" }, t`Even`, "")}
        {spotButton({ kind: "red" }, t`Red`, "roulette__spot--red")}
        {spotButton({ kind: "black" }, t`Black`, "roulette__spot--black")}
        {spotButton({ kind: "odd" }, t`Odd`, "")}
        {spotButton({ kind: "high" }, "19–36", "")}
      </div>
      <WinLine win={result?.win ?? null} idle={t`Place your chips and spin`} testId="roulette-win" />
      <div className="house-slot__controls">
        <AmountChoice label={t`Chip`} amounts={CHIPS} chosen={chip} onChoose={(value) => actor.send({ type: "chip.select", chip: value })} />
        <span>
          {t`Stake`}: <strong>{formatMoney(totalStake(bets), i18n.locale)}</strong>
        </span>
        <button type="button" className="button button--ghost" onClick={() => actor.send({ type: "bets.clear" })}>
          <Trans>Clear</Trans>
        </button>
        <button type="button" className="button button--primary house-slot__spin" disabled={bets.length === 0 || state.hasTag("spinning")} onClick={() => actor.send({ type: "spin" })} data-testid="roulette-spin">
          <Trans>Spin</Trans>
        </button>
      </div>
      <RoundStatus balance={result?.balance ?? null} rounds={spins} errorCode={errorCode} testId="roulette-balance" />
      {session && <FairPanel session={session} rounds={spins} rules={t`A European wheel with one zero. Straight numbers pay 36 times the chip, dozens and columns 3 times, red, black, odd, even, low and high 2 times, each with the chip included.`} />}
    </section>
  );
}
