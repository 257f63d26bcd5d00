// Phone numbers as people type them ("071 234 5678", "+254 712 345678", "00 44 7700 900123") made
// into E.164 ("+254712345678") using the onboarding country, plus the 3-3-4 input format and last 4.
// Pure functions shared by web and server; no number is ever looked up anywhere.
import type { Country, CountryCode } from './countries.ts';
import { COUNTRIES, countryByCallingCode } from './countries.ts';

export type NormalisedPhone = { ok: true; e164: string } | { ok: false; reason: string };

const ALLOWED = /^\+?[\d\s\-().]+$/;
const SEPARATORS = /[\s\-().]/g;
const E164_DIGITS = { min: 8, max: 15 };

const fits = (digits: string, country: Country) =>
  digits.length >= country.nationalLength[0] && digits.length <= country.nationalLength[1] && !digits.startsWith('0');

/** The national significant number inside `digits` typed at home in `country`, if it is one. */
function nationalPart(digits: string, country: Country): string | null {
  const { trunkPrefix, callingCode } = country;
  if (digits.startsWith(trunkPrefix) && fits(digits.slice(trunkPrefix.length), country)) return digits.slice(trunkPrefix.length);
  if (fits(digits, country)) return digits;
  // Typed with the calling code but no "+", as many people write Kenyan numbers ("254712…").
  if (callingCode && digits.startsWith(callingCode) && fits(digits.slice(callingCode.length), country)) {
    return digits.slice(callingCode.length);
  }
  return null;
}

function international(digits: string): NormalisedPhone {
  const invalid: NormalisedPhone = { ok: false, reason: 'Enter a valid international phone number' };
  if (!/^[1-9]\d*$/.test(digits)) return invalid;
  const home = countryByCallingCode(digits);
  if (home?.callingCode) {
    // "+44 (0)7700 900123": a trunk 0 kept after the calling code is dropped.
    let national = digits.slice(home.callingCode.length);
    if (national.startsWith('0') && fits(national.slice(1), home)) national = national.slice(1);
    if (!fits(national, home)) return { ok: false, reason: `Enter a valid ${home.name} phone number` };
    return { ok: true, e164: `+${home.callingCode}${national}` };
  }
  if (digits.length < E164_DIGITS.min || digits.length > E164_DIGITS.max) return invalid;
  return { ok: true, e164: `+${digits}` };
}

/** The number in E.164, read as typed in `countryCode`; a reason a person can act on otherwise. */
export function normalisePhone(typed: string, countryCode: CountryCode): NormalisedPhone {
  const trimmed = typed.trim();
  if (trimmed === '') return { ok: false, reason: 'Enter your phone number' };
  if (!ALLOWED.test(trimmed)) return { ok: false, reason: 'A phone number has only digits, spaces and a leading +' };
  const compact = trimmed.replace(SEPARATORS, '');
  if (compact.startsWith('+')) return international(compact.slice(1));
  if (compact.startsWith('00')) return international(compact.slice(2));
  const country = COUNTRIES[countryCode];
  if (!country.callingCode) {
    return { ok: false, reason: 'Type the number with its country code, e.g. +33 6 12 34 56 78' };
  }
  const national = nationalPart(compact, country);
  if (!national) return { ok: false, reason: `Enter a valid ${country.name} phone number` };
  return { ok: true, e164: `+${country.callingCode}${national}` };
}

export function isE164(value: string): boolean {
  return /^\+[1-9]\d{7,14}$/.test(value);
}

const INPUT_DIGITS = 10;

/** What the login box shows while typing: digits only, at most 10, grouped 3-3-4 ("071 234 5678"). */
export function formatPhoneInput(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, INPUT_DIGITS);
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter((group) => group !== '').join(' ');
}

/** The last 4 digits, as the header shows them. */
export function last4(phone: string): string {
  return phone.replace(/\D/g, '').slice(-4);
}

/** A number fit for logs and messages: only its last 4 digits ("***5678"). */
export function maskPhone(phone: string): string {
  return `***${last4(phone)}`;
}
