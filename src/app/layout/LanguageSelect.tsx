// Language selector: every catalog the site ships, each named in its own language.
import { useLingui } from "@lingui/react/macro";
import { LANGUAGES, LANGUAGE_NAMES } from "../../config/index";
import { isLanguage } from "../../i18n/index";
import { PreferencesActor } from "../../flows/actors";

export function LanguageSelect() {
  const { t } = useLingui();
  const preferences = PreferencesActor.useActorRef();
  const language = PreferencesActor.useSelector((s) => s.context.requestedLanguage ?? s.context.language);
  const loading = PreferencesActor.useSelector((s) => s.hasTag("loading"));
  const failed = PreferencesActor.useSelector((s) => s.hasTag("error"));
  return (
    <span className="language-select">
      <select
        aria-label={t`Language`}
        data-testid="language-select"
        value={language}
        disabled={loading}
        onChange={(event) => {
          const chosen = event.target.value;
          if (isLanguage(chosen)) preferences.send({ type: "language.select", language: chosen });
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
      {failed && (
        <span role="alert" className="language-select__error">
          {t`That language could not load. Check the connection and try again.`}
        </span>
      )}
    </span>
  );
}
