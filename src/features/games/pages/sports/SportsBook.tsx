// The sportsbook (/sports, /esports, /fbsports): the matches in play and to come with their prices, the bet slip (the
// betSlip machine) and the member's bets. Prices come again every few seconds; a price on the slip is the one the
// player saw, and the server says when it moved.
import { useEffect, useState } from "react";
import { useSelector } from "@xstate/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import type { I18n } from "@lingui/core";
import type { z } from "zod/mini";
import type { ActorRefFrom } from "xstate";
import { accumulatorOdds, slipReturn, type Selection, type betSlipMachine } from "../../../../../machines/betSlip.machine";
import { SPORTS_STAKES } from "../../../../config/index";
import { ODDS_CHANGE_RULES, SPORTS, type Outcome, type Sport, type sportBetSchema, type sportEventSchema } from "../../../../contract/sports";
import { AuthDialogsActor, SessionActor, useGamesFlows, useFlowActor } from "../../../../flows/actors";
import { invalidateSportBets } from "../../../../flows/queries";
import { asciiDigits, localDigits } from "../../../../i18n/format";
import { useFormat } from "../../../../i18n/useFormat";
import { useCatalog } from "../../../../i18n/useCatalog";
import { AmountChoice, useSettlementRefresh } from "../house/shared";
import { useRefreshOn } from "../../../../flows/refresh";
import { BET_STATUS, LEG_RESULT, MARKET_LABELS, ODDS_RULE_LABELS, SPORT_LABELS, sportsFailureText } from "./sportsText";

type SportEvent = z.infer<typeof sportEventSchema>;
type SportBet = z.infer<typeof sportBetSchema>;

export function SportsBook({ area }: { area: "sports" | "esports" }) {
  useCatalog("games");
  const { i18n, t } = useLingui();
  const flows = useGamesFlows();
  const member = SessionActor.useSelector((s) => (s.hasTag("signedIn") ? (s.context.member?.account ?? null) : null));
  const events = useQuery(flows.sportsQueries.events(area, i18n.locale));
  const [keyPrefix] = useState(() => crypto.randomUUID());
  const slip = useFlowActor(flows.betSlip, { input: { keyPrefix } });
  const selections = useSelector(slip, (s) => s.context.selections);
  const [sport, setSport] = useState<Sport | null>(null);
  const listed = (events.data?.events ?? []).filter((event) => sport === null || event.sport === sport);
  const sports = SPORTS.filter((known) => (events.data?.events ?? []).some((event) => event.sport === known));
  const live = listed.filter((event) => event.status === "live");
  const upcoming = listed.filter((event) => event.status === "scheduled").slice(0, 30);
  return (
    <section className="sportsbook" data-testid="sportsbook" aria-label={area === "esports" ? t`E-sports betting` : t`Sports betting`}>
      <div className="sportsbook__board">
        {sports.length > 1 && (
          <div className="sportsbook__sports" role="tablist" aria-label={t`Sport`}>
            <button type="button" role="tab" aria-selected={sport === null} className={sport === null ? "is-active" : undefined} onClick={() => setSport(null)}>
              <Trans>All</Trans>
            </button>
            {sports.map((known) => (
              <button key={known} type="button" role="tab" aria-selected={sport === known} className={sport === known ? "is-active" : undefined} onClick={() => setSport(known)}>
                {i18n._(SPORT_LABELS[known])}
              </button>
            ))}
          </div>
        )}
        {events.isPending && <p className="muted" aria-busy="true">{t`Loading…`}</p>}
        {live.length > 0 && (
          <>
            <h2 className="section-title">
              <Trans>In play</Trans>
            </h2>
            <ul className="sportsbook__events">
              {live.map((event) => (
                <EventCard key={event.feedId} event={event} selections={selections} onPick={(selection) => slip.send({ type: "selection.toggle", selection })} />
              ))}
            </ul>
          </>
        )}
        <h2 className="section-title">
          <Trans>Starting soon</Trans>
        </h2>
        <ul className="sportsbook__events" data-testid="sport-events">
          {upcoming.map((event) => (
            <EventCard key={event.feedId} event={event} selections={selections} onPick={(selection) => slip.send({ type: "selection.toggle", selection })} />
          ))}
        </ul>
      </div>
      <aside className="sportsbook__side">
        <BetSlip slip={slip} signedIn={member !== null} />
        {member !== null && <MyBets member={member} />}
      </aside>
    </section>
  );
}

