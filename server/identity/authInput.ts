// The shape of login requests as callers send them, over REST or GraphQL alike: the phone as
// typed plus the onboarding country, made E.164 (and the number's own region) here so every
// later step sees one form; a verify may carry the device's settings.
import * as z from 'zod';
import { COUNTRY_CODES } from '../../domain/countries.ts';
import { normalisePhone } from '../../domain/phone.ts';
import { UpdateSettingsInput } from '../commands/userInput.ts';

const PhoneAsTyped = z.object({
  phone: z.string({ error: 'phone is required' }).max(40, 'phone must be at most 40 characters'),
  country: z
    .string({ error: 'country is required' })
    .trim()
    .toUpperCase()
    .pipe(z.enum(COUNTRY_CODES, { error: `country must be one of ${COUNTRY_CODES.join(', ')}` })),
});

const code = z
  .string({ error: 'code is required' })
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit verification code');

function toE164<T extends z.infer<typeof PhoneAsTyped>>(input: T, ctx: z.RefinementCtx<T>) {
  const normalised = normalisePhone(input.phone, input.country);
  if (normalised.ok) return { ...input, phone: normalised.e164, region: normalised.region };
  ctx.addIssue({ code: 'custom', message: normalised.reason, path: ['phone'], params: { refusal: normalised.refusal } });
  return z.NEVER;
}

export const RequestCodeInput = PhoneAsTyped.transform(toE164);

/**
 * The device's voice language and currency ride along: a number's first sign-in seeds its account
 * with them, so logging in never swaps what the person already uses for the server's defaults.
 */
const DeviceSettings = UpdateSettingsInput.pick({ language: true, currency: true });

export const VerifyCodeInput = PhoneAsTyped.extend({ code, ...DeviceSettings.shape }).transform(toE164);
