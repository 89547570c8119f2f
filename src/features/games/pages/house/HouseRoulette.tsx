// Tala Roulette, the live-style table: chips on the board add up to one stake, one turn of the wheel pays them. The
// wheel turns to the server's pocket and the outcome shows once it stops (at once under reduced motion). The board
// lies across on wide screens and stands up (three numbers a row) on phones.
import { Fragment, useEffect, useState, type ReactNode } from "react";
import { useSelector } from "@xstate/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { CHIPS, totalStake, type BetSpot } from "../../../../../machines/houseRoulette.machine";
import { useGamesFlows, useFlowActor } from "../../../../flows/actors";
import { useFormat } from "../../../../i18n/useFormat";
import { useMediaQuery } from "../../../../ui/useMediaQuery";
import { AmountChoice, FairPanel, GameClosed, GameHead, RoundStatus, WinLine } from "./shared";
import { useRefreshOn } from "../../../../flows/refresh";
import { RED_POCKETS, RouletteWheel, WHEEL_TURN_MS } from "./RouletteWheel";

/** The board's streets: rows of three numbers, 1–3 up to 34–36. */
const STREETS = Array.from({ length: 12 }, (_, street) => [1, 2, 3].map((k) => street * 3 + k));

export function HouseRoulette({ launchToken }: { launchToken: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const flows = useGamesFlows();
  const actor = useFlowActor(flows.houseRoulette, { input: { launchToken } });
  useRefreshOn(actor, "wallet.changed");
  const state = useSelector(actor, (s) => s);
  const { bets, chip, result, errorCode, spins, session } = state.context;
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  // The spins whose outcome is shown: the last one once the wheel has stopped on it.
  const [stoppedSpins, setStoppedSpins] = useState(0);
  useEffect(() => {
    if (stoppedSpins === spins) return;
    const timer = window.setTimeout(() => setStoppedSpins(spins), reducedMotion ? 0 : WHEEL_TURN_MS);
    return () => window.clearTimeout(timer);
  }, [spins, stoppedSpins, reducedMotion]);
  if (state.matches("closed")) return <GameClosed />;

  const stopped = reducedMotion || stoppedSpins === spins;
  const shown = stopped ? result : null;
  const stakeOn = (spot: BetSpot) => bets.find((bet) => bet.kind === spot.kind && bet.number === spot.number && bet.which === spot.which)?.amount;
  const spotButton = (spot: BetSpot, face: ReactNode, label: string, className: string) => {
    const stake = stakeOn(spot);
    const won = spot.kind === "straight" && shown?.pocket === spot.number;
    // The chip lies on the spot's corner beside the button, so the button's name stays what it shows.
    return (
      <span className={`roulette__place${stake ? " has-chip" : ""}`}>
        <button type="button" className={`roulette__spot ${className}${won ? " is-winner" : ""}`} onClick={() => actor.send({ type: "bet.place", spot })} aria-label={stake ? `${t`Bet on ${label}`} (${format.money(stake)})` : t`Bet on ${label}`}>
          {face}
        </button>
        {stake && (
          <span className="roulette__chip" aria-hidden="true">
            {format.amount(stake)}
          </span>
        )}
      </span>
    );
  };
  const numberButton = (n: number) => spotButton({ kind: "straight", number: n }, format.digits(n), format.digits(n), RED_POCKETS.has(n) ? "roulette__spot--red" : "roulette__spot--black");
  const twoToOne = t`2 to 1`;
  const range = (from: number, to: number) => `${format.digits(from)}–${format.digits(to)}`;
  const wheelLabel = result === null ? t`Roulette wheel` : stopped ? t`The wheel stopped on ${format.digits(result.pocket)}` : t`The wheel is turning`;

  return (
    <section className="house-slot roulette" data-testid="house-roulette">
      <GameHead title="Tala Roulette" lobby="/live">
        {shown && (
          <span className={`roulette__pocket roulette__pocket--${shown.colour}`} data-testid="roulette-pocket">
            {format.digits(shown.pocket)}
          </span>
        )}
      </GameHead>
      <div className="roulette__stage">
        <RouletteWheel pocket={result?.pocket ?? null} spins={spins} landed={stopped} label={wheelLabel} digits={format.digits} />
        <div className="roulette-table" data-testid="roulette-board">
          {spotButton({ kind: "straight", number: 0 }, format.digits(0), format.digits(0), "roulette__spot--green roulette-table__zero")}
          <div className="roulette-table__numbers">
            {STREETS.map((street) => (
              <div key={street[0]} className="roulette-table__street">
                {street.map((n) => (
                  <Fragment key={n}>{numberButton(n)}</Fragment>
                ))}
              </div>
            ))}
          </div>
          <div className="roulette-table__columns">
            {[1, 2, 3].map((which) => (
              // Named with what it shows, so the name a voice command would say is the one on the button.
              <Fragment key={which}>{spotButton({ kind: "column", which }, twoToOne, `${t`column ${format.digits(which)}`}, ${twoToOne}`, "roulette__spot--outside")}</Fragment>
            ))}
          </div>
          <div className="roulette-table__dozens">
            {spotButton({ kind: "dozen", which: 1 }, range(1, 12), range(1, 12), "roulette__spot--outside")}
            {spotButton({ kind: "dozen", which: 2 }, range(13, 24), range(13, 24), "roulette__spot--outside")}
            {spotButton({ kind: "dozen", which: 3 }, range(25, 36), range(25, 36), "roulette__spot--outside")}
          </div>
          <div className="roulette-table__outside">
            {spotButton({ kind: "low" }, range(1, 18), range(1, 18), "roulette__spot--outside")}
            {spotButton({ kind: "even" }, t`Even`, t`Even`, "roulette__spot--outside")}
            {spotButton({ kind: "red" }, <span className="roulette__diamond" />, t`Red`, "roulette__spot--red")}
            {spotButton({ kind: "black" }, <span className="roulette__diamond" />, t`Black`, "roulette__spot--black")}
            {spotButton({ kind: "odd" }, t`Odd`, t`Odd`, "roulette__spot--outside")}
            {spotButton({ kind: "high" }, range(19, 36), range(19, 36), "roulette__spot--outside")}
          </div>
        </div>
      </div>
      <WinLine win={shown?.win ?? null} idle={stopped ? t`Place your chips and spin` : t`The wheel is turning…`} testId="roulette-win" />
      <div className="house-slot__controls roulette__controls">
        <AmountChoice label={t`Chip`} amounts={CHIPS} chosen={chip} onChoose={(value) => actor.send({ type: "chip.select", chip: value })} />
        <span className="roulette__stake" data-testid="roulette-stake">
          {t`Stake`}: <strong>{format.money(totalStake(bets))}</strong>
        </span>
        <button type="button" className="button button--ghost" onClick={() => actor.send({ type: "bets.clear" })}>
          <Trans>Clear</Trans>
        </button>
        <button type="button" className="button button--primary house-slot__spin" disabled={bets.length === 0 || state.hasTag("spinning") || !stopped} onClick={() => actor.send({ type: "wheel.spin" })} data-testid="roulette-spin">
          <Trans>Spin</Trans>
        </button>
      </div>
      <RoundStatus balance={shown?.balance ?? null} rounds={spins} errorCode={errorCode} testId="roulette-balance" />
      {session && <FairPanel session={session} rounds={spins} rules={t`A European wheel with one zero. Straight numbers pay 36 times the chip, dozens and columns 3 times, red, black, odd, even, low and high 2 times, each with the chip included.`} />}
    </section>
  );
}