/** An outcome's name on a button or the slip: a team, the draw, over or under the line, a team with its handicap. */
function pickName(i18n: I18n, event: Pick<SportEvent, "home" | "away">, market: string, line: string | null, outcome: Outcome): string {
  const against = (value: string) => (value.startsWith("-") ? value.slice(1) : `-${value}`).replace(/^(?!-)/, "+");
  const shown = (value: string) => localDigits(value, i18n.locale);
  switch (outcome) {
    case "HOME":
      return market === "HANDICAP" && line ? `${event.home} ${shown(line.startsWith("-") ? line : `+${line}`)}` : event.home;
    case "AWAY":
      return market === "HANDICAP" && line ? `${event.away} ${shown(against(line))}` : event.away;
    case "DRAW":
      return i18n._(MARKET_LABELS.draw);
    case "OVER":
      return `${i18n._(MARKET_LABELS.over)} ${shown(line ?? "")}`;
    case "UNDER":
      return `${i18n._(MARKET_LABELS.under)} ${shown(line ?? "")}`;
  }
}

function EventCard({ event, selections, onPick }: { event: SportEvent; selections: Selection[]; onPick: (selection: Selection) => void }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const match = t`${event.home} v ${event.away}`;
  const starts = new Date(event.startsAt);
  return (
    <li className="sport-event card" data-testid="sport-event">
      <header className="sport-event__head">
        <span className="sport-event__league">
          {i18n._(SPORT_LABELS[event.sport])} · {event.league}
        </span>
        {event.status === "live" ? (
          <span className="sport-event__live">
            <Trans>Live</Trans> · {format.number(Math.round(event.played * 100))}%
          </span>
        ) : (
          <time dateTime={event.startsAt}>{starts.toLocaleTimeString(i18n.locale, { hour: "2-digit", minute: "2-digit" })}</time>
        )}
      </header>
      <p className="sport-event__teams">
        <span>{event.home}</span>
        {event.status === "live" ? (
          <strong className="sport-event__score" aria-label={t`Score ${format.number(event.score.home)} to ${format.number(event.score.away)}`}>
            {format.number(event.score.home)} – {format.number(event.score.away)}
          </strong>
        ) : (
          <span className="muted">{t`vs`}</span>
        )}
        <span>{event.away}</span>
      </p>
      <div className="sport-event__markets">
        {event.markets.map((market) => (
          <div key={market.market} className="sport-market" role="group" aria-label={i18n._(MARKET_LABELS[market.market])}>
            <span className="sport-market__name">{i18n._(MARKET_LABELS[market.market])}</span>
            <div className="sport-market__prices">
              {market.outcomes.map(({ outcome, odds }) => {
                const name = pickName(i18n, event, market.market, market.line, outcome);
                const chosen = selections.some((selection) => selection.feedId === event.feedId && selection.market === market.market && selection.outcome === outcome);
                const open = market.status === "open" && odds !== null;
                return (
                  <button
                    key={outcome}
                    type="button"
                    className={`sport-price${chosen ? " is-active" : ""}`}
                    aria-pressed={chosen}
                    disabled={!open}
                    onClick={() => odds && onPick({ feedId: event.feedId, market: market.market, outcome, odds, line: market.line, match, pick: name })}
                  >
                    <span className="sport-price__name">{name}</span>
                    <strong>{open ? format.digits(odds) : "—"}</strong>
                  </button>
                );
              })}
            </div>
            {market.status === "suspended" && <span className="sport-market__paused">{t`Suspended`}</span>}
          </div>
        ))}
      </div>
    </li>
  );
}

