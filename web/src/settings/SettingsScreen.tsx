// Settings (/settings): the wallet link, language and currency, voice, savings goal and the account.
// An edit shows a sticky Save bar (a language applies at once instead); "Save Settings" sends the four preferences and the server's
// answer replaces the form and the device copy. Leaving with unsaved edits asks first. The wallet
// dialog and the login save on their own (they are dialogs with their own confirm).
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { secondaryButton } from '../ui/parts.tsx';
import { graphql } from '../gql/index.ts';
import type { SettingsUserQuery } from '../gql/graphql.ts';
import { ScreenHeader } from '../ui/ScreenHeader.tsx';
import { useLeaveGuard } from '../ui/useLeaveGuard.ts';
import { readServerError } from '../user/serverError.ts';
import { t } from '../i18n/index.ts';
import { chooseLanguages } from '../i18n/locale.ts';
import { SETTINGS_MESSAGES } from './messages.ts';
import { SaveBar } from './SaveBar.tsx';
import { settingsFailed, settingsSaved } from './settingsToasts.ts';
import { accountFromUser, rememberAccount } from '../user/account.ts';
import { getPreferences } from '../user/preferences.ts';
import { RemindersCard } from './RemindersCard.tsx';
import { AccountCard } from './AccountCard.tsx';
import { DataCard } from './DataCard.tsx';
import { LanguageRegionCard, SavingsGoalsCard, VoiceInputCard } from './PreferenceCards.tsx';
import type { SettingsForm } from './settingsForm.ts';
import { formFromUser, goalProblem, hasUnsavedChanges, settingsInput } from './settingsForm.ts';
import { WalletIntegrationCard } from './WalletIntegrationCard.tsx';
import { SCREEN_NAMES } from '../ui/screenNames.ts';
import { WhatsAppCard } from './WhatsAppCard.tsx';

const SettingsUser = graphql(`
  query SettingsUser {
    me {
      ...AccountFields
      voiceInputEnabled
      savingsNotifications
      monthlySavingsGoal
      createdAt
    }
  }
`);

const UpdateSettings = graphql(`
  mutation UpdateSettings($input: UpdateSettingsInput!) {
    updateSettings(input: $input) {
      ...AccountFields
      voiceInputEnabled
      savingsNotifications
      monthlySavingsGoal
    }
  }
`);

type User = SettingsUserQuery['me'];

const focusGoal = () => document.getElementById('settings-goal')?.focus();

function SettingsBody({ user }: { user: User }) {
  const [saved, setSaved] = useState<SettingsForm>(() => formFromUser(user, getPreferences().language));
  const [form, setForm] = useState<SettingsForm>(saved);
  // The server's word on the goal (e.g. too many decimals), shown until the goal is edited again.
  const [serverGoalError, setServerGoalError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(UpdateSettings);
  const dirty = hasUnsavedChanges(form, saved);
  const goalError = goalProblem(form.monthlySavingsGoal) ?? serverGoalError;
  useLeaveGuard(dirty, t(SETTINGS_MESSAGES.leaveUnsaved));

  const onChange = (changes: Partial<SettingsForm>) => {
    if (changes.monthlySavingsGoal !== undefined) setServerGoalError(null);
    const { language } = changes;
    if (language !== undefined) {
      // A language applies at once, with no Save step (the screens follow it unless the app
      // language is set): the device and the account take it now, so it is not an unsaved edit.
      void chooseLanguages({ language });
      setSaved((current) => ({ ...current, language }));
    }
    setForm((current) => ({ ...current, ...changes }));
  };

  const onSave = async () => {
    if (goalError !== null) {
      focusGoal();
      return;
    }
    try {
      const { data } = await save({ variables: { input: settingsInput(form) } });
      if (!data) throw new Error('updateSettings answered nothing');
      const answer = data.updateSettings;
      const next = formFromUser(answer, form.language);
      setSaved(next);
      setForm(next);
      // The voice language and the currency every screen formats with come from here.
      rememberAccount(accountFromUser(answer));
      settingsSaved();
    } catch (error) {
      const refusal = readServerError(error);
      if (refusal.field !== 'monthlySavingsGoal') return settingsFailed();
      setServerGoalError(refusal.message);
      focusGoal();
    }
  };

  return (
    <div className="space-y-5">
      <WalletIntegrationCard connected={user.sortedWalletConnected} usdtBalance={user.usdtBalance} phone={user.username ?? null} />
      <LanguageRegionCard form={form} onChange={onChange} />
      <VoiceInputCard form={form} onChange={onChange} />
      <SavingsGoalsCard form={form} onChange={onChange} goalError={goalError} />
      <RemindersCard />
      <AccountCard phone={user.username ?? null} createdAt={user.createdAt} />
      <WhatsAppCard phone={user.username ?? null} language={form.language} />
      <DataCard loggedIn={user.username !== null && user.username !== undefined} />
      {dirty && <SaveBar saving={loading} onSave={() => void onSave()} />}
    </div>
  );
}

export function SettingsScreen() {
  const { data, error, refetch } = useQuery(SettingsUser);
  return (
    <>
      <ScreenHeader title={t(SCREEN_NAMES.settings)} subtitle={t(SETTINGS_MESSAGES.subtitle)} />
      {data ? (
        // A login elsewhere in the app changes who `me` is: a new identity starts a fresh form.
        <SettingsBody key={data.me.id} user={data.me} />
      ) : error ? (
        <div role="alert" className="rounded-2xl bg-white p-5 text-center ring-1 ring-slate-200">
          <p className="text-slate-700">{t(SETTINGS_MESSAGES.loadFailed)}</p>
          <button type="button" className={`${secondaryButton} mt-4`} onClick={() => void refetch()}>
            {t(SETTINGS_MESSAGES.tryAgain)}
          </button>
        </div>
      ) : (
        <p role="status" className="py-8 text-center text-slate-500">
          {t(SETTINGS_MESSAGES.loading)}
        </p>
      )}
    </>
  );
}
