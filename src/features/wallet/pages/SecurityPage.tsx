// My account: who is signed in, the bound phone and email, the login password and the payment password.
import { useQuery } from "@tanstack/react-query";
import { useSelector } from "@xstate/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { AuthDialogsActor, useFlowActor } from "../../../flows/actors";
import { PinField } from "./PinField";
import type { PaymentPasswordField } from "../../../../machines/paymentPassword.machine";
import { amountText, failureText } from "./walletText";
import { useWalletView } from "./useWalletView";
import { useRefreshOn } from "../../../flows/refresh";

export function SecurityPage() {
  const { t } = useLingui();
  const { account, flows } = useWalletView();
  const dialogs = AuthDialogsActor.useActorRef();
  const security = useQuery(flows.queries.security(account)).data;
  return (
    <div className="wallet-page">
      <dl className="card facts" data-testid="security-facts">
        <div>
          <dt>{t`Account`}</dt>
          <dd>{security?.account ?? account}</dd>
        </div>
        <div>
          <dt>{t`Bound phone`}</dt>
          <dd>{security?.mobile ?? t`Not bound`}</dd>
        </div>
        <div>
          <dt>{t`Bound email`}</dt>
          <dd>{security?.email ?? t`Not bound`}</dd>
        </div>
        <div>
          <dt>{t`Login password`}</dt>
          <dd>
            <button type="button" className="button button--ghost" onClick={() => dialogs.send({ type: "dialog.changePassword" })}>
              <Trans>Change password</Trans>
            </button>
          </dd>
        </div>
      </dl>
      {security && <PaymentPasswordForm hasPaymentPassword={security.hasPaymentPassword} />}
    </div>
  );
}

function PaymentPasswordForm({ hasPaymentPassword }: { hasPaymentPassword: boolean }) {
  const { i18n, t } = useLingui();
  const { flows } = useWalletView();
  const actor = useFlowActor(flows.paymentPassword, { input: { hasPaymentPassword } });
  useRefreshOn(actor, "paymentPassword.saved");
  const state = useSelector(actor, (s) => s);
  const { values, problems, errorCode } = state.context;
  const field = (name: PaymentPasswordField, label: string) => (
    <PinField label={label} value={values[name]} error={amountText(i18n, problems[name])} onValue={(value) => actor.send({ type: "field.change", field: name, value })} />
  );
  return (
    <form
      className="card wallet-form"
      aria-labelledby="payment-password-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: "form.submit" });
      }}
    >
      <h3 id="payment-password-title">{state.context.hasPaymentPassword ? t`Change the payment password` : t`Set a payment password`}</h3>
      <p className="muted">
        <Trans>Withdrawals and transfers ask for it. Six digits, different from your login password.</Trans>
      </p>
      {state.context.hasPaymentPassword && field("oldPaymentPassword", t`Current payment password`)}
      {field("newPaymentPassword", t`New payment password`)}
      {field("confirmPaymentPassword", t`New payment password again`)}
      {state.hasTag("saved") && <p className="form-message form-message--ok" role="status">{t`Your payment password is saved.`}</p>}
      {errorCode && <p className="form-message form-message--error" role="alert">{failureText(i18n, errorCode)}</p>}
      <button type="submit" className="button button--primary" disabled={state.hasTag("saving")}>
        <Trans>Save</Trans>
      </button>
    </form>
  );
}
