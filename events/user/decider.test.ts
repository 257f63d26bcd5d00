import { describe, it } from 'vitest';
import { ConflictError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import { deciderSpec } from '../../test/support/decider.ts';
import { userDecider } from './decider.ts';
import type { UserEvent } from './events.ts';

const userId = '6f1c8f0e-8a4b-4d3c-9d7e-2b1a0c9e8f71';
const otherId = '0b9e2c41-5d7a-4e8f-a3b6-c2d1e0f9a8b7';
const phone = '+254712345678';
const spec = deciderSpec(userDecider, userId);

const created: UserEvent = { type: 'UserCreated', data: { userId, timeZone: 'Africa/Nairobi' } };
const verified: UserEvent = { type: 'PhoneVerified', data: { phone } };
const connected: UserEvent = { type: 'WalletConnected', data: { usdtBalance: '245.80' } };
const merged: UserEvent = { type: 'UserMergedInto', data: { userId: otherId } };

const change = (changes: object, wallet: object = {}) => ({ type: 'ChangeSettings' as const, userId, changes, wallet });

describe('user decider', () => {
  it('creates a user once', () => {
    spec.given([]).when({ type: 'CreateUser', userId, timeZone: 'Asia/Kolkata' }).then([{ type: 'UserCreated', data: { userId, timeZone: 'Asia/Kolkata' } }]);
    spec.given([created]).when({ type: 'CreateUser', userId, timeZone: 'Asia/Kolkata' }).then([]);
  });

  describe('ChangeSettings', () => {
    it('records only the settings that differ, in one event', () => {
      spec.given([created]).when(change({ language: 'sw', currency: 'KES', voiceInputEnabled: true, monthlySavingsGoal: '5000.00' }))
        .then([{ type: 'UserSettingsChanged', data: { changes: { language: 'sw', monthlySavingsGoal: '5000.00' } } }]);
    });

    it('keeps the interface in another language, and back to following the voice language', () => {
      spec.given([created]).when(change({ language: 'sw', interfaceLanguage: 'en' }))
        .then([{ type: 'UserSettingsChanged', data: { changes: { language: 'sw', interfaceLanguage: 'en' } } }]);
      spec.given([created, { type: 'UserSettingsChanged', data: { changes: { interfaceLanguage: 'en' } } }])
        .when(change({ interfaceLanguage: null })).then([{ type: 'UserSettingsChanged', data: { changes: { interfaceLanguage: null } } }]);
      spec.given([created]).when(change({ interfaceLanguage: null })).then([]);
    });

    it('decides nothing when every value already holds', () => {
      spec.given([created, { type: 'UserSettingsChanged', data: { changes: { language: 'sw' } } }])
        .when(change({ language: 'sw', savingsNotifications: true, monthlySavingsGoal: '0.00' })).then([]);
    });

    it('connects, reconnects with the kept balance, and records a balance alone only when it differs', () => {
      spec.given([created]).when(change({}, { connected: true, usdtBalance: '2500.00' }))
        .then([{ type: 'WalletConnected', data: { usdtBalance: '2500.00' } }]);
      spec.given([created, connected, { type: 'WalletDisconnected', data: {} }]).when(change({}, { connected: true }))
        .then([{ type: 'WalletConnected', data: { usdtBalance: '245.80' } }]);
      spec.given([created, connected]).when(change({}, { usdtBalance: '300.00' }))
        .then([{ type: 'WalletBalanceChanged', data: { usdtBalance: '300.00' } }]);
      spec.given([created, connected]).when(change({}, { connected: true, usdtBalance: '245.80' })).then([]);
    });

    it('changes settings and disconnects in one decision', () => {
      spec.given([created, connected]).when(change({ currency: 'USDT' }, { connected: false }))
        .then([{ type: 'UserSettingsChanged', data: { changes: { currency: 'USDT' } } }, { type: 'WalletDisconnected', data: {} }]);
    });

    it('refuses a user that does not exist, or was merged into another', () => {
      spec.given([]).when(change({ language: 'sw' })).thenThrows(NotFoundError, 'User not found');
      spec.given([created, merged]).when(change({ language: 'sw' })).thenThrows(ConflictError, /merged into another/);
    });
  });

  describe('wallet', () => {
    it('connects with the given balance; connecting again with it decides nothing', () => {
      spec.given([created]).when({ type: 'ConnectWallet', userId, usdtBalance: '245.80' }).then([connected]);
      spec.given([created, connected]).when({ type: 'ConnectWallet', userId, usdtBalance: '245.80' }).then([]);
    });

    it('disconnects a connected wallet only', () => {
      spec.given([created, connected]).when({ type: 'DisconnectWallet', userId }).then([{ type: 'WalletDisconnected', data: {} }]);
      spec.given([created]).when({ type: 'DisconnectWallet', userId }).then([]);
      spec.given([]).when({ type: 'DisconnectWallet', userId }).thenThrows(NotFoundError);
    });
  });

  describe('CompleteOnboarding', () => {
    it('completes once, with a country and currency or skipped with none', () => {
      spec.given([created]).when({ type: 'CompleteOnboarding', userId, country: 'IN', currency: 'INR' })
        .then([{ type: 'OnboardingCompleted', data: { country: 'IN', currency: 'INR' } }]);
      spec.given([created]).when({ type: 'CompleteOnboarding', userId, country: null, currency: null })
        .then([{ type: 'OnboardingCompleted', data: { country: null, currency: null } }]);
      spec.given([created, { type: 'OnboardingCompleted', data: { country: null, currency: null } }])
        .when({ type: 'CompleteOnboarding', userId, country: 'KE', currency: 'KES' }).then([]);
    });

    it('refuses a user that does not exist', () => {
      spec.given([]).when({ type: 'CompleteOnboarding', userId, country: null, currency: null }).thenThrows(NotFoundError);
    });
  });

  describe('VerifyPhone', () => {
    it('gives an anonymous user its phone; the same phone again decides nothing; another is refused', () => {
      spec.given([created]).when({ type: 'VerifyPhone', userId, phone }).then([verified]);
      spec.given([created, verified]).when({ type: 'VerifyPhone', userId, phone }).then([]);
      spec.given([created, verified]).when({ type: 'VerifyPhone', userId, phone: '+447700900123' })
        .thenThrows(ConflictError, 'This user already has another phone number');
    });
  });

  describe('merging', () => {
    const transfer = { from: '1d9c4a7e-3b2f-4e6d-8a1c-5f0e9d8c7b6a', to: '2e8d5b6f-4c3a-4f7e-9b2d-6a1f0e9d8c7b' };

    it('takes an anonymous user into a phone user once', () => {
      spec.given([created, verified]).when({ type: 'MergeAnonymousUser', userId, fromUserId: otherId, expenses: [transfer] })
        .then([{ type: 'AnonymousUserMerged', data: { fromUserId: otherId, expenses: [transfer] } }]);
      spec.given([created, verified, { type: 'AnonymousUserMerged', data: { fromUserId: otherId, expenses: [transfer] } }])
        .when({ type: 'MergeAnonymousUser', userId, fromUserId: otherId, expenses: [] }).then([]);
    });

    it('refuses to take in without a phone, or to take in itself', () => {
      spec.given([created]).when({ type: 'MergeAnonymousUser', userId, fromUserId: otherId, expenses: [] }).thenThrows(ConflictError);
      spec.given([created, verified]).when({ type: 'MergeAnonymousUser', userId, fromUserId: userId, expenses: [] })
        .thenThrows(ValidationError);
    });

    it('merges an anonymous user into one other user, once', () => {
      spec.given([created]).when({ type: 'MergeInto', userId, intoUserId: otherId }).then([merged]);
      spec.given([created, merged]).when({ type: 'MergeInto', userId, intoUserId: otherId }).then([]);
      spec.given([created, merged]).when({ type: 'MergeInto', userId, intoUserId: userId }).thenThrows(ConflictError);
      spec.given([created, verified]).when({ type: 'MergeInto', userId, intoUserId: otherId })
        .thenThrows(ConflictError, 'Only an anonymous user can be merged into another');
    });
  });
});
