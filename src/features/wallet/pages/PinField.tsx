// A six-digit payment password input: masked, numeric keypad, never autofilled.
import { TextField } from "../../../ui/TextField";

export function PinField({ label, value, error, onValue }: { label: string; value: string; error: string | null; onValue: (value: string) => void }) {
  return <TextField label={label} type="password" inputMode="numeric" autoComplete="off" maxLength={6} value={value} error={error} onValue={onValue} />;
}
