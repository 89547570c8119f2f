// /resetPassword?token=…: the page a mailed reset link opens; the new password twice, then the member is logged in.
import { useEffect } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResetField } from "../../../../machines/resetPassword.machine";
import { AppActor, AuthDialogsActor, useAccountFlows, useFlowMachine } from "../../../flows/actors";
import { TextField } from "../../../ui/TextField";
import { useCatalog } from "../../../i18n/useCatalog";
import { useStartSession } from "../useStartSession";
import { FIELD_PROBLEMS, serverMessage } from "../messages";
import { ruleHint } from "./registrationText";

export function ResetPasswordPage({ token }: { token: string | undefined }) {
  useCatalog("account");
  return (
    <section className="page-frame page-frame--narrow" data-testid="reset-password-page">
      <h1>
        <Trans>Choose a new password</Trans>
      </h1>
      <ResetPasswordForm token={token ?? null} />
    </section>
  );
}

function ResetPasswordForm({ token }: { token: string | null }) {
  const { t, i18n } = useLingui();
  const flows = useAccountFlows();
  const startSession = useStartSession();
  const dialogs = AuthDialogsActor.useActorRef();
  const passwordRule = AppActor.useSelector((s) => s.context.settings?.registerSettings.password);
  const [state, send] = useFlowMachine(flows.resetPassword, { input: { token, passwordRule } });
  const { context } = state;

  useEffect(() => {
    if (state.value === "passwordReset" && state.output) startSession(state.output);
  }, [state.value, state.output, startSession]);

  if (state.value === "linkInvalid") {
    return (
      <div className="login-form" data-testid="reset-link-invalid">
        <p role="alert">
          <Trans>This password reset link has expired or has already been used. Please ask for a new one.</Trans>
        </p>
        <button type="button" className="button button--primary button--block" onClick={() => dialogs.send({ type: "dialog.forgotPassword" })}>
          <Trans>Ask for a new link</Trans>
        </button>
      </div>
    );
  }

  const field = (name: ResetField) => {
    const problem = context.problems[name];
    const error = problem === "rule" ? (ruleHint(i18n, passwordRule) ?? t`Please check this field.`) : problem ? i18n._(FIELD_PROBLEMS[problem]) : null;
    return {
      type: "password",
      autoComplete: "new-password",
      value: context.values[name],
      error,
      onValue: (value: string) => send({ type: "field.change", field: name, value }),
    };
  };
  return (
    <form
      className="login-form"
      noValidate
      data-testid="reset-password-form"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: "form.submit" });
      }}
    >
      <p className="form-note">
        <Trans>Once it is set, every other device is logged out and this one is logged in.</Trans>
      </p>
      {context.message && (
        <p className="form-message" role="alert">
          {i18n._(serverMessage(context.errorCode))}
        </p>
      )}
      <TextField label={t`New password`} placeholder={ruleHint(i18n, passwordRule) ?? undefined} {...field("newPassword")} />
      <TextField label={t`Confirm new password`} {...field("confirmNewPassword")} />
      <button type="submit" className="button button--primary button--block" disabled={state.hasTag("submitting")}>
        <Trans>Set the new password</Trans>
      </button>
    </form>
  );
}
