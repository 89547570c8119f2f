// Change password: after success the member is logged in again with a fresh token and goes home, or where a forced
// change's login was going.
import { useEffect } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { PasswordField } from "../../../../machines/changePassword.machine";
import { useAccountFlows, useFlowMachine } from "../../../flows/actors";
import { TextField } from "../../../ui/TextField";
import { useStartSession } from "../useStartSession";
import { FIELD_PROBLEMS, serverMessage } from "../messages";

export function ChangePasswordForm({ knownOldPassword, pendingToken, redirect }: { knownOldPassword: string | null; pendingToken: string | null; redirect?: string | undefined }) {
  const { t, i18n } = useLingui();
  const flows = useAccountFlows();
  const startSession = useStartSession(redirect);
  const [state, send] = useFlowMachine(flows.changePassword, { input: { knownOldPassword, pendingToken } });
  const { context } = state;

  useEffect(() => {
    if (state.status === "done" && state.output) startSession(state.output);
  }, [state.status, state.output, startSession]);

  const field = (name: PasswordField) => {
    const problem = context.problems[name];
    return {
      type: "password",
      value: context.values[name],
      error: problem ? i18n._(FIELD_PROBLEMS[problem]) : null,
      onValue: (value: string) => send({ type: "field.change", field: name, value }),
    };
  };

  return (
    <form
      className="login-form"
      noValidate
      data-testid="change-password-form"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: "form.submit" });
      }}
    >
      {knownOldPassword !== null && (
        <p className="form-note">
          <Trans>For your safety, choose a new password before you continue.</Trans>
        </p>
      )}
      {context.errorCode && (
        <p className="form-message" role="alert">
          {i18n._(serverMessage(context.errorCode))}
        </p>
      )}
      {knownOldPassword === null && <TextField label={t`Current password`} autoComplete="current-password" {...field("oldPassword")} />}
      <TextField label={t`New password`} autoComplete="new-password" {...field("newPassword")} />
      <TextField label={t`Confirm new password`} autoComplete="new-password" {...field("confirmNewPassword")} />
      <button type="submit" className="button button--primary button--block" disabled={state.hasTag("submitting")}>
        <Trans>Change password</Trans>
      </button>
    </form>
  );
}
