// The screens' language (issue 18): the voice language by default, or any of the 22 listed by its
// own name, so a person who picked a script they cannot read still finds theirs. Applies at once,
// with no Save step: it is the device's and the account's (chooseLanguages), not the form's.
import { LANGUAGE_CODES, LANGUAGES, isLanguageCode } from '../../../domain/languages.ts';
import { t } from '../i18n/index.ts';
import { LANGUAGE_MESSAGES as M } from '../i18n/languageMessages.ts';
import { setInterfaceLanguage } from '../i18n/locale.ts';
import { usePreferences } from '../user/preferences.ts';
import { Field, fieldClass } from './parts.tsx';

/** The select's value for "same as voice language" (null in the preferences). */
const FOLLOW_VOICE = '';

export function InterfaceLanguageField() {
  const { interfaceLanguage } = usePreferences();
  return (
    <Field id="settings-interface-language" label={t(M.label)} hint={t(M.hint)}>
      <select
        id="settings-interface-language"
        aria-describedby="settings-interface-language-hint"
        value={interfaceLanguage ?? FOLLOW_VOICE}
        className={fieldClass}
        onChange={(event) => {
          const next = event.currentTarget.value;
          void setInterfaceLanguage(isLanguageCode(next) ? next : null);
        }}
      >
        <option value={FOLLOW_VOICE}>{t(M.sameAsVoice)}</option>
        {LANGUAGE_CODES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGES[code].nativeName}
          </option>
        ))}
      </select>
    </Field>
  );
}
