// A labelled input with its error shown under it (SPEC §8: field validation errors appear under each input), else its hint.
import { useId, type InputHTMLAttributes } from "react";
import { asciiDigits } from "../i18n/format";

/** Fields for numbers take the digits of any of the site's languages. */
const NUMBER_MODES = new Set(["numeric", "decimal", "tel"]);

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value"> {
  label: string;
  value: string;
  error?: string | null | undefined;
  /** What the field accepts, shown under it while there is no error (a placeholder vanishes as one types). */
  hint?: string | null | undefined;
  onValue: (value: string) => void;
}

export function TextField({ label, value, error, hint, onValue, ...input }: TextFieldProps) {
  const id = useId();
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={`field${error ? " field--invalid" : ""}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(event) => onValue(NUMBER_MODES.has(input.inputMode ?? "") ? asciiDigits(event.target.value) : event.target.value)}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="field__hint">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
