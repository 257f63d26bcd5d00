// The modal's language dropdown, grouped African / Indian, and the honest note shown where Chrome
// has no recogniser for the language and another locale listens instead (domain/languages.ts).
import { useId } from 'react';
import { isLanguageCode, LANGUAGES, languagesIn } from '../../../domain/languages.ts';
import type { Language, LanguageCode } from '../../../domain/languages.ts';

const GROUPS = [
  { label: 'African languages', region: 'african' },
  { label: 'Indian languages', region: 'indian' },
] as const;

/** Names people know the fallback locales by; anything else falls back to Intl's English name. */
const LOCALE_NAMES: Readonly<Record<string, string>> = {
  'en-NG': 'Nigerian English',
  'en-IN': 'Indian English',
};

function localeName(locale: string): string {
  return LOCALE_NAMES[locale] ?? new Intl.DisplayNames(['en'], { type: 'language' }).of(locale) ?? locale;
}

/** "Hausa speech is heard with Nigerian English; numbers and loan words work best", or null. */
export function fallbackNotice(language: Language): string | null {
  if (language.fallbackSpeechCode === undefined) return null;
  return `${language.name} speech is heard with ${localeName(language.fallbackSpeechCode)}; numbers and loan words work best`;
}

function optionLabel({ flag, name, nativeName }: Language): string {
  return nativeName === name ? `${flag} ${name}` : `${flag} ${name} — ${nativeName}`;
}

interface LanguagePickerProps {
  value: LanguageCode;
  onChange: (language: LanguageCode) => void;
  disabled: boolean;
}

export function LanguagePicker({ value, onChange, disabled }: LanguagePickerProps) {
  const id = useId();
  const notice = fallbackNotice(LANGUAGES[value]);
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-slate-700">
        Language
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          if (isLanguageCode(event.target.value)) onChange(event.target.value);
        }}
        className="mt-1 min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base disabled:opacity-60"
      >
        {GROUPS.map((group) => (
          <optgroup key={group.region} label={group.label}>
            {languagesIn(group.region).map((language) => (
              <option key={language.code} value={language.code}>
                {optionLabel(language)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {notice !== null && <p className="mt-1.5 text-sm text-amber-800">{notice}</p>}
    </div>
  );
}
