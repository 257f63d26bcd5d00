// The editable Settings cards: Language & Region, Voice & Input, Savings & Goals. They show the
// form's values and report edits; saving is the screen's job.
import { isLanguageCode, LANGUAGES, languagesIn } from '../../../domain/languages.ts';
import { currencyName, currencyOptionsWith } from '../user/currencies.ts';
import { languageName } from '../format/displayName.ts';
import { t } from '../i18n/index.ts';
import { SETTINGS_MESSAGES as M } from './messages.ts';
import type { SettingsForm } from './settingsForm.ts';
import { DigitsField } from './DigitsField.tsx';
import { InterfaceLanguageField } from './InterfaceLanguageField.tsx';
import { Card, Field, fieldClass, Toggle } from './parts.tsx';

type CardProps = { form: SettingsForm; onChange: (changes: Partial<SettingsForm>) => void };

const EXAMPLES = [
  { group: M.voiceInput.expenses, phrases: Object.values(M.voiceInput.expenseExamples) },
  { group: M.voiceInput.savings, phrases: Object.values(M.voiceInput.savingsExamples) },
] as const;

export function LanguageRegionCard({ form, onChange }: CardProps) {
  const language = LANGUAGES[form.language];
  return (
    <Card title={t(M.languageRegion)} icon="globe">
      <div className="space-y-5">
        <InterfaceLanguageField />
        <DigitsField />
        {/* This one picks what Sauti listens for; the screens follow it unless the app language is set. */}
        <Field
          id="settings-language"
          label={t(M.voiceLanguage)}
          hint={t(M.voiceLanguageHint, { nativeName: language.nativeName })}
        >
          <select
            id="settings-language"
            aria-describedby="settings-language-hint"
            value={form.language}
            className={fieldClass}
            onChange={(event) => {
              const next = event.currentTarget.value;
              if (isLanguageCode(next)) onChange({ language: next });
            }}
          >
            {(['african', 'indian'] as const).map((region) => (
              <optgroup key={region} label={region === 'african' ? t(M.africanLanguages) : t(M.indianLanguages)}>
                {languagesIn(region).map((option) => (
                  <option key={option.code} value={option.code}>
                    {option.flag} {languageName(option)} ({option.nativeName})
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </Field>
        <Field id="settings-currency" label={t(M.currency)} hint={t(M.currencyHint, { currency: currencyName(form.currency) })}>
          <select
            id="settings-currency"
            aria-describedby="settings-currency-hint"
            value={form.currency}
            className={fieldClass}
            onChange={(event) => onChange({ currency: event.currentTarget.value })}
          >
            {currencyOptionsWith(form.currency).map((option) => (
              <option key={option.code} value={option.code}>
                {option.symbol} {currencyName(option.code)} ({option.code})
              </option>
            ))}
          </select>
        </Field>
      </div>
    </Card>
  );
}

export function VoiceInputCard({ form, onChange }: CardProps) {
  return (
    <Card title={t(M.voiceInput.title)} icon="mic">
      <Toggle
        label={t(M.voiceInput.toggle)}
        description={t(M.voiceInput.toggleHint)}
        checked={form.voiceInputEnabled}
        onChange={(voiceInputEnabled) => onChange({ voiceInputEnabled })}
      />
      <div className="mt-5 rounded-xl bg-slate-50 p-4">
        <p className="font-semibold text-slate-900">{t(M.voiceInput.examples)}</p>
        {EXAMPLES.map(({ group, phrases }) => (
          <div key={group.id} className="mt-3">
            <p className="text-sm font-semibold text-slate-700">{t(group)}</p>
            <ul className="mt-1 space-y-1 text-sm text-slate-600">
              {phrases.map((phrase) => (
                <li key={phrase.id}>{t(M.voiceInput.quoted, { phrase: t(phrase) })}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Card>
  );
}

export function SavingsGoalsCard({ form, onChange, goalError }: CardProps & { goalError: string | null }) {
  return (
    <Card title={t(M.savingsGoals.title)} icon="target">
      <div className="space-y-5">
        <Field id="settings-goal" label={t(M.savingsGoals.goal)} hint={t(M.savingsGoals.goalHint)} error={goalError}>
          <input
            id="settings-goal"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            placeholder="0.00"
            aria-invalid={goalError !== null}
            aria-describedby={goalError === null ? 'settings-goal-hint' : 'settings-goal-error settings-goal-hint'}
            value={form.monthlySavingsGoal}
            className={`${fieldClass} tabular-nums`}
            onChange={(event) => onChange({ monthlySavingsGoal: event.currentTarget.value })}
          />
        </Field>
        <Toggle
          label={t(M.savingsGoals.notifications)}
          description={t(M.savingsGoals.notificationsHint)}
          checked={form.savingsNotifications}
          onChange={(savingsNotifications) => onChange({ savingsNotifications })}
        />
      </div>
    </Card>
  );
}