function BetSlip({ slip, signedIn }: { slip: ActorRefFrom<typeof betSlipMachine>; signedIn: boolean }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const dialogs = AuthDialogsActor.useActorRef();
  const queryClient = useQueryClient();
  useRefreshOn(slip, "wallet.changed");
  useEffect(() => {
    const subscription = slip.on("wallet.changed", () => void invalidateSportBets(queryClient));
    return () => subscription.unsubscribe();
  }, [slip, queryClient]);
  const state = useSelector(slip, (s) => s);
  const { selections, mode, stake, oddsChange, offered, placed, errorCode } = state.context;
  const returns = slipReturn(state.context);
  const place = () => (signedIn ? slip.send({ type: "slip.place" }) : dialogs.send({ type: "protected.request", accountType: null }));
  return (
    <section className="bet-slip card" aria-labelledby="bet-slip-title" data-testid="bet-slip">
      <h2 id="bet-slip-title" className="section-title">
        <Trans>Bet slip</Trans> {selections.length > 0 && <span className="bet-slip__count">{format.number(selections.length)}</span>}
      </h2>
      {state.hasTag("empty") && !state.matches("placed") && <p className="muted">{t`Choose a price to add it here.`}</p>}
      {selections.length > 0 && !state.matches("placed") && (
        <>
          <ul className="bet-slip__selections">
            {selections.map((selection) => {
              const offer = offered.find((known) => known.feedId === selection.feedId && known.market === selection.market && known.outcome === selection.outcome);
              return (
                <li key={selection.feedId}>
                  <div>
                    <strong>{selection.pick}</strong>
                    <span className="muted">{selection.match}</span>
                  </div>
                  <span className="bet-slip__odds">
                    {offer?.odds && offer.odds !== selection.odds ? (
                      <>
                        <s>{format.digits(selection.odds)}</s> <strong data-testid="offered-odds">{format.digits(offer.odds)}</strong>
                      </>
                    ) : (
                      format.digits(selection.odds)
                    )}
                  </span>
                  <button type="button" className="bet-slip__remove" aria-label={t`Remove ${selection.pick}`} disabled={state.hasTag("busy")} onClick={() => slip.send({ type: "selection.remove", feedId: selection.feedId })}>
                    ×
                  </button>
                </li>
              );
            })}
          </ul>
          {selections.length > 1 && (
            <div className="bet-slip__modes" role="radiogroup" aria-label={t`Bet type`}>
              {(["accumulator", "singles"] as const).map((known) => (
                <button key={known} type="button" role="radio" aria-checked={mode === known} className={`chip${mode === known ? " is-active" : ""}`} onClick={() => slip.send({ type: "mode.set", mode: known })}>
                  {known === "accumulator" ? t`Accumulator ×${format.digits(accumulatorOdds(selections))}` : t`${format.number(selections.length)} singles`}
                </button>
              ))}
            </div>
          )}
          <label className="field">
            <span className="field__label">{mode === "singles" && selections.length > 1 ? t`Stake on each` : t`Stake`}</span>
            <input inputMode="decimal" autoComplete="off" value={stake} disabled={state.hasTag("busy")} onChange={(event) => slip.send({ type: "stake.set", stake: asciiDigits(event.target.value) })} />
          </label>
          <AmountChoice label={t`Stake`} amounts={SPORTS_STAKES} chosen={stake} onChoose={(amount) => slip.send({ type: "stake.set", stake: amount })} />
          <label className="field">
            <span className="field__label">{t`When a price moves`}</span>
            <select value={oddsChange} onChange={(event) => slip.send({ type: "oddsChange.set", rule: ODDS_CHANGE_RULES.find((rule) => rule === event.target.value) ?? "none" })}>
              {ODDS_CHANGE_RULES.map((rule) => (
                <option key={rule} value={rule}>
                  {i18n._(ODDS_RULE_LABELS[rule])}
                </option>
              ))}
            </select>
          </label>
          {returns !== null && (
            <p className="bet-slip__returns">
              {t`Returns`} <strong data-testid="slip-returns">{format.money(returns)}</strong>
            </p>
          )}
        </>
      )}
      {state.matches("pricesMoved") ? (
        <div className="bet-slip__notice" role="alert">
          <p>{t`The prices have changed. Accept the new prices to place the bet.`}</p>
          <div className="bet-slip__buttons">
            <button type="button" className="button button--ghost" onClick={() => slip.send({ type: "slip.edit" })}>
              <Trans>Edit</Trans>
            </button>
            <button type="button" className="button button--primary" onClick={() => slip.send({ type: "prices.accept" })}>
              <Trans>Accept new prices</Trans>
            </button>
          </div>
        </div>
      ) : state.matches("refused") ? (
        <div className="bet-slip__notice">
          <p className="form-message form-message--error" role="alert">
            {sportsFailureText(i18n, errorCode)}
          </p>
          <button type="button" className="button button--ghost" onClick={() => slip.send({ type: "slip.edit" })}>
            <Trans>Back</Trans>
          </button>
        </div>
      ) : state.matches("placed") ? (
        <div className="bet-slip__notice" aria-live="polite" data-testid="slip-placed">
          <p>{placed.length > 1 ? t`${format.number(placed.length)} bets placed. Good luck!` : t`Bet placed. Good luck!`}</p>
          <div className="bet-slip__buttons">
            <button type="button" className="button button--ghost" onClick={() => slip.send({ type: "slip.edit" })}>
              <Trans>Keep selections</Trans>
            </button>
            <button type="button" className="button button--primary" onClick={() => slip.send({ type: "slip.clear" })}>
              <Trans>New slip</Trans>
            </button>
          </div>
        </div>
      ) : (
        selections.length > 0 && (
          <>
            {errorCode === "too_many_legs" && <p className="form-message form-message--error">{sportsFailureText(i18n, errorCode)}</p>}
            <button type="button" className="button button--primary bet-slip__place" disabled={state.hasTag("busy") || (signedIn && !state.can({ type: "slip.place" }))} aria-busy={state.hasTag("busy")} onClick={place}>
              <Trans>Place bet</Trans>
            </button>
          </>
        )
      )}
    </section>
  );
}

