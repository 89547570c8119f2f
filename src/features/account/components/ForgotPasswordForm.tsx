// Forgot password: by username and email, or (when the operator allows it) by phone with an SMS code and a new password.
import { useEffect } from "react";
import { useActorRef, useMachine, useSelector } from "@xstate/react";
import { useNavigate } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { RecoveryField } from "../../../../machines/forgotPassword.machine";
import { isWhitelabelFlagOn } from "../../../contract/system";
import { AppActor, AuthDialogsActor, SessionActor, useFlows } from "../../../app/actors";
import { TextField } from "../../../ui/TextField";
import { FIELD_PROBLEMS } from "../messages";

export function ForgotPasswordForm() {
  const { t, i18n } = useLingui();
  const flows = useFlows();
  const navigate = useNavigate();
  const session = SessionActor.useActorRef();
  const dialogs = AuthDialogsActor.useActorRef();
  const phoneRecovery = AppActor.useSelector((s) => isWhitelabelFlagOn(s.context.settings?.whitelabel.whitelabel ?? [], "CHNGPASSVERIF3"));
  const [state, send] = useMachine(flows.forgotPassword, { input: { phoneRecovery, dialingCode: "880" } });
  const sms = useActorRef(flows.resetSmsCountdown);
  const secondsLeft = useSelector(sms, (s) => (s.hasTag("counting") ? s.context.secondsLeft : 0));
  const smsBusy = useSelector(sms, (s) => !s.can({ type: "sms.send", request: { mobileNum: "", countryDialingCode: "" } }));
  const smsWarning = useSelector(sms, (s) => s.context.warning);
  const { context } = state;

  useEffect(() => {
    if (state.value !== "passwordReset" || !state.output) return;
    session.send({ type: "session.start", token: state.output.token });
    dialogs.send({ type: "dialog.close" });
    void navigate({ to: "/" });
  }, [state.value, state.output, session, dialogs, navigate]);

  if (state.value === "emailSent") {
    return (
      <div className="login-form" data-testid="forgot-email-sent">
        <p>
          <Trans>If the username and email match an account, we have sent a temporary password to that email. Log in with it and choose a new password.</Trans>
        </p>
        <button type="button" className="button button--primary button--block" onClick={() => dialogs.send({ type: "dialog.login" })}>
          <Trans>Back to log in</Trans>
        </button>
      </div>
    );
  }

  const field = (name: RecoveryField) => {
    const problem = context.problems[name];
    const text = problem === "invalidEmail" ? t`Please enter a valid email address.` : problem ? i18n._(FIELD_PROBLEMS[problem]) : null;
    return { value: context.values[name], error: text, onValue: (value: string) => send({ type: "field.change", field: name, value }) };
  };

  return (
    <form
      className="login-form"
      noValidate
      data-testid="forgot-form"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: "form.submit" });
      }}
    >
      {phoneRecovery && (
        <div className="tabs" role="tablist">
          <button type="button" role="tab" aria-selected={context.method === "email"} onClick={() => send({ type: "method.select", method: "email" })}>
            <Trans>By email</Trans>
          </button>
          <button type="button" role="tab" aria-selected={context.method === "phone"} onClick={() => send({ type: "method.select", method: "phone" })}>
            <Trans>By phone</Trans>
          </button>
        </div>
      )}
      {context.message && (
        <p className="form-message" role="alert">
          {context.message}
        </p>
      )}
      {context.method === "email" ? (
        <>
          <TextField label={t`Username`} autoComplete="username" {...field("username")} />
          <TextField label={t`Email`} type="email" autoComplete="email" {...field("email")} />
        </>
      ) : (
        <>
          <TextField label={t`Mobile number`} inputMode="tel" {...field("mobileNum")} />
          {context.captcha && (
            <div className="captcha">
              <TextField label={t`Characters in the picture`} autoComplete="off" maxLength={6} {...field("captcha")} />
              <button type="button" className="captcha__image" aria-label={t`Show another picture`} disabled={!state.can({ type: "captcha.refresh" })} onClick={() => send({ type: "captcha.refresh" })}>
                <img src={`data:image/png;base64,${context.captcha.image}`} alt={t`Captcha`} width={120} height={44} />
              </button>
            </div>
          )}
          <div className="field-row">
            <TextField label={t`SMS verification code`} inputMode="numeric" autoComplete="one-time-code" {...field("verificationCode")} />
            <button
              type="button"
              className="button button--secondary"
              disabled={smsBusy}
              onClick={() =>
                sms.send({
                  type: "sms.send",
                  request: { mobileNum: context.values.mobileNum.trim(), countryDialingCode: context.dialingCode, captchaId: context.captcha?.captchaId, captcha: context.values.captcha.trim() },
                })
              }
            >
              {secondsLeft > 0 ? t`Resend (${secondsLeft} s)` : t`Send code`}
            </button>
          </div>
          {smsWarning && (
            <div className="warning" role="alertdialog" aria-label={t`Warning`}>
              <p>{smsWarning}</p>
              <button type="button" className="button button--primary" onClick={() => sms.send({ type: "warning.dismiss" })}>
                <Trans>OK</Trans>
              </button>
            </div>
          )}
          <TextField label={t`New password`} type="password" autoComplete="new-password" {...field("newPassword")} />
        </>
      )}
      <button type="submit" className="button button--primary button--block" disabled={state.hasTag("submitting")}>
        {context.method === "email" ? t`Send a temporary password` : t`Set the new password`}
      </button>
    </form>
  );
}
