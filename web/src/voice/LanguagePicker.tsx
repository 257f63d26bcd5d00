// The modal's language dropdown, grouped African / Indian. Whether voice works in the language is
// the voice notice's to say (voiceSupport.ts).
import { useId } from 'react';
import { isLanguageCode, languagesIn } from '../../../domain/languages.ts';
import type { Language, LanguageCode } from '../../../domain/languages.ts';
import { t } from '../i18n/index.ts';
import { languageName } from '../format/displayName.ts';
import { VOICE_MESSAGES as M } from './messages.ts';

const GROUPS = [
  { label: M.africanLanguages, region: 'african' },
  { label: M.indianLanguages, region: 'indian' },
] as const;

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
    </div>
  );
}