function MyBets({ member }: { member: string }) {
  const { i18n, t } = useLingui();
  const flows = useGamesFlows();
  const bets = useQuery(flows.sportsQueries.bets(member)).data?.list ?? [];
  useSettlementRefresh(member, bets);
  return (
    <section className="card my-bets" aria-labelledby="my-bets-title">
      <h2 id="my-bets-title" className="section-title">
        <Trans>My bets</Trans>
      </h2>
      {bets.length === 0 ? (
        <p className="muted">{t`No bets yet.`}</p>
      ) : (
        <ul className="my-bets__list" data-testid="my-bets">
          {bets.slice(0, 10).map((bet) => (
            <MyBet key={bet.id} bet={bet} i18n={i18n} />
          ))}
        </ul>
      )}
    </section>
  );
}

function MyBet({ bet, i18n }: { bet: SportBet; i18n: I18n }) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <li className={`my-bet is-${bet.status}`}>
      <div className="my-bet__head">
        <span>{bet.legs.length > 1 ? t`Accumulator (${format.number(bet.legs.length)})` : t`Single`} · ×{format.digits(bet.odds)}</span>
        <strong data-testid="sport-bet-status">{bet.status === "won" ? `+${format.money(bet.paid)}` : i18n._(BET_STATUS[bet.status])}</strong>
      </div>
      <ul>
        {bet.legs.map((leg) => (
          <li key={`${leg.feedId}-${leg.market}`} className={leg.result ? `is-${leg.result}` : undefined}>
            {pickName(i18n, leg, leg.market, leg.line, leg.outcome)} <span className="muted">({t`${leg.home} v ${leg.away}`})</span> @ {format.digits(leg.odds)}
            {leg.result && <strong className="my-bet__leg-result"> · {i18n._(LEG_RESULT[leg.result])}</strong>}
          </li>
        ))}
      </ul>
      <p className="muted">
        {t`Stake`} {format.money(bet.stake)} · {t`Returns`} {format.money(bet.potentialWin)}
      </p>
    </li>
  );
}
