// Settings (/settings): the wallet link, language and currency, voice, savings goal and the account.
// "Save Settings" sends the four preferences; the server's answer replaces the form and the device copy.
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { primaryButton, secondaryButton } from '../firstRun/parts.tsx';
import { graphql } from '../gql/index.ts';
import type { SettingsUserQuery } from '../gql/graphql.ts';
import { ScreenHeader } from '../shell/ScreenHeader.tsx';
import { settingsFailed, settingsSaved } from './settingsToasts.ts';
import { accountFromUser, rememberAccount } from '../user/account.ts';
import { getPreferences } from '../user/preferences.ts';
import { AccountCard } from './AccountCard.tsx';
import { LanguageRegionCard, SavingsGoalsCard, VoiceInputCard } from './PreferenceCards.tsx';
import type { SettingsForm } from './settingsForm.ts';
import { formFromUser, settingsInput } from './settingsForm.ts';
import { WalletIntegrationCard } from './WalletIntegrationCard.tsx';

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

function SettingsBody({ user }: { user: User }) {
  const [form, setForm] = useState<SettingsForm>(() => formFromUser(user, getPreferences().language));
  const [save, { loading }] = useMutation(UpdateSettings);
  const onChange = (changes: Partial<SettingsForm>) => setForm((current) => ({ ...current, ...changes }));

  const onSave = async () => {
    try {
      const { data } = await save({ variables: { input: settingsInput(form) } });
      if (!data) throw new Error('updateSettings answered nothing');
      const saved = data.updateSettings;
      setForm(formFromUser(saved, form.language));
      // The voice language and the currency every screen formats with come from here.
      rememberAccount(accountFromUser(saved));
      settingsSaved();
    } catch {
      settingsFailed();
    }
  };

  return (
    <div className="space-y-5">
      <WalletIntegrationCard connected={user.sortedWalletConnected} usdtBalance={user.usdtBalance} phone={user.username ?? null} />
      <LanguageRegionCard form={form} onChange={onChange} />
      <VoiceInputCard form={form} onChange={onChange} />
      <SavingsGoalsCard form={form} onChange={onChange} />
      <AccountCard phone={user.username ?? null} createdAt={user.createdAt} />
      <button type="button" disabled={loading} className={`${primaryButton} w-full`} onClick={onSave}>
        {loading ? 'Saving…' : 'Save Settings'}
      </button>
    </div>
  );
}

export function SettingsScreen() {
  const { data, error, refetch } = useQuery(SettingsUser);
  return (
    <>
      <ScreenHeader title="Settings" subtitle="Customize your Sauti experience" />
      {data ? (
        // A login elsewhere in the app changes who `me` is: a new identity starts a fresh form.
        <SettingsBody key={data.me.id} user={data.me} />
      ) : error ? (
        <div role="alert" className="rounded-2xl bg-white p-5 text-center ring-1 ring-slate-200">
          <p className="text-slate-700">Your settings could not be loaded. Check your connection.</p>
          <button type="button" className={`${secondaryButton} mt-4`} onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <p role="status" className="py-8 text-center text-slate-500">
          Loading…
        </p>
      )}
    </>
  );
}
