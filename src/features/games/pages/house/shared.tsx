// What every house game's page shares: its head with the way out, the amount choice, the balance line, the
// provably fair panel, the closed screen, and the refresh of the wallet's balance after a round.
import { useEffect, type ReactNode } from "react";
import { useNavigate } from "@tanstack/react-router";
import { useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import type { HouseSession } from "../../../../contract/casino";
import { invalidateAfterMovement } from "../../../../flows/queries";
import { useFormat } from "../../../../i18n/useFormat";

/** The game's name and the way back to its lobby, after the player confirms. */
export function GameHead({ title, lobby, children }: { title: string; lobby: string; children?: ReactNode }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const leave = () => {
    if (window.confirm(t`Are you sure you want to leave the game?`)) void navigate({ to: lobby });
  };
  return (
    <header className="house-slot__head">
      <h1>{title}</h1>
      {children}
      <button type="button" className="button button--ghost" onClick={leave}>
        <Trans>Leave the game</Trans>
      </button>
    </header>
  );
}

/** The amounts a player picks from: a bet, or a chip's value. */
export function AmountChoice({ label, amounts, chosen, onChoose }: { label: string; amounts: readonly string[]; chosen: string; onChoose: (amount: string) => void }) {
  const format = useFormat();
  return (
    <div className="quick-amounts" role="radiogroup" aria-label={label}>
      {amounts.map((amount) => (
        <button key={amount} type="button" role="radio" aria-checked={chosen === amount} className={`chip${chosen === amount ? " is-active" : ""}`} onClick={() => onChoose(amount)}>
          {format.money(amount)}
        </button>
      ))}
    </div>
  );
}

/** Under a house game: the balance after the last round and the rounds played, or why the last one failed. */
export function RoundStatus({ balance, rounds, errorCode, testId }: { balance: string | null; rounds: number; errorCode: string | null; testId: string }) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <>
      {balance !== null && (
        <p className="balance-line">
          <Trans>Balance</Trans> <strong data-testid={testId}>{format.money(balance)}</strong> · {t`${{ rounds: format.number(rounds) }} rounds`}
        </p>
      )}
      {errorCode && (
        <p className="form-message form-message--error" role="alert">
          {errorCode === "insufficient_funds" ? t`The balance is not enough for this bet.` : t`The round did not go through. Please try again.`}
        </p>
      )}
    </>
  );
}

/** The seeds a player can check every round against, and what the game returns on average. */
export function FairPanel({ session, rounds, rules }: { session: HouseSession; rounds: number; rules: string }) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <details className="house-slot__fair">
      <summary>{t`Rules and provable fairness`}</summary>
      <p>{rules}</p>
      <p>{t`Return to player: ${format.digits((session.rtp * 100).toFixed(2))}%. Bets from ${format.money(session.minBet)} to ${format.money(session.maxBet)}.`}</p>
      <p>
        {t`Server seed hash`}: <code>{session.serverSeedHash}</code>
      </p>
      <p>
        {t`Client seed`}: <code>{session.clientSeed}</code> · {t`Next nonce`}: <code>{session.nonce + rounds}</code>
      </p>
    </details>
  );
}

/**
 * Bets or tickets decided since their list last loaded (won, void, cancelled with the stake back): the balance is
 * read again, as the settlement moved money while the player watched.
 */
export function useSettlementRefresh(member: string | null, bets: readonly { id: string; status: string }[]) {
  const queryClient = useQueryClient();
  const decided = bets.filter((bet) => bet.status !== "placed" && bet.status !== "lost").map((bet) => bet.id).join(",");
  useEffect(() => {
    if (member && decided) void invalidateAfterMovement(queryClient, member);
  }, [queryClient, member, decided]);
}

/**
 * The session did not open: the launch token was refused (used, expired, another session's), or the card room filled
 * up before the player sat down (room_full). Either way the game must be opened again.
 */
export function GameClosed({ errorCode = null }: { errorCode?: string | null }) {
  const { t } = useLingui();
  const full = errorCode === "room_full";
  return (
    <section className="content-page" data-testid="game-closed">
      <h1>{full ? t`This room is full` : t`This game link is not valid any more`}</h1>
      <p>{full ? t`Choose another room from the lobby.` : t`Open the game again from the lobby.`}</p>
    </section>
  );
}

/** The last round's outcome line: the win, or that there was none. */
export function WinLine({ win, idle, testId, children }: { win: string | null; idle: string; testId: string; children?: ReactNode }) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <p className="house-slot__win" data-testid={testId} aria-live="polite">
      {win === null ? idle : win === "0.00" ? t`No win this time` : t`You won ${format.money(win)}`}
      {children}
    </p>
  );
}
