// Phone numbers as people type them ("071 234 5678", "+254 712 345678", "00 49 1512 3456789") made
// into E.164 with libphonenumber-js's full metadata: a number must be valid and able to take
// WhatsApp (mobile), never a premium, shared-cost or satellite range. Pure; nothing is looked up.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { CountryCode as Region, NumberType } from 'libphonenumber-js/max';
import type { CountryCode } from './countries.ts';
import { COUNTRIES, isCountryCode } from './countries.ts';
import type { Refusal } from './errors.ts';

/** `region` is the number's own ISO 3166 country (FR for +33…), whatever was picked at onboarding. */
export type NormalisedPhone = { ok: true; e164: string; region: string } | { ok: false; reason: string; refusal: Refusal };

const ALLOWED = /^\+?[\d\s\-().]+$/;
const SEPARATORS = /[\s\-().]/g;
/** Where a WhatsApp login code can arrive; the US and Canada do not tell mobile from fixed lines. */
const MESSAGEABLE: ReadonlySet<NumberType> = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

function regionOf(code: CountryCode): Region | undefined {
  // The EU has no calling code of its own; its numbers are typed in international form.
  return code === 'EU' ? undefined : code;
}

/** The number in E.164, read as typed in `countryCode`; a reason a person can act on otherwise. */
export function normalisePhone(typed: string, countryCode: CountryCode): NormalisedPhone {
  const trimmed = typed.trim();
  if (trimmed === '') return { ok: false, reason: 'Enter your phone number', refusal: { key: 'phoneEmpty' } };
  if (!ALLOWED.test(trimmed)) {
    return { ok: false, reason: 'A phone number has only digits, spaces and a leading +', refusal: { key: 'phoneCharacters' } };
  }
  // "+44 (0)7700 900123": a trunk 0 kept after the calling code is dropped; "00" dials out like "+".
  const compact = trimmed.replace(/\(0\)/, '').replace(SEPARATORS, '').replace(/^00/, '+');
  const international = compact.startsWith('+');
  const home = regionOf(countryCode);
  if (!international && !home) {
    return { ok: false, reason: 'Type the number with its country code, e.g. +33 6 12 34 56 78', refusal: { key: 'phoneCountryCode' } };
  }
  const number = parsePhoneNumberFromString(compact, international ? undefined : home);
  const where = number?.country ?? (international ? undefined : home);
  const name = where && isCountryCode(where) ? COUNTRIES[where].name : null;
  if (!number?.isValid() || !number.country) {
    return name && where
      ? { ok: false, reason: `Enter a valid ${name} phone number`, refusal: { key: 'phoneInvalid', values: { country: where } } }
      : { ok: false, reason: 'Enter a valid international phone number', refusal: { key: 'phoneInvalidInternational' } };
  }
  const type = number.getType();
  if (!type || !MESSAGEABLE.has(type)) {
    return { ok: false, reason: 'Enter a mobile number that can receive WhatsApp messages', refusal: { key: 'phoneNotMobile' } };
  }
  return { ok: true, e164: number.number, region: number.country };
}

export function isE164(value: string): boolean {
  return /^\+[1-9]\d{7,14}$/.test(value);
}

const NATIONAL_DIGITS = 10;
const INTERNATIONAL_DIGITS = 15;

/**
 * What the login box shows while typing: a national number as digits grouped 3-3-4 ("071 234
 * 5678", at most 10 digits); one typed with "+" keeps it and up to 15 digits in groups of 3.
 */
export function formatPhoneInput(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  if (typed.trimStart().startsWith('+')) {
    const kept = digits.slice(0, INTERNATIONAL_DIGITS);
    return `+${(kept.match(/\d{1,3}/g) ?? []).join(' ')}`;
  }
  const kept = digits.slice(0, NATIONAL_DIGITS);
  return [kept.slice(0, 3), kept.slice(3, 6), kept.slice(6)].filter((group) => group !== '').join(' ');
}

/** The last 4 digits, as the header shows them. */
export function last4(phone: string): string {
  return phone.replace(/\D/g, '').slice(-4);
}

/** A number fit for logs and messages: only its last 4 digits ("***5678"). */
export function maskPhone(phone: string): string {
  return `***${last4(phone)}`;
}
