// Facts about one person using Sauti. A user starts anonymous on their first visit; a verified
// phone can later take it over, or merge it into the phone's own user. The time zone places their
// expenses on local days; settings, the wallet link and onboarding each change by their own event.
import * as z from 'zod';
import { COUNTRY_CODES } from '../../domain/countries.ts';
import { DEFAULT_CURRENCY, isCurrencyCode } from '../../domain/currencies.ts';
import { isValidTimeZone } from '../../domain/dates.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../../domain/languages.ts';
import { isBalance } from '../../domain/money.ts';
import { isE164 } from '../../domain/phone.ts';
import { createRegistry, defineEvent } from '../store/eventTypes.ts';
import type { EventOf } from '../store/eventTypes.ts';

const TimeZone = z.string().refine(isValidTimeZone, 'Unknown IANA time zone');

const Balance = z.string().refine(isBalance, 'Must be zero or a positive decimal with at most 2 decimals');
const Currency = z.string().refine(isCurrencyCode, 'Must be a 3-letter code or USDT');

export const Settings = z.object({
  language: z.enum(LANGUAGE_CODES),
  /** The language the screens speak; null follows the voice language (the Settings default). */
  interfaceLanguage: z.enum(LANGUAGE_CODES).nullable(),
  currency: Currency,
  voiceInputEnabled: z.boolean(),
  savingsNotifications: z.boolean(),
  monthlySavingsGoal: Balance,
});
export type Settings = z.infer<typeof Settings>;
export type SettingsChanges = Partial<Settings>;

export const DEFAULT_SETTINGS: Settings = {
  language: DEFAULT_LANGUAGE,
  interfaceLanguage: null,
  currency: DEFAULT_CURRENCY,
  voiceInputEnabled: true,
  savingsNotifications: true,
  monthlySavingsGoal: '0.00',
};

const UserCreated = defineEvent('UserCreated', z.object({ userId: z.uuid(), timeZone: TimeZone }));

const UserTimeZoneChanged = defineEvent('UserTimeZoneChanged', z.object({ timeZone: TimeZone }));

/** Only the settings that changed, never a full copy. */
const UserSettingsChanged = defineEvent(
  'UserSettingsChanged',
  z.object({ changes: Settings.partial().refine((changes) => Object.keys(changes).length > 0, 'No change') }),
);

const WalletConnected = defineEvent('WalletConnected', z.object({ usdtBalance: Balance }));
const WalletDisconnected = defineEvent('WalletDisconnected', z.object({}));
const WalletBalanceChanged = defineEvent('WalletBalanceChanged', z.object({ usdtBalance: Balance }));

/** Both null when the person skipped the onboarding. */
const OnboardingCompleted = defineEvent(
  'OnboardingCompleted',
  z.object({ country: z.enum(COUNTRY_CODES).nullable(), currency: Currency.nullable() }),
);

const PhoneVerified = defineEvent('PhoneVerified', z.object({ phone: z.string().refine(isE164, 'Not E.164') }));

const ExpenseTransfer = z.object({ from: z.uuid(), to: z.uuid() });
export type ExpenseTransfer = z.infer<typeof ExpenseTransfer>;

/**
 * On the phone's user: an anonymous user's data moved in. `expenses` lists those re-recorded under
 * new ids: every expense in merges before they renamed the user (events/userMerges.ts), now only
 * those whose id the account already used.
 */
const AnonymousUserMerged = defineEvent(
  'AnonymousUserMerged',
  z.object({ fromUserId: z.uuid(), expenses: z.array(ExpenseTransfer) }),
);

/** On the anonymous user: it lives on as another user from here on. */
const UserMergedInto = defineEvent('UserMergedInto', z.object({ userId: z.uuid() }));

export const userDefinitions = [
  UserCreated, UserTimeZoneChanged, UserSettingsChanged, WalletConnected, WalletDisconnected, WalletBalanceChanged,
  OnboardingCompleted, PhoneVerified, AnonymousUserMerged, UserMergedInto,
] as const;

export const userRegistry = createRegistry(userDefinitions);

export type UserEvent = EventOf<(typeof userDefinitions)[number]>;

export const userStream = (userId: string) => `user-${userId}`;

/** The user a `user-…` stream belongs to. */
export const userIdOfStream = (streamId: string) => streamId.replace(/^user-/, '');
