// Registration by username or mobile: the operator's fields and rules, hints under each field, terms and age.
import { useEffect } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { visibleFields } from "../../../../machines/registration.machine";
import { DEFAULT_DIALING_CODE, LIMITS } from "../../../config/index";
import { isWhitelabelFlagOn, type RegisterField } from "../../../contract/system";
import { AppActor, useAccountFlows, useFlowActor, useFlowMachine } from "../../../flows/actors";
import { TextField } from "../../../ui/TextField";
import { formatNumber } from "../../../i18n/format";
import { useStartSession } from "../useStartSession";
import { FIELD_PROBLEMS, serverMessage } from "../messages";
import { FIELD_LABELS, ruleHint } from "./registrationText";
import { CaptchaInput } from "../components/CaptchaInput";
import { SmsCodeField } from "../components/SmsCodeField";

const SECRET_FIELDS: RegisterField[] = ["password", "confirmPassword", "paymentPassword"];

export function RegisterForm({ affiliateCode, referralCode }: { affiliateCode?: string | undefined; referralCode?: string | undefined }) {
  const { t, i18n } = useLingui();
  const flows = useAccountFlows();
  const startSession = useStartSession();
  const settings = AppActor.useSelector((s) => s.context.settings);
  const tree = settings?.whitelabel.whitelabel ?? [];
  const [state, send] = useFlowMachine(flows.registration, {
    input: {
      rules: settings?.registerSettings ?? {},
      usernameRegistration: isWhitelabelFlagOn(tree, "USERNAMEREG3"),
      mobileRegistration: isWhitelabelFlagOn(tree, "MOBILENUMREG3"),
      mobileVerification: isWhitelabelFlagOn(tree, "REGMOBVERF3"),
      dialingCode: DEFAULT_DIALING_CODE,
      affiliateCode,
      referralCode,
      domain: window.location.host,
    },
  });
  const sms = useFlowActor(flows.registerSmsCountdown);
  const { context } = state;

  useEffect(() => {
    if (state.status === "done" && state.output) startSession(state.output);
  }, [state.status, state.output, startSession]);

  const problemText = (key: RegisterField | "terms") => {
    const problem = context.problems[key];
    if (!problem) return null;
    if (problem === "required" || problem === "mismatch") return i18n._(FIELD_PROBLEMS[problem]);
    if (problem === "terms") return t`Please confirm your age and accept the terms.`;
    return key === "terms" ? null : (ruleHint(i18n, context.rules[key]) ?? t`Please check this field.`);
  };
  return (
    <form
      className="login-form"
      noValidate
      data-testid="register-form"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: "form.submit" });
      }}
    >
      {context.usernameRegistration && context.mobileRegistration && (
        <div className="tabs" role="tablist">
          <button type="button" role="tab" aria-selected={context.tab === "register"} onClick={() => send({ type: "tab.select", tab: "register" })}>
            <Trans>Username</Trans>
          </button>
          <button type="button" role="tab" aria-selected={context.tab === "registerMobile"} onClick={() => send({ type: "tab.select", tab: "registerMobile" })}>
            <Trans>Mobile number</Trans>
          </button>
        </div>
      )}
      {context.message && (
        <p className="form-message" role="alert" data-testid="register-message">
          {i18n._(serverMessage(context.errorCode))}
        </p>
      )}
      {visibleFields(context).map((field) => {
        const input = (
          <TextField
            key={field}
            label={i18n._(FIELD_LABELS[field])}
            type={SECRET_FIELDS.includes(field) ? "password" : "text"}
            autoComplete={field === "password" || field === "confirmPassword" ? "new-password" : "off"}
            inputMode={field === "mobileNum" || field === "verificationCode" || field === "paymentPassword" ? "numeric" : undefined}
            value={context.values[field] ?? ""}
            error={problemText(field)}
            hint={ruleHint(i18n, context.rules[field])}
            onValue={(value) => send({ type: "field.change", field, value })}
          />
        );
        if (field !== "verificationCode") return input;
        return (
          <SmsCodeField
            key={field}
            countdown={sms}
            buttonTestId="register-send-code"
            request={() => ({
              mobileNum: (context.values.mobileNum ?? "").trim(),
              countryDialingCode: context.dialingCode,
              captchaId: context.captcha?.captchaId,
              captcha: (context.values.captcha ?? "").trim(),
            })}
            value={context.values.verificationCode ?? ""}
            error={problemText("verificationCode")}
            onValue={(value) => send({ type: "field.change", field: "verificationCode", value })}
          />
        );
      })}
      {context.captcha && (
        <CaptchaInput
          image={context.captcha.image}
          value={context.values.captcha ?? ""}
          error={problemText("captcha")}
          canRefresh={state.can({ type: "captcha.refresh" })}
          onValue={(value) => send({ type: "field.change", field: "captcha", value })}
          onRefresh={() => send({ type: "captcha.refresh" })}
          testId="register-captcha"
        />
      )}
      <label className="checkbox">
        <input type="checkbox" checked={context.termsAccepted} onChange={() => send({ type: "terms.toggle" })} data-testid="register-terms" />
        <span>
          {/* The documents open beside the form, which keeps what was typed. */}
          <Trans>
            I am at least {formatNumber(LIMITS.ageConfirmation, i18n.locale)} years old and agree to the{" "}
            <a href="/help#terms" target="_blank" rel="noopener">
              terms
            </a>{" "}
            and{" "}
            <a href="/help#privacy" target="_blank" rel="noopener">
              privacy policy
            </a>
            .
          </Trans>
        </span>
      </label>
      {context.problems.terms && (
        <p className="field__error" role="alert">
          {problemText("terms")}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={state.hasTag("submitting") || state.hasTag("checking")} data-testid="register-submit">
        <Trans>Register</Trans>
      </button>
    </form>
  );
}
