import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChangeWalletConnectionDocument, SettingsUserDocument, UpdateSettingsDocument } from '../gql/graphql.ts';
import { dismissToast, Toaster } from '../ui/toast.tsx';
import { getPreferences, setPreferences } from '../user/preferences.ts';
import { SettingsScreen } from './SettingsScreen.tsx';

const user = {
  __typename: 'User' as const,
  id: 'u1',
  username: '+254712345678',
  language: 'sw',
  interfaceLanguage: null,
  currency: 'KES',
  country: 'KE',
  sortedWalletConnected: false,
  usdtBalance: '0.00',
  voiceInputEnabled: true,
  savingsNotifications: true,
  monthlySavingsGoal: '0.00',
  createdAt: '2026-11-21T08:00:00.000Z',
};

const meMock: MockedResponse = { request: { query: SettingsUserDocument }, result: { data: { me: user } } };

const saved = { language: 'hi', currency: 'UGX', voiceInputEnabled: false, savingsNotifications: true, monthlySavingsGoal: '5000' };

function renderSettings(mocks: MockedResponse[]) {
  render(
    <MockedProvider mocks={[meMock, ...mocks]}>
      <div>
        <SettingsScreen />
        <Toaster />
      </div>
    </MockedProvider>,
  );
}

async function editAndSave() {
  await screen.findByRole('heading', { name: 'Language & Region' });
  fireEvent.change(screen.getByLabelText('Voice language'), { target: { value: 'hi' } });
  fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'UGX' } });
  fireEvent.click(screen.getByRole('switch', { name: 'Voice Input' }));
  fireEvent.change(screen.getByLabelText('Monthly Savings Goal'), { target: { value: '5000' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
}

describe('SettingsScreen', () => {
  beforeEach(() => {
    localStorage.clear();
    // Home listens in Swahili on this device: Settings shows the same.
    setPreferences({ language: 'sw', currency: 'KES', walletConnected: false, usdtBalance: '0.00' });
  });
  afterEach(() => act(() => dismissToast()));

  it('shows the cards with the spec wording and the account', async () => {
    renderSettings([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(screen.getByText('Customize your Sauti experience')).toBeTruthy();
    await screen.findByText('Not Connected');
    expect(screen.getByRole('button', { name: 'Connect Sorted Wallet' })).toBeTruthy();
    expect(screen.getByText('Voice input will work in Kiswahili')).toBeTruthy();
    expect(screen.getByText('Amounts will be displayed in Kenyan Shilling')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'KSh Kenyan Shilling (KES)' })).toBeTruthy();
    expect(screen.getByRole('option', { name: '🇰🇪 Swahili (Kiswahili)' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Voice Input' }).getAttribute('aria-checked')).toBe('true');
    for (const phrase of ['Transport 200', 'Bought food 500', 'Paid 300 for bills', 'Save 1000 for emergency', 'Put 500 in vacation fund', 'Investment 2000 USDT']) {
      expect(screen.getByText(`"${phrase}"`)).toBeTruthy();
    }
    expect(screen.getByLabelText('Monthly Savings Goal').getAttribute('placeholder')).toBe('0.00');
    expect(screen.getByText('Set a target amount to save each month')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Savings Notifications' })).toBeTruthy();
    expect(screen.getByLabelText('WhatsApp Number')).toHaveProperty('value', '+254712345678');
    expect(screen.getByLabelText('Account Created')).toHaveProperty('value', '21 November 2026');
  });

  it('sends the four preferences, takes the answer and confirms with the spec toast', async () => {
    const answer = { ...user, ...saved, monthlySavingsGoal: '5000.00' };
    renderSettings([{ request: { query: UpdateSettingsDocument, variables: { input: saved } }, result: { data: { updateSettings: answer } } }]);
    await editAndSave();
    expect(await screen.findByText('Settings updated')).toBeTruthy();
    expect(screen.getByText('Your preferences have been saved successfully.')).toBeTruthy();
    expect(getPreferences()).toMatchObject({ language: 'hi', currency: 'UGX' });
    expect(screen.getByText('Voice input will work in हिन्दी')).toBeTruthy();
    expect(screen.getByText('Amounts will be displayed in Ugandan Shilling')).toBeTruthy();
  });

  it('applies a voice language at once, with no Save step', async () => {
    renderSettings([]);
    await screen.findByRole('heading', { name: 'Language & Region' });
    fireEvent.change(screen.getByLabelText('Voice language'), { target: { value: 'hi' } });
    expect(getPreferences().language).toBe('hi');
    expect(screen.queryByRole('button', { name: 'Save Settings' })).toBeNull();
  });

  it('shows the destructive error toast when the save fails', async () => {
    renderSettings([{ request: { query: UpdateSettingsDocument, variables: { input: saved } }, error: new Error('offline') }]);
    await editAndSave();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error')).toBeTruthy();
    expect(within(alert).getByText('Failed to update settings. Please try again.')).toBeTruthy();
    expect(getPreferences().currency).not.toBe('UGX');
  });

  it('shows the Save bar only while there are unsaved changes, and names a negative goal in the field', async () => {
    renderSettings([]);
    await screen.findByRole('heading', { name: 'Language & Region' });
    expect(screen.queryByRole('button', { name: 'Save Settings' })).toBeNull();
    const goal = screen.getByLabelText('Monthly Savings Goal');
    fireEvent.change(goal, { target: { value: '-5' } });
    expect(screen.getByText('You have unsaved changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(goal.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter 0 or more')).toBeTruthy();
    expect(document.activeElement).toBe(goal);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(goal, { target: { value: '' } });
    expect(screen.queryByRole('button', { name: 'Save Settings' })).toBeNull();
  });

  it('connects the wallet through the dialog, which shows the phone and closes', async () => {
    const connected = { ...user, sortedWalletConnected: true, usdtBalance: '245.80' };
    renderSettings([
      {
        request: { query: ChangeWalletConnectionDocument, variables: { input: { sortedWalletConnected: true } } },
        result: { data: { updateSettings: connected } },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Connect Sorted Wallet' }));
    const dialog = screen.getByRole('dialog', { name: 'Connect Sorted Wallet' });
    expect(within(dialog).getByLabelText('WhatsApp number')).toHaveProperty('value', '+254712345678');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Connected')).toBeTruthy();
    // The cached user updates (Connected) a moment before the dialog's own handler closes it.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Manage Connection' })).toBeTruthy();
    expect(getPreferences()).toMatchObject({ walletConnected: true, usdtBalance: '245.80' });
  });
});
