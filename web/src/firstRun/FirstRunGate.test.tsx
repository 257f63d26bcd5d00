import { ApolloClient, InMemoryCache } from '@apollo/client';
import type { MockedResponse } from '@apollo/client/testing';
import { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CompleteOnboardingDocument } from '../gql/graphql.ts';
import { getPreferences, setPreferences } from '../user/preferences.ts';
import { FirstRunGate } from './FirstRunGate.tsx';

const completed = (input: Record<string, string>): MockedResponse => ({
  request: { query: CompleteOnboardingDocument, variables: { input } },
  result: { data: { completeOnboarding: { __typename: 'User' as const, id: 'u1', onboardingCompleted: true } } },
});

function renderGate(mocks: MockedResponse[] = [completed({ currency: 'KES' })]) {
  const client = new ApolloClient({ link: new MockLink(mocks), cache: new InMemoryCache() });
  render(
    <FirstRunGate loadClient={async () => client}>
      <h1>Today's Expenses</h1>
    </FirstRunGate>,
  );
}

/** The Welcome look shows at once (a placeholder); the step is ready once its buttons are there. */
const welcomeReady = async () => {
  await screen.findByRole('button', { name: 'Skip' }, { timeout: 5000 });
  return screen.getByRole('heading', { name: 'Welcome to Sauti' });
};

const next = () => fireEvent.click(screen.getByRole('button', { name: /^(Next|Get Started)$/ }));

describe('FirstRunGate', () => {
  beforeEach(() => {
    localStorage.clear();
    setPreferences({ onboardingComplete: false, phone: null, country: null, currency: 'KES', language: 'en', walletConnected: false });
  });

  it('shows Home alone once onboarding was completed on this device', () => {
    setPreferences({ onboardingComplete: true });
    renderGate();
    expect(screen.getByRole('heading', { name: "Today's Expenses" })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('puts Welcome in front of Home on a fresh device, and Skip at every step leads to Home, with no wallet pitch before it', async () => {
    renderGate();
    expect(await welcomeReady()).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    await screen.findByRole('heading', { name: 'Login with WhatsApp' });
    expect(getPreferences()).toMatchObject({ onboardingComplete: true, country: null, currency: 'KES' });
    fireEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { name: "Today's Expenses" })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Connect Sorted Wallet' })).toBeNull();
  });

  it('asks the language on Welcome, each in its own name, and Skip keeps it and what the phone suggested', async () => {
    setPreferences({ country: 'IN', currency: 'INR', language: 'en' });
    renderGate([completed({ country: 'IN', currency: 'INR' })]);
    await welcomeReady();
    const group = screen.getByRole('group', { name: 'Your language' });
    expect(group.querySelector('input:checked')).toHaveProperty('value', 'en');
    fireEvent.click(screen.getByRole('button', { name: 'More languages' }));
    fireEvent.click(screen.getByRole('radio', { name: 'हिन्दी' }));
    expect(getPreferences()).toMatchObject({ language: 'hi', interfaceLanguage: null });
    fireEvent.click(screen.getByRole('button', { name: /Skip|छोड़ें/ }));
    await waitFor(() => expect(getPreferences()).toMatchObject({ onboardingComplete: true, country: 'IN', currency: 'INR', language: 'hi' }));
  });

  it('stores Kenya and its currency when onboarding finishes with it, and starts login there', async () => {
    renderGate([completed({ country: 'KE', currency: 'KES' })]);
    await welcomeReady();
    next();
    expect(screen.getByRole('img', { name: 'Step 2 of 4' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('radio', { name: /Kenya/ }));
    next();
    await screen.findByRole('heading', { name: 'How It Works' });
    next();
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeTruthy();
    next();
    await screen.findByRole('heading', { name: 'Login with WhatsApp' });
    expect(getPreferences()).toMatchObject({ onboardingComplete: true, country: 'KE', currency: 'KES' });
    expect(screen.getByLabelText('Country')).toHaveProperty('value', 'KE');
  });

  it('keeps Next working when the server cannot be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderGate([{ request: { query: CompleteOnboardingDocument, variables: { input: { currency: 'KES' } } }, error: new Error('offline') }]);
    await welcomeReady();
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('heading', { name: 'Login with WhatsApp' })).toBeTruthy();
  });
});
