// The human check: the characters of a picture, which a click on the picture replaces (at most once a second).
import { useLingui } from "@lingui/react/macro";
import { TextField } from "../../../ui/TextField";

export interface CaptchaInputProps {
  image: string;
  value: string;
  error: string | null;
  canRefresh: boolean;
  onValue: (value: string) => void;
  onRefresh: () => void;
  testId?: string;
}

export function CaptchaInput({ image, value, error, canRefresh, onValue, onRefresh, testId = "captcha-image" }: CaptchaInputProps) {
  const { t } = useLingui();
  return (
    <div className="captcha">
      <TextField label={t`Characters in the picture`} autoComplete="off" maxLength={6} value={value} error={error} onValue={onValue} />
      <button type="button" className="captcha__image" title={t`Show another picture`} aria-label={t`Show another picture`} disabled={!canRefresh} onClick={onRefresh}>
        <img src={`data:image/png;base64,${image}`} alt={t`Captcha`} width={120} height={44} data-testid={testId} />
      </button>
    </div>
  );
}
