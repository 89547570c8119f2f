// The login form: username or mobile tab, captcha when asked, SMS code button with its countdown, remember me.
import { useEffect } from "react";
import { useActorRef, useMachine, useSelector } from "@xstate/react";
import { useNavigate } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { LoginField } from "../../../../machines/login.machine";
import { isWhitelabelFlagOn } from "../../../contract/system";
import { AppActor, AuthDialogsActor, SessionActor, useFlows } from "../../../app/actors";
import { TextField } from "../../../ui/TextField";
import { FIELD_PROBLEMS, SERVER_MESSAGES } from "../messages";

export function LoginForm() {
  const { t, i18n } = useLingui();
  const flows = useFlows();
  const navigate = useNavigate();
  const session = SessionActor.useActorRef();
  const dialogs = AuthDialogsActor.useActorRef();
  const settings = AppActor.useSelector((s) => s.context.settings);
  const tree = settings?.whitelabel.whitelabel ?? [];
  const [state, send] = useMachine(flows.login, {
    input: {
      smsLoginEnabled: isWhitelabelFlagOn(tree, "MOBILEVERCODELOGIN3"),
      mobileMaxLength: settings?.whitelabel.loginValidation.mobileNum.maxLength ?? 10,
      dialingCode: "880",
      rememberedUsername: flows.rememberedUsername(),
    },
  });
  const sms = useActorRef(flows.smsCountdown);
  const secondsLeft = useSelector(sms, (s) => (s.hasTag("counting") ? s.context.secondsLeft : 0));
  const smsBusy = useSelector(sms, (s) => !s.can({ type: "sms.send", request: { mobileNum: "", countryDialingCode: "" } }));
  const smsWarning = useSelector(sms, (s) => s.context.warning);

  const { context } = state;
  useEffect(() => {
    if (state.status !== "done" || !state.output) return;
    const { login, remember, username, password, mustChangePassword } = state.output;
    flows.rememberUsername(remember && username ? username : null);
    // A forced change comes first: the session starts only once the new password is set.
    if (mustChangePassword) dialogs.send({ type: "dialog.changePassword", knownOldPassword: password, pendingToken: login.token });
    else {
      session.send({ type: "session.start", token: login.token, firstTimeLogin: login.firstTimeLogin });
      dialogs.send({ type: "dialog.close" });
      void navigate({ to: "/" });
    }
  }, [state.status, state.output, flows, session, dialogs, navigate]);

  const problem = (field: LoginField) => {
    const code = context.problems[field];
    return code ? i18n._(FIELD_PROBLEMS[code]) : null;
  };
  const field = (name: LoginField) => ({
    value: context.values[name],
    error: problem(name),
    onValue: (value: string) => send({ type: "field.change", field: name, value }),
  });
  const serverMessage = context.errorCode ? SERVER_MESSAGES[context.errorCode] : undefined;
  const sendCode = () => {
    sms.send({
      type: "sms.send",
      request: { mobileNum: context.values.mobileNum.trim(), countryDialingCode: context.dialingCode, captchaId: context.captcha?.captchaId, captcha: context.values.captcha.trim() },
    });
  };

  return (
    <form
      className="login-form"
      noValidate
      data-testid="login-form"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: "form.submit" });
      }}
    >
      {context.smsLoginEnabled && (
        <div className="tabs" role="tablist">
          <button type="button" role="tab" aria-selected={context.mode === "username"} onClick={() => send({ type: "mode.select", mode: "username" })}>
            <Trans>Username</Trans>
          </button>
          <button type="button" role="tab" aria-selected={context.mode === "sms"} onClick={() => send({ type: "mode.select", mode: "sms" })}>
            <Trans>Mobile number</Trans>
          </button>
        </div>
      )}
      {context.message && (
        <p className="form-message" role="alert" data-testid="login-message">
          {serverMessage ? i18n._(serverMessage) : context.message}
        </p>
      )}
      {context.mode === "username" ? (
        <>
          <TextField label={t`Username`} autoComplete="username" {...field("username")} />
          <TextField label={t`Password`} type="password" autoComplete="current-password" {...field("password")} />
          {context.twoStep && <TextField label={t`SMS verification code`} inputMode="numeric" autoComplete="one-time-code" {...field("verificationCode")} />}
        </>
      ) : (
        <>
          <TextField label={t`Mobile number`} inputMode="tel" autoComplete="tel-national" placeholder={t`${context.mobileMaxLength}-digit number`} {...field("mobileNum")} />
          <div className="field-row">
            <TextField label={t`SMS verification code`} inputMode="numeric" autoComplete="one-time-code" {...field("verificationCode")} />
            <button type="button" className="button button--secondary" disabled={smsBusy} onClick={sendCode} data-testid="send-code">
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
        </>
      )}
      {context.captcha && (
        <div className="captcha">
          <TextField label={t`Characters in the picture`} autoComplete="off" maxLength={6} {...field("captcha")} />
          <button
            type="button"
            className="captcha__image"
            title={t`Show another picture`}
            aria-label={t`Show another picture`}
            disabled={!state.can({ type: "captcha.refresh" })}
            onClick={() => send({ type: "captcha.refresh" })}
          >
            <img src={`data:image/png;base64,${context.captcha.image}`} alt={t`Captcha`} width={120} height={44} data-testid="captcha-image" />
          </button>
        </div>
      )}
      <div className="form-line">
        <label className="checkbox">
          <input type="checkbox" checked={context.remember} onChange={() => send({ type: "remember.toggle" })} />
          <Trans>Remember me</Trans>
        </label>
        <button type="button" className="link-button" onClick={() => dialogs.send({ type: "dialog.forgotPassword" })} data-testid="forgot-link">
          <Trans>Forgot password?</Trans>
        </button>
      </div>
      <button type="submit" className="button button--primary button--block" disabled={state.hasTag("submitting")} data-testid="login-submit">
        {state.hasTag("submitting") ? t`Logging in…` : t`Log in`}
      </button>
    </form>
  );
}
