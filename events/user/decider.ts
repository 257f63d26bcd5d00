// The user stream's rules: a user is created once; a change records only what differs; a phone,
// once verified, stays; an anonymous user merged into a phone's user takes no further commands.
import type { CountryCode } from '../../domain/countries.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import type { Decider } from '../handleCommand.ts';
import type { ExpenseTransfer, Settings, SettingsChanges, UserEvent } from './events.ts';
import { DEFAULT_SETTINGS, userRegistry } from './events.ts';
import type { Wallet, WalletRequest } from './settings.ts';
import { changedSettings, walletEvents } from './settings.ts';

export type UserCommand =
  | { type: 'CreateUser'; userId: string; timeZone: string }
  | { type: 'ChangeTimeZone'; userId: string; timeZone: string }
  | { type: 'ChangeSettings'; userId: string; changes: SettingsChanges; wallet: WalletRequest }
  | { type: 'ConnectWallet'; userId: string; usdtBalance: string }
  | { type: 'DisconnectWallet'; userId: string }
  | { type: 'CompleteOnboarding'; userId: string; country: CountryCode | null; currency: string | null }
  | { type: 'VerifyPhone'; userId: string; phone: string }
  | { type: 'MergeAnonymousUser'; userId: string; fromUserId: string; expenses: ExpenseTransfer[] }
  | { type: 'MergeInto'; userId: string; intoUserId: string };

interface ActiveUser {
  status: 'active';
  timeZone: string;
  phone: string | null;
  settings: Settings;
  wallet: Wallet;
  onboarded: boolean;
  /** Set once this (anonymous) user was merged into a phone's user. */
  mergedInto: string | null;
  mergedFrom: readonly string[];
}

export type UserState = { status: 'none' } | ActiveUser;

function active(state: UserState, command: UserCommand): ActiveUser {
  if (state.status === 'none') throw new NotFoundError('User not found');
  if (state.mergedInto !== null && command.type !== 'MergeInto') {
    throw new ConflictError('This user was merged into another; sign in with your phone number');
  }
  return state;
}

function evolveActive(state: ActiveUser, event: UserEvent): ActiveUser {
  switch (event.type) {
    case 'UserCreated':
      return state;
    case 'UserTimeZoneChanged':
      return { ...state, timeZone: event.data.timeZone };
    case 'UserSettingsChanged':
      return { ...state, settings: { ...state.settings, ...event.data.changes } };
    case 'WalletConnected':
      return { ...state, wallet: { connected: true, usdtBalance: event.data.usdtBalance } };
    case 'WalletDisconnected':
      return { ...state, wallet: { ...state.wallet, connected: false } };
    case 'WalletBalanceChanged':
      return { ...state, wallet: { ...state.wallet, usdtBalance: event.data.usdtBalance } };
    case 'OnboardingCompleted':
      return {
        ...state,
        onboarded: true,
        settings: { ...state.settings, currency: event.data.currency ?? state.settings.currency },
      };
    case 'PhoneVerified':
      return { ...state, phone: event.data.phone };
    case 'AnonymousUserMerged':
      return { ...state, mergedFrom: [...state.mergedFrom, event.data.fromUserId] };
    case 'UserMergedInto':
      return { ...state, mergedInto: event.data.userId };
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

export const userDecider: Decider<UserCommand, UserState, UserEvent> = {
  registry: userRegistry,
  initialState: { status: 'none' },

  evolve(state, event) {
    if (event.type === 'UserCreated') {
      return {
        status: 'active', timeZone: event.data.timeZone, phone: null, settings: DEFAULT_SETTINGS,
        wallet: { connected: false, usdtBalance: '0.00' }, onboarded: false, mergedInto: null, mergedFrom: [],
      };
    }
    return state.status === 'none' ? state : evolveActive(state, event);
  },

  decide(command, state) {
    if (command.type === 'CreateUser') {
      return state.status === 'active' ? [] : [{ type: 'UserCreated', data: { userId: command.userId, timeZone: command.timeZone } }];
    }
    const user = active(state, command);
    switch (command.type) {
      case 'ChangeTimeZone':
        return user.timeZone === command.timeZone ? [] : [{ type: 'UserTimeZoneChanged', data: { timeZone: command.timeZone } }];
      case 'ChangeSettings': {
        const changes = changedSettings(user.settings, command.changes);
        const settings: UserEvent[] = Object.keys(changes).length > 0 ? [{ type: 'UserSettingsChanged', data: { changes } }] : [];
        return [...settings, ...walletEvents(user.wallet, command.wallet)];
      }
      case 'ConnectWallet':
        return walletEvents(user.wallet, { connected: true, usdtBalance: command.usdtBalance });
      case 'DisconnectWallet':
        return walletEvents(user.wallet, { connected: false });
      case 'CompleteOnboarding':
        if (user.onboarded) return [];
        return [{ type: 'OnboardingCompleted', data: { country: command.country, currency: command.currency } }];
      case 'VerifyPhone':
        if (user.phone === command.phone) return [];
        if (user.phone !== null) throw new ConflictError('This user already has another phone number');
        return [{ type: 'PhoneVerified', data: { phone: command.phone } }];
      case 'MergeAnonymousUser':
        if (command.fromUserId === command.userId) throw new ValidationError('A user cannot be merged into itself');
        if (user.phone === null) throw new ConflictError('Only a user with a verified phone takes in another');
        if (user.mergedFrom.includes(command.fromUserId)) return [];
        return [{ type: 'AnonymousUserMerged', data: { fromUserId: command.fromUserId, expenses: command.expenses } }];
      case 'MergeInto':
        if (user.mergedInto === command.intoUserId) return [];
        if (user.mergedInto !== null) throw new ConflictError('This user was already merged into another');
        if (user.phone !== null) throw new ConflictError('Only an anonymous user can be merged into another');
        return [{ type: 'UserMergedInto', data: { userId: command.intoUserId } }];
      default: {
        const unexpected: never = command;
        return unexpected;
      }
    }
  },
};
