// One user as the app reads them, and how each user event changes that row. Pure: instants come
// from the event's metadata, the user from the event's stream.
import type { StoredSautiEvent } from '../../events/registry.ts';
import { DEFAULT_SETTINGS } from '../../events/user/events.ts';

export interface UserRow {
  id: string;
  /** The verified phone in E.164; null while the user is anonymous. */
  username: string | null;
  language: string;
  /** Null: the screens follow the voice language. */
  interfaceLanguage: string | null;
  currency: string;
  country: string | null;
  timeZone: string;
  sortedWalletConnected: boolean;
  usdtBalance: string;
  monthlySavingsGoal: string;
  voiceInputEnabled: boolean;
  savingsNotifications: boolean;
  onboardingCompleted: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A user as their UserCreated event makes them. */
export function created(userId: string, timeZone: string, at: string): UserRow {
  return {
    id: userId, username: null, ...DEFAULT_SETTINGS, country: null, timeZone, sortedWalletConnected: false,
    usdtBalance: '0.00', onboardingCompleted: false, createdAt: at, updatedAt: at,
  };
}

export function evolveUserRow(row: UserRow | null, event: StoredSautiEvent): UserRow | null {
  const updatedAt = event.metadata.occurredAt;
  if (event.type === 'UserCreated') return row ?? created(event.data.userId, event.data.timeZone, updatedAt);
  if (!row) return row;
  switch (event.type) {
    case 'UserTimeZoneChanged':
      return { ...row, timeZone: event.data.timeZone, updatedAt };
    case 'UserSettingsChanged':
      return { ...row, ...event.data.changes, updatedAt };
    case 'WalletConnected':
      return { ...row, sortedWalletConnected: true, usdtBalance: event.data.usdtBalance, updatedAt };
    case 'WalletDisconnected':
      return { ...row, sortedWalletConnected: false, updatedAt };
    case 'WalletBalanceChanged':
      return { ...row, usdtBalance: event.data.usdtBalance, updatedAt };
    case 'OnboardingCompleted':
      return {
        ...row,
        onboardingCompleted: true,
        country: event.data.country ?? row.country,
        currency: event.data.currency ?? row.currency,
        updatedAt,
      };
    case 'PhoneVerified':
      return { ...row, username: event.data.phone, updatedAt };
    default:
      return row;
  }
}
