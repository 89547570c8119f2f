// My wallet (main ↔ game wallets) and the agent's transfers to a downline member or to the upline.
import { useQuery } from "@tanstack/react-query";
import { useSelector } from "@xstate/react";
import { useFlowActor } from "../../../flows/actors";
import { Trans, useLingui } from "@lingui/react/macro";
import { mayOpenAgentCentre } from "../../../../machines/access";
import type { TransferMode } from "../../../../machines/transfer.machine";
import { TextField } from "../../../ui/TextField";
import { PinField } from "./PinField";
import { amountText, failureText } from "./walletText";
import { useWalletView } from "./useWalletView";
import { useRefreshOn } from "../../../flows/refresh";

export function WalletPage() {
  const { t } = useLingui();
  const { account, flows, balance, money } = useWalletView();
  const wallets = useQuery(flows.queries.wallets(account)).data;
  return (
    <div className="wallet-page">
      <div className="wallet-summary card">
        <div>
          <span className="muted">{t`Total balance`}</span>
          <strong className="wallet-summary__total" data-testid="sum-balance">
            {balance ? money(balance.sumBalance) : "…"}
          </strong>
        </div>
        <div>
          <span className="muted">{t`Main wallet`}</span>
          <strong data-testid="main-balance">{wallets ? money(wallets.main) : "…"}</strong>
        </div>
      </div>
      {wallets && wallets.wallets.length > 0 && <TransferForm mode="wallet" vendors={wallets.wallets.map((w) => ({ code: w.vendor, name: w.name }))} />}
      <section className="card" aria-labelledby="game-wallets-title">
        <h3 id="game-wallets-title">{t`Game wallets`}</h3>
        <ul className="wallet-grid">
          {wallets?.wallets.map((w) => (
            <li key={w.vendor}>
              <span>{w.name}</span>
              <strong>{money(w.balance)}</strong>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export function AgentTransferPage() {
  const { t } = useLingui();
  const { accountType } = useWalletView();
  if (!mayOpenAgentCentre(accountType)) {
    return <p className="empty-state">{t`Transfers to a downline or an upline are for agents.`}</p>;
  }
  return (
    <div className="wallet-page">
      <TransferForm mode="downline" vendors={[]} />
      <TransferForm mode="upline" vendors={[]} />
    </div>
  );
}

function TransferForm({ mode, vendors }: { mode: TransferMode; vendors: { code: string; name: string }[] }) {
  const { i18n, t } = useLingui();
  const { flows, money } = useWalletView();
  const actor = useFlowActor(flows.transfer, { input: { mode, vendor: vendors[0]?.code ?? "" } });
  useRefreshOn(actor, "wallet.changed");
  const state = useSelector(actor, (s) => s);
  const { values, problems, errorCode, movement } = state.context;
  const titles: Record<TransferMode, string> = { wallet: t`Move money`, downline: t`To a downline member`, upline: t`To my upline` };
  const walletSelect = (side: "from" | "to", label: string) => (
    <label className="field">
      <span>{label}</span>
      <select value={values[side]} onChange={(event) => actor.send({ type: "field.change", field: side, value: event.target.value })} aria-label={label}>
        <option value="">{t`Main wallet`}</option>
        {vendors.map((vendor) => (
          <option key={vendor.code} value={vendor.code}>
            {vendor.name}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <form
      className="card wallet-form"
      aria-labelledby={`transfer-${mode}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: "form.submit" });
      }}
      data-testid={`transfer-${mode}`}
    >
      <h3 id={`transfer-${mode}`}>{titles[mode]}</h3>
      {mode === "wallet" && (
        <div className="transfer-sides">
          {walletSelect("from", t`From`)}
          <button type="button" className="icon-button" aria-label={t`Swap`} onClick={() => actor.send({ type: "direction.swap" })}>
            ⇄
          </button>
          {walletSelect("to", t`To`)}
        </div>
      )}
      {problems.to && <p className="field__error" role="alert">{amountText(i18n, problems.to)}</p>}
      {mode === "downline" && (
        <TextField label={t`Member's username`} value={values.username} error={amountText(i18n, problems.username)} onValue={(value) => actor.send({ type: "field.change", field: "username", value })} />
      )}
      <TextField label={t`Amount`} inputMode="decimal" value={values.amount} error={amountText(i18n, problems.amount)} onValue={(value) => actor.send({ type: "field.change", field: "amount", value })} />
      {mode !== "wallet" && (
        <PinField label={t`Payment password`} value={values.paymentPassword} error={amountText(i18n, problems.paymentPassword)} onValue={(value) => actor.send({ type: "field.change", field: "paymentPassword", value })} />
      )}
      {state.hasTag("done") && movement && <p className="form-message form-message--ok" role="status">{t`Done. Your main wallet now holds ${money(movement.balance)}.`}</p>}
      {errorCode && <p className="form-message form-message--error" role="alert">{failureText(i18n, errorCode)}</p>}
      <button type="submit" className="button button--primary" disabled={state.hasTag("submitting")}>
        <Trans>Transfer</Trans>
      </button>
    </form>
  );
}
