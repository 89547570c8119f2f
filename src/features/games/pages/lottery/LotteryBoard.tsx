// One lottery game's board: the draw taking tickets with its countdown, the betting slip (the lotteryTicket machine),
// the player's tickets of this game and the past results, each with the seed that proves it.
import { useEffect, useState } from "react";
import { useSelector } from "@xstate/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { PICK_DIGITS, potentialWin, type LotteryTicket } from "../../../../../machines/lotteryTicket.machine";
import { LOTTERY_STAKES } from "../../../../config/index";
import type { I18n } from "@lingui/core";
import type { z } from "zod/mini";
import type { lotteryBoardSchema, lotteryDrawSchema } from "../../../../contract/lottery";
import { AuthDialogsActor, SessionActor, useGamesFlows, useFlowActor } from "../../../../flows/actors";
import { invalidateTickets } from "../../../../flows/queries";
import { useFormat } from "../../../../i18n/useFormat";
import { asciiDigits } from "../../../../i18n/format";
import { AmountChoice, useSettlementRefresh } from "../house/shared";
import { useRefreshOn } from "../../../../flows/refresh";
import { AREA_LABELS, BET_TYPE_LABELS, lotteryFailureText, ticketStatusText } from "./lotteryText";
import { clockText, useCountdown } from "./useCountdown";

type Board = z.infer<typeof lotteryBoardSchema>;
type Draw = z.infer<typeof lotteryDrawSchema>;

export function LotteryBoard({ gameCode }: { gameCode: string }) {
  const { i18n, t } = useLingui();
  const flows = useGamesFlows();
  const member = SessionActor.useSelector((s) => (s.hasTag("signedIn") ? (s.context.member?.account ?? null) : null));
  const board = useQuery(flows.lotteryQueries.board(gameCode, i18n.locale));
  const tickets = useQuery({ ...flows.lotteryQueries.tickets(member ?? "", gameCode), enabled: member !== null });
  useSettlementRefresh(member, tickets.data?.list ?? []);
  if (board.isPending) return <p className="muted" aria-busy="true">{t`Loading…`}</p>;
  if (!board.data) {
    return (
      <p className="form-message form-message--error" role="alert">
        {t`This lottery is not available now.`}
      </p>
    );
  }
  return (
    <div className="lottery-board" data-testid="lottery-board">
      <DrawHead board={board.data} />
      <div className="lottery-board__columns">
        <TicketSlip key={board.data.gameCode} board={board.data} tickets={tickets.data?.list ?? []} signedIn={member !== null} />
        <div className="lottery-board__side">
          {member !== null && <MyTickets tickets={tickets.data?.list ?? []} />}
          <PastResults results={board.data.results} />
        </div>
      </div>
    </div>
  );
}

/** The draw taking tickets: its number, the countdown to its close (then to its draw), and its seed's hash. */
export function DrawHead({ board }: { board: Board }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const { draw } = board;
  const toClose = useCountdown(draw.closesAt, board.serverTime);
  const toDraw = useCountdown(draw.drawsAt, board.serverTime);
  const open = draw.status === "open" && toClose !== 0;
  return (
    <header className="lottery-draw">
      <div>
        <p className="lottery-draw__area">{i18n._(AREA_LABELS[board.area])}</p>
        <h2 className="lottery-draw__name">{board.name}</h2>
        <p className="lottery-draw__no">{t`Draw #${format.digits(draw.drawNo)}`}</p>
      </div>
      <div className="lottery-draw__clock" aria-live="off" data-testid="draw-countdown">
        {draw.status === "suspended" ? (
          <strong>{t`Suspended`}</strong>
        ) : open ? (
          <>
            <span>{t`Bets close in`}</span>
            <strong>{clockText(toClose ?? 0, i18n.locale)}</strong>
          </>
        ) : (
          <>
            <span>{t`Drawing in`}</span>
            <strong>{clockText(toDraw ?? 0, i18n.locale)}</strong>
          </>
        )}
      </div>
      <p className="lottery-draw__hash" title={draw.seedHash}>
        {t`Seed hash`}: <code>{draw.seedHash.slice(0, 16)}…</code>
      </p>
    </header>
  );
}

