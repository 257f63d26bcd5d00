// The editable Settings cards: Language & Region, Voice & Input, Savings & Goals. They show the
// form's values and report edits; saving is the screen's job.
import { isLanguageCode, LANGUAGES, languagesIn } from '../../../domain/languages.ts';
import { currencyName, currencyOptionsWith } from '../user/currencies.ts';
import type { SettingsForm } from './settingsForm.ts';
import { Card, Field, fieldClass, Toggle } from './parts.tsx';

type CardProps = { form: SettingsForm; onChange: (changes: Partial<SettingsForm>) => void };

const EXAMPLES = {
  Expenses: ['Transport 200', 'Bought food 500', 'Paid 300 for bills'],
  Savings: ['Save 1000 for emergency', 'Put 500 in vacation fund', 'Investment 2000 USDT'],
} as const;

export function LanguageRegionCard({ form, onChange }: CardProps) {
  const language = LANGUAGES[form.language];
  return (
    <Card title="Language & Region" icon="globe">
      <div className="space-y-5">
        <Field id="settings-language" label="Language" hint={`Voice input will work in ${language.nativeName}`}>
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
              <optgroup key={region} label={region === 'african' ? 'African languages' : 'Indian languages'}>
                {languagesIn(region).map((option) => (
                  <option key={option.code} value={option.code}>
                    {option.flag} {option.name} ({option.nativeName})
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </Field>
        <Field id="settings-currency" label="Currency" hint={`Amounts will be displayed in ${currencyName(form.currency)}`}>
          <select
            id="settings-currency"
            aria-describedby="settings-currency-hint"
            value={form.currency}
            className={fieldClass}
            onChange={(event) => onChange({ currency: event.currentTarget.value })}
          >
            {currencyOptionsWith(form.currency).map((option) => (
              <option key={option.code} value={option.code}>
                {option.symbol} {option.name} ({option.code})
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
    <Card title="Voice & Input" icon="mic">
      <Toggle
        label="Voice Input"
        description="Enable voice recording for expenses and savings"
        checked={form.voiceInputEnabled}
        onChange={(voiceInputEnabled) => onChange({ voiceInputEnabled })}
      />
      <div className="mt-5 rounded-xl bg-slate-50 p-4">
        <p className="font-semibold text-slate-900">Example voice commands</p>
        {Object.entries(EXAMPLES).map(([group, phrases]) => (
          <div key={group} className="mt-3">
            <p className="text-sm font-semibold text-slate-700">{group}</p>
            <ul className="mt-1 space-y-1 text-sm text-slate-600">
              {phrases.map((phrase) => (
                <li key={phrase}>"{phrase}"</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Card>
  );
}

export function SavingsGoalsCard({ form, onChange }: CardProps) {
  return (
    <Card title="Savings & Goals" icon="target">
      <div className="space-y-5">
        <Field id="settings-goal" label="Monthly Savings Goal" hint="Set a target amount to save each month">
          <input
            id="settings-goal"
            type="number"
            inputMode="decimal"
            step="0.01"
            placeholder="0.00"
            aria-describedby="settings-goal-hint"
            value={form.monthlySavingsGoal}
            className={`${fieldClass} tabular-nums`}
            onChange={(event) => onChange({ monthlySavingsGoal: event.currentTarget.value })}
          />
        </Field>
        <Toggle
          label="Savings Notifications"
          description="Get reminders and progress updates"
          checked={form.savingsNotifications}
          onChange={(savingsNotifications) => onChange({ savingsNotifications })}
        />
      </div>
    </Card>
  );
}
