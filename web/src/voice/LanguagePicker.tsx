// The modal's language dropdown, grouped African / Indian, and the honest note shown where Chrome
// has no recogniser for the language and another locale listens instead (domain/languages.ts).
import { useId } from 'react';
import { isLanguageCode, LANGUAGES, languagesIn } from '../../../domain/languages.ts';
import type { Language, LanguageCode } from '../../../domain/languages.ts';
import { dateLocale } from '../format/locale.ts';
import { t } from '../i18n/index.ts';
import type { Message } from '../i18n/index.ts';
import { languageName } from './languageName.ts';
import { VOICE_MESSAGES as M } from './messages.ts';

const GROUPS = [
  { label: M.africanLanguages, region: 'african' },
  { label: M.indianLanguages, region: 'indian' },
] as const;

/** Names people know the fallback locales by; anything else falls back to Intl's name in the interface language. */
const LOCALE_NAMES: Readonly<Record<string, Message>> = {
  'en-NG': M.nigerianEnglish,
  'en-IN': M.indianEnglish,
};

function localeName(locale: string): string {
  const known = LOCALE_NAMES[locale];
  if (known !== undefined) return t(known);
  return new Intl.DisplayNames([dateLocale()], { type: 'language' }).of(locale) ?? locale;
}

/** "Hausa speech is heard with Nigerian English; numbers and loan words work best", or null. */
export function fallbackNotice(language: Language): string | null {
  if (language.fallbackSpeechCode === undefined) return null;
  return t(M.fallbackNotice, { language: languageName(language), locale: localeName(language.fallbackSpeechCode) });
}

function optionLabel(language: Language): string {
  const name = languageName(language);
  return language.nativeName === name ? `${language.flag} ${name}` : `${language.flag} ${name} — ${language.nativeName}`;
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
        {t(M.language)}
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
          <optgroup key={group.region} label={t(group.label)}>
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
