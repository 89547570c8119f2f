// The SMS code field with its send button: the countdown machine refuses while counting; a refused send is explained.
import { useSelector } from "@xstate/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ActorRefFrom } from "xstate";
import type { SmsRequest, smsCountdownMachine } from "../../../../machines/smsCountdown.machine";
import { TextField } from "../../../ui/TextField";
import { formatNumber } from "../../../i18n/format";
import { serverMessage } from "../messages";

export interface SmsCodeFieldProps {
  countdown: ActorRefFrom<typeof smsCountdownMachine>;
  request: () => SmsRequest;
  value: string;
  error: string | null;
  onValue: (value: string) => void;
  buttonTestId?: string;
}

const ANY_REQUEST: SmsRequest = { mobileNum: "", countryDialingCode: "" };

export function SmsCodeField({ countdown, request, value, error, onValue, buttonTestId }: SmsCodeFieldProps) {
  const { t, i18n } = useLingui();
  const secondsLeft = useSelector(countdown, (s) => (s.hasTag("counting") ? s.context.secondsLeft : 0));
  const busy = useSelector(countdown, (s) => !s.can({ type: "sms.send", request: ANY_REQUEST }));
  const warningCode = useSelector(countdown, (s) => s.context.warningCode);
  return (
    <>
      <div className="field-row">
        <TextField label={t`SMS verification code`} inputMode="numeric" autoComplete="one-time-code" value={value} error={error} onValue={onValue} />
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => countdown.send({ type: "sms.send", request: request() })} data-testid={buttonTestId}>
          {secondsLeft > 0 ? t`Resend (${{ secondsLeft: formatNumber(secondsLeft, i18n.locale) }} s)` : t`Send code`}
        </button>
      </div>
      {warningCode && (
        <div className="warning" role="alertdialog" aria-label={t`Warning`}>
          <p>{i18n._(serverMessage(warningCode))}</p>
          <button type="button" className="button button--primary" onClick={() => countdown.send({ type: "warning.dismiss" })}>
            <Trans>OK</Trans>
          </button>
        </div>
      )}
    </>
  );
}