/** The betting slip: bet type, pick, stake, confirm, place; then the ticket until its draw decides it. */
function TicketSlip({ board, tickets, signedIn }: { board: Board; tickets: LotteryTicket[]; signedIn: boolean }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const flows = useGamesFlows();
  const dialogs = AuthDialogsActor.useActorRef();
  const queryClient = useQueryClient();
  const [keyPrefix] = useState(() => crypto.randomUUID());
  const firstType = board.betTypes[0]?.betType ?? "BIG";
  const actor = useFlowActor(flows.lotteryTicket, { input: { gameCode: board.gameCode, drawNo: board.draw.drawNo, betType: firstType, keyPrefix } });
  useRefreshOn(actor, "wallet.changed");
  const state = useSelector(actor, (s) => s);
  const { betType, pick, stake, ticket, errorCode, drawNo } = state.context;
  const drawNow = board.draw.drawNo;

  useEffect(() => actor.send({ type: "draw.changed", drawNo: drawNow }), [actor, drawNow]);
  useEffect(() => {
    const subscription = actor.on("wallet.changed", () => void invalidateTickets(queryClient));
    return () => subscription.unsubscribe();
  }, [actor, queryClient]);
  // The slip's ticket as the ticket list last saw it: once its draw decides it, the slip shows the outcome.
  const seen = tickets.find((listed) => listed.id === ticket?.id);
  useEffect(() => {
    if (seen && seen.status !== "placed") actor.send({ type: "ticket.settled", ticket: seen });
  }, [actor, seen]);

  const odds = board.betTypes.find((type) => type.betType === betType)?.odds ?? "0";
  const digits = PICK_DIGITS[betType];
  const win = potentialWin(stake, odds);
  const editing = state.hasTag("editing");
  const confirm = () => (signedIn ? actor.send({ type: "slip.confirm" }) : dialogs.send({ type: "protected.request", accountType: null }));
  return (
    <section className="lottery-slip card" aria-labelledby="slip-title" data-testid="lottery-slip">
      <h3 id="slip-title" className="section-title">
        <Trans>Your ticket</Trans>
      </h3>
      <div className="lottery-slip__types" role="radiogroup" aria-label={t`Bet type`}>
        {board.betTypes.map((type) => (
          <button
            key={type.betType}
            type="button"
            role="radio"
            aria-checked={betType === type.betType}
            disabled={!editing}
            className={`lottery-slip__type${betType === type.betType ? " is-active" : ""}`}
            onClick={() => actor.send({ type: "type.choose", betType: type.betType })}
          >
            <span>{i18n._(BET_TYPE_LABELS[type.betType])}</span>
            <small>×{format.digits(oddsShown(type.odds))}</small>
          </button>
        ))}
      </div>
      {digits > 0 && (
        <label className="field">
          <span className="field__label">{digits === 2 ? t`Your two digits` : t`Your three digits`}</span>
          <input
            className="lottery-slip__pick"
            inputMode="numeric"
            autoComplete="off"
            maxLength={digits}
            pattern={`\\d{${digits}}`}
            value={pick}
            disabled={!editing}
            onChange={(event) => actor.send({ type: "pick.set", pick: asciiDigits(event.target.value).replace(/\D/g, "") })}
          />
        </label>
      )}
      <label className="field">
        <span className="field__label">
          {t`Stake`} <small className="muted">({t`from ${format.money(board.minStake)} to ${format.money(board.maxStake)}`})</small>
        </span>
        <input inputMode="decimal" autoComplete="off" value={stake} disabled={!editing} onChange={(event) => actor.send({ type: "stake.set", stake: asciiDigits(event.target.value) })} />
      </label>
      {editing && <AmountChoice label={t`Stake`} amounts={LOTTERY_STAKES} chosen={stake} onChoose={(amount) => actor.send({ type: "stake.set", stake: amount })} />}
      {win !== null && editing && (
        <p className="lottery-slip__win">
          {t`Wins`} <strong>{format.money(win)}</strong>
        </p>
      )}
      {actions()}
    </section>
  );

  function actions() {
    if (state.matches("choosing")) {
      return (
        <button type="button" className="button button--primary" disabled={!state.can({ type: "slip.confirm" }) && signedIn} onClick={confirm}>
          <Trans>Confirm</Trans>
        </button>
      );
    }
    if (state.matches("confirming") || state.matches("placing")) {
      return (
        <div className="lottery-slip__confirm" data-testid="slip-confirm">
          <p>
            {t`Draw #${{ drawNo: format.digits(drawNo) }}`} · {i18n._(BET_TYPE_LABELS[betType])}
            {pick && ` · ${format.digits(pick)}`} · {format.money(stake)}
          </p>
          <div className="lottery-slip__buttons">
            <button type="button" className="button button--ghost" disabled={state.hasTag("busy")} onClick={() => actor.send({ type: "slip.edit" })}>
              <Trans>Back</Trans>
            </button>
            <button type="button" className="button button--primary" disabled={state.hasTag("busy")} aria-busy={state.hasTag("busy")} onClick={() => actor.send({ type: "slip.place" })}>
              <Trans>Place ticket</Trans>
            </button>
          </div>
        </div>
      );
    }
    if (state.matches("refused")) {
      return (
        <div className="lottery-slip__confirm">
          <p className="form-message form-message--error" role="alert">
            {lotteryFailureText(i18n, errorCode)}
          </p>
          <button type="button" className="button button--ghost" onClick={() => actor.send({ type: "slip.edit" })}>
            <Trans>Back</Trans>
          </button>
        </div>
      );
    }
    return (
      <div className="lottery-slip__confirm" data-testid="slip-ticket" aria-live="polite">
        <p>
          {ticket?.status === "placed"
            ? t`Ticket placed for draw #${format.digits(ticket.drawNo)}. Good luck!`
            : ticket?.status === "won"
              ? t`Your ticket won ${format.money(ticket.paid)}!`
              : ticket
                ? ticketStatusText(i18n, ticket.status)
                : ""}
        </p>
        <button type="button" className="button button--primary" onClick={() => actor.send({ type: "slip.new" })}>
          <Trans>New ticket</Trans>
        </button>
      </div>
    );
  }
}

