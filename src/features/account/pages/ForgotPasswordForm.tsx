// Forgot password: by username and email (a reset link is mailed), or (when the operator allows it) by phone with an SMS code and a new password.
import { useEffect } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { RecoveryField } from "../../../../machines/forgotPassword.machine";
import { RESET_LINK_MINUTES } from "../../../contract/account";
import { isWhitelabelFlagOn } from "../../../contract/system";
import { AppActor, AuthDialogsActor, useAccountFlows, useFlowActor, useFlowMachine } from "../../../flows/actors";
import { DEFAULT_DIALING_CODE } from "../../../config/index";
import { TextField } from "../../../ui/TextField";
import { useStartSession } from "../useStartSession";
import { FIELD_PROBLEMS, serverMessage } from "../messages";
import { CaptchaInput } from "../components/CaptchaInput";
import { SmsCodeField } from "../components/SmsCodeField";

export function ForgotPasswordForm() {
  const { t, i18n } = useLingui();
  const flows = useAccountFlows();
  const startSession = useStartSession();
  const dialogs = AuthDialogsActor.useActorRef();
  const phoneRecovery = AppActor.useSelector((s) => isWhitelabelFlagOn(s.context.settings?.whitelabel.whitelabel ?? [], "CHNGPASSVERIF3"));
  const [state, send] = useFlowMachine(flows.forgotPassword, { input: { phoneRecovery, dialingCode: DEFAULT_DIALING_CODE } });
  const sms = useFlowActor(flows.resetSmsCountdown);
  const { context } = state;

  useEffect(() => {
    if (state.value === "passwordReset" && state.output) startSession(state.output);
  }, [state.value, state.output, startSession]);

  if (state.value === "emailSent") {
    return (
      <div className="login-form" data-testid="forgot-email-sent">
        <p>
          <Trans>
            If the username and email match an account, we have emailed it a link to choose a new password. The link works once, within {RESET_LINK_MINUTES}{" "}
            minutes; until then your password stays as it is.
          </Trans>
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
  const canRefresh = state.can({ type: "captcha.refresh" });
  // A picture that failed to load can be asked for again: without it nothing can be sent.
  const captchaInput = context.captcha ? (
    <CaptchaInput image={context.captcha.image} canRefresh={canRefresh} onRefresh={() => send({ type: "captcha.refresh" })} {...field("captcha")} />
  ) : (
    !state.hasTag("loadingCaptcha") && (
      <button type="button" className="link-button" disabled={!canRefresh} onClick={() => send({ type: "captcha.refresh" })}>
        <Trans>Show the picture again</Trans>
      </button>
    )
  );

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
        <p className="form-message" role="alert" data-testid="forgot-message">
          {i18n._(serverMessage(context.errorCode))}
        </p>
      )}
      {context.method === "email" ? (
        <>
          <TextField label={t`Username`} autoComplete="username" {...field("username")} />
          <TextField label={t`Email`} type="email" autoComplete="email" {...field("email")} />
          {captchaInput}
        </>
      ) : (
        <>
          <TextField label={t`Mobile number`} inputMode="tel" {...field("mobileNum")} />
          {captchaInput}
          <SmsCodeField
            countdown={sms}
            request={() => ({
              mobileNum: context.values.mobileNum.trim(),
              countryDialingCode: context.dialingCode,
              captchaId: context.captcha?.captchaId,
              captcha: context.values.captcha.trim(),
            })}
            {...field("verificationCode")}
          />
          <TextField label={t`New password`} type="password" autoComplete="new-password" {...field("newPassword")} />
        </>
      )}
      <button type="submit" className="button button--primary button--block" disabled={state.hasTag("submitting")}>
        {context.method === "email" ? t`Email me a reset link` : t`Set the new password`}
      </button>
    </form>
  );
}
