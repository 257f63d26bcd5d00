// The shape of user commands as callers send them, over REST or GraphQL alike. Messages name the
// field; booleans must be booleans; amounts may be strings or numbers that are already exact.
import * as z from 'zod';
import { COUNTRY_CODES } from '../../domain/countries.ts';
import { CURRENCY_MESSAGE, isSupportedCurrency } from '../../domain/currencies.ts';
import { LANGUAGE_CODES } from '../../domain/languages.ts';
import { uuid } from '../../domain/fields.ts';
import { isBalance, normalizeAmount } from '../../domain/money.ts';

const balance = (field: string) =>
  z
    .union([z.string(), z.number()], { error: `${field} must be a decimal amount` })
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .refine(isBalance, `${field} must be zero or a positive decimal with at most 12 integer digits and 2 decimals`)
    .transform(normalizeAmount);

/** The interfaceLanguage value that makes the screens follow the voice language (stored as null). */
const FOLLOW_VOICE = 'voice';

const flag = (field: string) => z.boolean({ error: `${field} must be true or false` });

const currency = z
  .string({ error: CURRENCY_MESSAGE })
  .trim()
  .toUpperCase()
  .refine(isSupportedCurrency, CURRENCY_MESSAGE);

const country = z
  .string({ error: `country must be one of ${COUNTRY_CODES.join(', ')}` })
  .trim()
  .toUpperCase()
  .pipe(z.enum(COUNTRY_CODES, { error: `country must be one of ${COUNTRY_CODES.join(', ')}` }));

/** The spec's PATCH /api/users/{id} fields; anything else in the body is ignored. */
export const UpdateSettingsInput = z.object({
  commandId: uuid('commandId').optional(),
  language: z.enum(LANGUAGE_CODES, { error: 'language must be one of the 22 supported language codes' }).optional(),
  // A null field counts as absent (see input.ts), so following the voice language again is asked by name.
  interfaceLanguage: z
    .enum([...LANGUAGE_CODES, FOLLOW_VOICE], { error: `interfaceLanguage must be one of the 22 supported language codes, or "${FOLLOW_VOICE}"` })
    .transform((code) => (code === FOLLOW_VOICE ? null : code))
    .optional(),
  currency: currency.optional(),
  voiceInputEnabled: flag('voiceInputEnabled').optional(),
  savingsNotifications: flag('savingsNotifications').optional(),
  monthlySavingsGoal: balance('monthlySavingsGoal').optional(),
  sortedWalletConnected: flag('sortedWalletConnected').optional(),
  usdtBalance: balance('usdtBalance').optional(),
});

/** Both left out: the onboarding was skipped. A country alone brings its own currency. */
export const CompleteOnboardingInput = z.object({ country: country.optional(), currency: currency.optional() });

export const ConnectWalletInput = z.object({ usdtBalance: balance('usdtBalance').optional() });
