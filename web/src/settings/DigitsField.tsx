// How numbers are written (issue 33): the interface language's own digits (Arabic-Indic ٠١٢٣ for a
// person in Cairo, Devanagari १२३ …) or Western ones, a display choice of this phone. Offered only in
// a language that has digits of its own; applies at once, like the app language.
import { activeLocale, t } from '../i18n/index.ts';
import { nativeDigits } from '../format/locale.ts';
import { setPreferences, usePreferences } from '../user/preferences.ts';
import { SETTINGS_MESSAGES as M } from './messages.ts';
import { Field, fieldClass } from './parts.tsx';

const WESTERN = '0123456789';

export function DigitsField() {
  const { digits } = usePreferences();
  const own = nativeDigits(activeLocale());
  if (own === null) return null;
  return (
    <Field id="settings-digits" label={t(M.digits.label)} hint={t(M.digits.hint)}>
      <select
        id="settings-digits"
        aria-describedby="settings-digits-hint"
        value={digits}
        className={fieldClass}
        onChange={(event) => setPreferences({ digits: event.currentTarget.value === 'native' ? 'native' : 'latn' })}
      >
        <option value="latn" dir="ltr">{WESTERN}</option>
        <option value="native" dir="ltr">{own}</option>
      </select>
    </Field>
  );
}
