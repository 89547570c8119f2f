// The login form: username or mobile tab, captcha when asked, SMS code button with its countdown, remember me.
import { useEffect } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { LoginField } from "../../../../machines/login.machine";
import { isWhitelabelFlagOn } from "../../../contract/system";
import { AppActor, AuthDialogsActor, useLoginFlows, useFlowActor, useFlowMachine } from "../../../flows/actors";
import { DEFAULT_DIALING_CODE } from "../../../config/index";
import { TextField } from "../../../ui/TextField";
import { useStartSession } from "../useStartSession";
import { FIELD_PROBLEMS, serverMessage } from "../messages";
import { CaptchaInput } from "./CaptchaInput";
import { SmsCodeField } from "./SmsCodeField";
import { formatNumber } from "../../../i18n/format";
import { useCatalog } from "../../../i18n/useCatalog";

/** dialog: the full form; inline: username and password in the header, the rest in a panel under it when needed. */
export function LoginForm({ variant = "dialog", redirect }: { variant?: "dialog" | "inline"; redirect?: string | undefined }) {
  // Its strings (and its fields') are in the account catalog (lingui.config.ts), not the core one.
  useCatalog("account");
  const inline = variant === "inline";
  const { t, i18n } = useLingui();
  const flows = useLoginFlows();
  const startSession = useStartSession(redirect);
  const dialogs = AuthDialogsActor.useActorRef();
  const settings = AppActor.useSelector((s) => s.context.settings);
  const tree = settings?.whitelabel.whitelabel ?? [];
  const [state, send] = useFlowMachine(flows.login, {
    input: {
      smsLoginEnabled: isWhitelabelFlagOn(tree, "MOBILEVERCODELOGIN3"),
      mobileMaxLength: settings?.whitelabel.loginValidation.mobileNum.maxLength ?? 10,
      dialingCode: DEFAULT_DIALING_CODE,
      rememberedUsername: flows.rememberedUsername(),
    },
  });
  const sms = useFlowActor(flows.smsCountdown);

  const { context } = state;
  useEffect(() => {
    if (state.status !== "done" || !state.output) return;
    const { login, remember, username, password, mustChangePassword } = state.output;
    flows.rememberUsername(remember && username ? username : null);
    // A forced change comes first: the session starts only once the new password is set.
    if (mustChangePassword) dialogs.send({ type: "dialog.changePassword", knownOldPassword: password, pendingToken: login.token, redirect });
    else startSession(login);
  }, [state.status, state.output, flows, dialogs, startSession, redirect]);

  const problem = (field: LoginField) => {
    const code = context.problems[field];
    return code ? i18n._(FIELD_PROBLEMS[code]) : null;
  };
  const field = (name: LoginField) => ({
    value: context.values[name],
    error: problem(name),
    onValue: (value: string) => send({ type: "field.change", field: name, value }),
  });
  // Inline, the panel opens only when there is more to say or ask than the two fields.
  const needsMore = context.message !== null || context.captcha !== null || context.twoStep;
  const smsRequest = () => ({
    mobileNum: context.values.mobileNum.trim(),
    countryDialingCode: context.dialingCode,
    captchaId: context.captcha?.captchaId,
    captcha: context.values.captcha.trim(),
  });

  return (
    <form
      className={inline ? "login-form login-form--inline" : "login-form"}
      noValidate
      data-testid={inline ? "header-login-form" : "login-form"}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: "form.submit" });
      }}
    >
      {context.smsLoginEnabled && !inline && (
        <div className="tabs" role="tablist">
          <button type="button" role="tab" aria-selected={context.mode === "username"} onClick={() => send({ type: "mode.select", mode: "username" })}>
            <Trans>Username</Trans>
          </button>
          <button type="button" role="tab" aria-selected={context.mode === "sms"} onClick={() => send({ type: "mode.select", mode: "sms" })}>
            <Trans>Mobile number</Trans>
          </button>
        </div>
      )}
      {context.mode === "username" ? (
        <>
          <TextField label={t`Username`} placeholder={inline ? t`Username` : undefined} autoComplete="username" {...field("username")} />
          <TextField label={t`Password`} placeholder={inline ? t`Password` : undefined} type="password" autoComplete="current-password" {...field("password")} />
        </>
      ) : (
        <>
          <TextField label={t`Mobile number`} inputMode="tel" autoComplete="tel-national" placeholder={t`${formatNumber(context.mobileMaxLength, i18n.locale)}-digit number`} {...field("mobileNum")} />
          <SmsCodeField countdown={sms} request={smsRequest} buttonTestId="send-code" {...field("verificationCode")} />
        </>
      )}
      <div className={inline ? "login-form__more" : "login-form__extras"} hidden={inline && !needsMore}>
        {context.message && (
          <p className="form-message" role="alert" data-testid="login-message">
            {i18n._(serverMessage(context.errorCode))}
          </p>
        )}
        {context.twoStep && context.mode === "username" && (
          <TextField label={t`SMS verification code`} inputMode="numeric" autoComplete="one-time-code" {...field("verificationCode")} />
        )}
        {context.captcha && (
          <CaptchaInput image={context.captcha.image} canRefresh={state.can({ type: "captcha.refresh" })} onRefresh={() => send({ type: "captcha.refresh" })} {...field("captcha")} />
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
      </div>
      <button type="submit" className={inline ? "button button--primary" : "button button--primary button--block"} disabled={state.hasTag("submitting")} data-testid={inline ? "header-login-submit" : "login-submit"}>
        {state.hasTag("submitting") ? t`Logging in…` : t`Log in`}
      </button>
    </form>
  );
}
