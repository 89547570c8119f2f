// Withdraw: a payout account, an amount within the limits and the payment password; then, once paid out, the receipt.
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useSelector } from "@xstate/react";
import { useFlowActor } from "../../../flows/actors";
import { Trans, useLingui } from "@lingui/react/macro";
import type { AccountField } from "../../../../machines/withdrawal.machine";
import type { Withdrawal, WithdrawalLimits } from "../../../contract/wallet";
import { formatDate } from "../../../i18n/format";
import { TextField } from "../../../ui/TextField";
import { PinField } from "./PinField";
import { amountText, failureText } from "./walletText";
import { useWalletView } from "./useWalletView";
import { useRefreshOn } from "../../../flows/refresh";

export function WithdrawPage() {
  const { t } = useLingui();
  const { account, flows, balance, money } = useWalletView();
  const limits = useQuery(flows.queries.withdrawalLimits(account)).data;
  const accounts = useQuery(flows.queries.payoutAccounts(account)).data;
  const withdrawals = useQuery(flows.queries.withdrawals(account)).data ?? [];
  return (
    <div className="wallet-page">
      <p className="balance-line">
        <Trans>Available to withdraw</Trans> <strong data-testid="withdrawable">{balance ? money(balance.mainBalance) : "…"}</strong>
      </p>
      {limits && accounts && <WithdrawForm limits={limits} firstAccount={accounts[0]?.id ?? null} />}
      <section className="card" aria-labelledby="withdrawals-title">
        <h3 id="withdrawals-title">{t`Withdrawals`}</h3>
        {withdrawals.length === 0 ? (
          <p className="muted">{t`No withdrawals yet.`}</p>
        ) : (
          <ul className="history-list" data-testid="withdrawal-list">
            {withdrawals.map((w) => (
              <WithdrawalRow key={w.id} withdrawal={w} money={money} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function WithdrawForm({ limits, firstAccount }: { limits: WithdrawalLimits; firstAccount: number | null }) {
  const { i18n, t } = useLingui();
  const { account, flows, money, format } = useWalletView();
  const accounts = useQuery(flows.queries.payoutAccounts(account)).data ?? [];
  const actor = useFlowActor(flows.withdrawal, { input: { limits: { min: limits.min, max: limits.max }, payoutAccountId: firstAccount } });
  useRefreshOn(actor, "wallet.changed");
  useRefreshOn(actor, "accounts.changed");
  const state = useSelector(actor, (s) => s);
  const { values, problems, errorCode, payoutAccountId } = state.context;

  if (state.hasTag("addingAccount") || state.hasTag("savingAccount")) {
    const accountField = (name: AccountField, label: string) => (
      <TextField
        label={label}
        value={state.context.account[name]}
        error={problems[name] ? amountText(i18n, "required") : null}
        onValue={(value) => actor.send({ type: "account.change", field: name, value })}
      />
    );
    return (
      <form
        className="card wallet-form"
        aria-labelledby="payout-title"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: "account.save" });
        }}
      >
        <h3 id="payout-title">{t`Add a payout account`}</h3>
        <div className="segmented" role="radiogroup" aria-label={t`Account type`}>
          {(["ewallet", "bank"] as const).map((kind) => (
            <button key={kind} type="button" role="radio" aria-checked={state.context.account.kind === kind} className={state.context.account.kind === kind ? "is-active" : undefined} onClick={() => actor.send({ type: "account.kind", kind })}>
              {kind === "bank" ? t`Bank account` : t`Mobile wallet`}
            </button>
          ))}
        </div>
        {accountField("provider", state.context.account.kind === "bank" ? t`Bank` : t`Wallet provider (bKash, Nagad…)`)}
        {accountField("holderName", t`Account holder's name`)}
        {accountField("accountNumber", t`Account number`)}
        {errorCode && <p className="form-message form-message--error" role="alert">{failureText(i18n, errorCode)}</p>}
        <div className="button-row">
          <button type="button" className="button button--secondary" onClick={() => actor.send({ type: "account.cancel" })}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className="button button--primary" disabled={state.hasTag("savingAccount")}>
            <Trans>Save account</Trans>
          </button>
        </div>
      </form>
    );
  }

  if (state.hasTag("requested") && state.context.withdrawal) {
    return (
      <div className="card wallet-form" role="status" data-testid="withdrawal-requested">
        <p className="form-message form-message--ok">{t`Your withdrawal of ${money(state.context.withdrawal.amount)} is requested. We will pay it out soon.`}</p>
        <button type="button" className="button button--ghost" onClick={() => actor.send({ type: "withdraw.again" })}>
          <Trans>New withdrawal</Trans>
        </button>
      </div>
    );
  }

  return (
    <form
      className="card wallet-form"
      aria-labelledby="withdraw-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: "form.submit" });
      }}
    >
      <h3 id="withdraw-title">{t`Payout account`}</h3>
      {accounts.length > 0 && (
        <div className="choice-grid" role="radiogroup" aria-label={t`Payout account`}>
          {accounts.map((a) => (
            <button key={a.id} type="button" role="radio" aria-checked={payoutAccountId === a.id} className={`choice${payoutAccountId === a.id ? " is-active" : ""}`} onClick={() => actor.send({ type: "account.select", id: a.id })}>
              <strong>{a.provider}</strong>
              <small>
                {a.accountNumber} · {a.holderName}
              </small>
            </button>
          ))}
        </div>
      )}
      {problems.payoutAccount && <p className="field__error" role="alert">{amountText(i18n, "account")}</p>}
      <button type="button" className="link-button" onClick={() => actor.send({ type: "account.add" })} data-testid="add-payout-account">
        <Trans>Add a payout account</Trans>
      </button>
      <TextField
        label={t`Amount`}
        inputMode="decimal"
        value={values.amount}
        error={amountText(i18n, problems.amount, { min: money(limits.min), max: money(limits.max) })}
        onValue={(value) => actor.send({ type: "field.change", field: "amount", value })}
      />
      <p className="muted">{t`From ${money(limits.min)} to ${money(limits.max)}; ${format.number(limits.perDay - limits.usedToday)} of ${format.number(limits.perDay)} withdrawals left today.`}</p>
      <PinField label={t`Payment password`} value={values.paymentPassword} error={amountText(i18n, problems.paymentPassword)} onValue={(value) => actor.send({ type: "field.change", field: "paymentPassword", value })} />
      {errorCode && <p className="form-message form-message--error" role="alert">{failureText(i18n, errorCode)}</p>}
      <button type="submit" className="button button--primary" disabled={state.hasTag("submitting")} data-testid="withdraw-submit">
        <Trans>Withdraw</Trans>
      </button>
    </form>
  );
}

function WithdrawalRow({ withdrawal, money }: { withdrawal: Withdrawal; money: (decimal: string) => string }) {
  const { i18n, t } = useLingui();
  const labels: Record<Withdrawal["status"], string> = {
    requested: t`Requested`,
    rejected: t`Rejected`,
    disbursed: t`Paid out — please confirm`,
    received: withdrawal.receiptAuto ? t`Received (confirmed automatically)` : t`Received`,
    fully_paid: t`Fully paid`,
    not_received: t`Not received — we are checking`,
    refunded: t`Refunded to your wallet`,
  };
  return (
    <li data-testid="withdrawal-row" data-status={withdrawal.status}>
      <span>{formatDate(withdrawal.createdAt, i18n.locale, true)}</span>
      <span>{withdrawal.payoutAccount}</span>
      <strong>{money(withdrawal.amount)}</strong>
      <span className={`status status--${withdrawal.status}`}>{labels[withdrawal.status]}</span>
      {withdrawal.rejectReason && <span className="muted">{withdrawal.rejectReason}</span>}
      {withdrawal.status === "disbursed" && withdrawal.autoConfirmAt && <ReceiptPanel withdrawalId={withdrawal.id} autoConfirmAt={withdrawal.autoConfirmAt} />}
    </li>
  );
}

function ReceiptPanel({ withdrawalId, autoConfirmAt }: { withdrawalId: number; autoConfirmAt: string }) {
  const { i18n, t } = useLingui();
  const { flows, format } = useWalletView();
  const [secondsLeft] = useState(() => Math.max(0, Math.round((Date.parse(autoConfirmAt) - Date.now()) / 1000)));
  const actor = useFlowActor(flows.receipt, { input: { withdrawalId, secondsLeft } });
  useRefreshOn(actor, "wallet.changed");
  const state = useSelector(actor, (s) => s);
  const { context } = state;
  const minutes = Math.floor(context.secondsLeft / 60);
  const seconds = String(context.secondsLeft % 60).padStart(2, "0");
  const busy = state.hasTag("answering") || state.hasTag("uploading");
  return (
    <div className="receipt-panel" data-testid="receipt-panel">
      <p>
        <Trans>Did the money arrive?</Trans>{" "}
        <span className="countdown" data-testid="receipt-countdown">
          {t`Counts as received in ${{ minutes: format.number(minutes) }}:${{ seconds: format.digits(seconds) }}`}
        </span>
      </p>
      {state.matches("reporting") || state.matches("uploading") ? (
        <div className="receipt-panel__report">
          <label className="field">
            <span>{t`A picture of your proof (PNG or JPEG, up to 5 MB)`}</span>
            <input type="file" accept="image/png,image/jpeg" onChange={(event) => actor.send({ type: "proof.choose", proof: event.target.files?.[0] ?? null })} />
          </label>
          <TextField label={t`What happened (optional)`} value={context.note} maxLength={200} onValue={(value) => actor.send({ type: "note.change", value })} />
          <div className="button-row">
            <button type="button" className="button button--secondary" onClick={() => actor.send({ type: "receipt.back" })}>
              <Trans>Back</Trans>
            </button>
            <button type="button" className="button button--primary" disabled={busy} onClick={() => actor.send({ type: "proof.submit" })}>
              <Trans>Send the proof</Trans>
            </button>
          </div>
        </div>
      ) : (
        <div className="button-row">
          <button type="button" className="button button--primary" disabled={busy} onClick={() => actor.send({ type: "receipt.received" })} data-testid="receipt-received">
            <Trans>Received</Trans>
          </button>
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => actor.send({ type: "receipt.fullyPaid" })}>
            <Trans>Fully paid</Trans>
          </button>
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => actor.send({ type: "receipt.notReceived" })}>
            <Trans>Not received</Trans>
          </button>
        </div>
      )}
      {context.errorCode && <p className="form-message form-message--error" role="alert">{failureText(i18n, context.errorCode)}</p>}
    </div>
  );
}
