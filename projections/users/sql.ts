// How a user row is selected, parsed back and written, in one place for the projection and its queries.
import * as z from 'zod';
import { isoUtc } from '../sqlTime.ts';
import type { UserRow } from './row.ts';

export const USER_COLUMNS = `user_id::text, username, language, interface_language, currency, country, time_zone, sorted_wallet_connected,
  usdt_balance::text, monthly_savings_goal::text, voice_input_enabled, savings_notifications, onboarding_completed,
  ${isoUtc('created_at')} as created_at, ${isoUtc('updated_at')} as updated_at`;

const UserRecord = z.object({
  user_id: z.string(),
  username: z.string().nullable(),
  language: z.string(),
  interface_language: z.string().nullable(),
  currency: z.string(),
  country: z.string().nullable(),
  time_zone: z.string(),
  sorted_wallet_connected: z.boolean(),
  usdt_balance: z.string(),
  monthly_savings_goal: z.string(),
  voice_input_enabled: z.boolean(),
  savings_notifications: z.boolean(),
  onboarding_completed: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
type UserRecord = z.infer<typeof UserRecord>;

export function parseUserRow(raw: unknown): UserRow {
  const row = UserRecord.parse(raw);
  return {
    id: row.user_id,
    username: row.username,
    language: row.language,
    interfaceLanguage: row.interface_language,
    currency: row.currency,
    country: row.country,
    timeZone: row.time_zone,
    sortedWalletConnected: row.sorted_wallet_connected,
    usdtBalance: row.usdt_balance,
    monthlySavingsGoal: row.monthly_savings_goal,
    voiceInputEnabled: row.voice_input_enabled,
    savingsNotifications: row.savings_notifications,
    onboardingCompleted: row.onboarding_completed,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export const toRecord = (row: UserRow): UserRecord => ({
  user_id: row.id,
  username: row.username,
  language: row.language,
  interface_language: row.interfaceLanguage,
  currency: row.currency,
  country: row.country,
  time_zone: row.timeZone,
  sorted_wallet_connected: row.sortedWalletConnected,
  usdt_balance: row.usdtBalance,
  monthly_savings_goal: row.monthlySavingsGoal,
  voice_input_enabled: row.voiceInputEnabled,
  savings_notifications: row.savingsNotifications,
  onboarding_completed: row.onboardingCompleted,
  created_at: row.createdAt,
  updated_at: row.updatedAt,
});

/** The record type of the columns above, for jsonb_to_recordset. */
export const RECORD_TYPE = `user_id uuid, username text, language text, interface_language text, currency text, country text, time_zone text,
  sorted_wallet_connected boolean, usdt_balance numeric, monthly_savings_goal numeric, voice_input_enabled boolean,
  savings_notifications boolean, onboarding_completed boolean, created_at timestamptz, updated_at timestamptz`;
