import { beforeEach, describe, expect, it } from 'vitest';
import { accountFromUser, preferencesFromAccount, rememberAccount } from './account.ts';
import { getPreferences } from './preferences.ts';

const user = {
  username: '+254712345678',
  language: 'sw',
  currency: 'KES',
  country: 'KE',
  sortedWalletConnected: true,
  usdtBalance: '245.80',
};

describe('account', () => {
  beforeEach(() => localStorage.clear());

  it('maps a GraphQL user onto the device preferences', () => {
    expect(preferencesFromAccount(accountFromUser(user))).toEqual({
      phone: '+254712345678',
      language: 'sw',
      currency: 'KES',
      country: 'KE',
      walletConnected: true,
      usdtBalance: '245.80',
    });
  });

  it('keeps the device phone, language and country when the account has none it can use', () => {
    const changes = preferencesFromAccount(accountFromUser({ ...user, username: null, language: 'xx', country: null }));
    expect(changes).toEqual({ currency: 'KES', walletConnected: true, usdtBalance: '245.80' });
  });

  it('stores the account so every screen reads it', () => {
    rememberAccount(accountFromUser({ ...user, currency: 'UGX' }));
    expect(getPreferences()).toMatchObject({ phone: '+254712345678', currency: 'UGX', walletConnected: true });
    expect(JSON.parse(localStorage.getItem('sauti.preferences') ?? '{}')).toMatchObject({ currency: 'UGX' });
  });
});
