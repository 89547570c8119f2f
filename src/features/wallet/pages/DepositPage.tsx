// Deposit: choose a method, an amount within its limits, then pay at the provider's checkout or by bank transfer.
import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { useSelector } from "@xstate/react";
import { useFlowActor } from "../../../flows/actors";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Deposit } from "../../../contract/wallet";
import { formatDate } from "../../../i18n/format";
import { TextField } from "../../../ui/TextField";
import { amountText, failureText } from "./walletText";
import { useWalletView } from "./useWalletView";
import { useRefreshOn } from "../../../flows/refresh";

const QUICK_AMOUNTS = ["500", "1000", "2000", "5000"];

export function DepositPage({ depositId }: { depositId: number | undefined }) {
  const { i18n, t } = useLingui();
  const { account, flows, money } = useWalletView();
  const methods = useQuery(flows.queries.methods(account)).data ?? [];
  const deposits = useQuery(flows.queries.deposits(account)).data ?? [];
  const actor = useFlowActor(flows.deposit);
  useRefreshOn(actor, "deposit.created");
  useEffect(() => {
    const subscription = actor.on("deposit.checkout", ({ url }) => window.location.assign(url));
    return () => subscription.unsubscribe();
  }, [actor]);
  const state = useSelector(actor, (s) => s);
  const { method, amount, payerReference, problems, errorCode, deposit } = state.context;
  const returned = deposits.find((d) => d.id === depositId);
  const statusLabels: Record<Deposit["status"], string> = { pending: t`Waiting for payment`, confirmed: t`Credited`, rejected: t`Not paid` };

  return (
    <div className="wallet-page">
      {returned && <DepositOutcome deposit={returned} money={money} />}
      {state.matches("byBank") && deposit ? (
        <div className="card wallet-form" data-testid="bank-instructions">
          <h3>{t`Send the transfer to this account`}</h3>
          <dl className="facts">
            {Object.entries(deposit.bankDetails).map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
            <div>
              <dt>{t`Amount`}</dt>
              <dd>{money(deposit.amount)}</dd>
            </div>
            <div>
              <dt>{t`Reference`}</dt>
              <dd>{deposit.reference}</dd>
            </div>
          </dl>
          <p className="muted">
            <Trans>Write the reference on your transfer. Your balance grows as soon as the payment is confirmed.</Trans>
          </p>
          <button type="button" className="button button--ghost" onClick={() => actor.send({ type: "deposit.again" })}>
            <Trans>New deposit</Trans>
          </button>
        </div>
      ) : (
        <form
          className="card wallet-form"
          aria-labelledby="deposit-title"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: "form.submit" });
          }}
        >
          <h3 id="deposit-title">{t`Payment method`}</h3>
          <div className="choice-grid" role="radiogroup" aria-label={t`Payment method`}>
            {methods.map((m) => (
              <button
                key={m.id}
                type="button"
                role="radio"
                aria-checked={method?.id === m.id}
                className={`choice${method?.id === m.id ? " is-active" : ""}`}
                onClick={() => actor.send({ type: "method.select", method: { id: m.id, kind: m.kind, min: m.min, max: m.max } })}
              >
                <strong>{m.name}</strong>
                <small>
                  {money(m.min)} – {money(m.max)}
                </small>
              </button>
            ))}
          </div>
          {problems.method && <p className="field__error" role="alert">{amountText(i18n, problems.method)}</p>}
          <TextField
            label={t`Amount`}
            inputMode="decimal"
            value={amount}
            error={amountText(i18n, problems.amount, method ? { min: money(method.min), max: money(method.max) } : {})}
            onValue={(value) => actor.send({ type: "field.change", field: "amount", value })}
          />
          <div className="quick-amounts">
            {QUICK_AMOUNTS.map((quick) => (
              <button key={quick} type="button" className="chip" onClick={() => actor.send({ type: "field.change", field: "amount", value: quick })}>
                {money(quick)}
              </button>
            ))}
          </div>
          {method?.kind === "bank" && (
            <TextField
              label={t`Your transfer reference (optional)`}
              value={payerReference}
              maxLength={64}
              onValue={(value) => actor.send({ type: "field.change", field: "payerReference", value })}
            />
          )}
          {errorCode && <p className="form-message form-message--error" role="alert">{failureText(i18n, errorCode)}</p>}
          <button type="submit" className="button button--primary" disabled={state.hasTag("submitting") || state.hasTag("checkout")} data-testid="deposit-submit">
            {method?.kind === "bank" ? <Trans>Get the bank details</Trans> : <Trans>Continue to payment</Trans>}
          </button>
        </form>
      )}
      <section className="card" aria-labelledby="deposits-title">
        <h3 id="deposits-title">{t`Recent deposits`}</h3>
        {deposits.length === 0 ? (
          <p className="muted">{t`No deposits yet.`}</p>
        ) : (
          <ul className="history-list" data-testid="deposit-list">
            {deposits.map((d) => (
              <li key={d.id}>
                <span>{formatDate(d.createdAt, i18n.locale, true)}</span>
                <span>{d.method}</span>
                <strong>{money(d.amount)}</strong>
                <span className={`status status--${d.status}`}>{statusLabels[d.status]}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** Back from the provider's checkout: how that payment went. */
function DepositOutcome({ deposit, money }: { deposit: Deposit; money: (decimal: string) => string }) {
  const { t } = useLingui();
  if (deposit.status === "confirmed") {
    return <p className="form-message form-message--ok" role="status" data-testid="deposit-outcome">{t`${money(deposit.amount)} is in your wallet.`}</p>;
  }
  if (deposit.status === "rejected") {
    return <p className="form-message form-message--error" role="alert" data-testid="deposit-outcome">{t`The payment did not go through.`}</p>;
  }
  return <p className="form-message form-message--info" role="status" data-testid="deposit-outcome">{t`Waiting for the payment to be confirmed…`}</p>;
}