/** The player's tickets of this game, newest first. */
function MyTickets({ tickets }: { tickets: LotteryTicket[] }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  return (
    <section className="card lottery-tickets" aria-labelledby="tickets-title">
      <h3 id="tickets-title" className="section-title">
        <Trans>My tickets</Trans>
      </h3>
      {tickets.length === 0 ? (
        <p className="muted">{t`No tickets yet.`}</p>
      ) : (
        <ul className="lottery-list" data-testid="my-tickets">
          {tickets.map((listed) => (
            <li key={listed.id} className={`lottery-list__row is-${listed.status}`}>
              <span>
                #{format.digits(listed.drawNo)} · {betTypeName(i18n, listed.betType)}
                {listed.pick && ` · ${format.digits(listed.pick)}`}
              </span>
              <span>{format.money(listed.stake)}</span>
              <strong data-testid="ticket-status">{listed.status === "won" ? `+${format.money(listed.paid)}` : ticketStatusText(i18n, listed.status)}</strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A bet type's name (a ticket's type comes as text from the server). */
export const betTypeName = (i18n: I18n, type: string) => {
  const known = Object.entries(BET_TYPE_LABELS).find(([key]) => key === type)?.[1];
  return known ? i18n._(known) : type;
};

/** The last draws: their numbers (or a fight's winner), and the seed each was drawn from. */
export function PastResults({ results }: { results: Draw[] }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  return (
    <section className="card lottery-results" aria-labelledby="results-title">
      <h3 id="results-title" className="section-title">
        <Trans>Past results</Trans>
      </h3>
      {results.length === 0 ? (
        <p className="muted">{t`No draws yet.`}</p>
      ) : (
        <ol className="lottery-list" data-testid="past-results">
          {results.map((draw) => (
            <li key={draw.drawNo} className="lottery-list__row">
              <span>#{format.digits(draw.drawNo)}</span>
              {draw.outcome ? <strong>{betTypeName(i18n, draw.outcome)}</strong> : <Balls digits={draw.result ?? ""} />}
              <code className="muted" title={draw.seed ?? ""}>
                {draw.seed ? `${draw.seed.slice(0, 8)}…` : ""}
              </code>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Odds as a multiplier without trailing zeros ("95.000" → "95", "1.960" → "1.96"): text, never a float. */
export const oddsShown = (odds: string) => odds.replace(/(\.\d*?)0+$/, "$1").replace(/\.$/, "");

/** A result as a row of balls. */
export function Balls({ digits }: { digits: string }) {
  const format = useFormat();
  return (
    <span className="lottery-balls" role="img" aria-label={format.digits(digits)}>
      {[...digits].map((digit, index) => (
        <span key={index} className="lottery-balls__ball" aria-hidden="true">
          {format.digits(digit)}
        </span>
      ))}
    </span>
  );
}
