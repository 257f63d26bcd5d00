import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, COUNTRIES, countryList, isCountryCode } from './countries.ts';
import type { CountryCode } from './countries.ts';
import { formatPhoneInput, isE164, last4, maskPhone, normalisePhone } from './phone.ts';

const e164 = (typed: string, country: CountryCode) => {
  const result = normalisePhone(typed, country);
  return result.ok ? result.e164 : `invalid: ${result.reason}`;
};

describe('normalisePhone', () => {
  it.each([
    // Kenya: 9 national digits after the trunk 0 or the calling code.
    ['071 234 5678', 'KE', '+254712345678'],
    ['0712-345-678', 'KE', '+254712345678'],
    ['712345678', 'KE', '+254712345678'],
    ['254712345678', 'KE', '+254712345678'],
    ['+254 712 345 678', 'KE', '+254712345678'],
    ['+254 (0)712 345 678', 'KE', '+254712345678'],
    ['0110 123 456', 'KE', '+254110123456'],
    // Nigeria: 10 national digits.
    ['0803 123 4567', 'NG', '+2348031234567'],
    ['+234 803 123 4567', 'NG', '+2348031234567'],
    // India: 10 digits, with or without the 0 or 91.
    ['98765 43210', 'IN', '+919876543210'],
    ['09876543210', 'IN', '+919876543210'],
    ['91 98765 43210', 'IN', '+919876543210'],
    // South Africa.
    ['082 123 4567', 'ZA', '+27821234567'],
    // United Kingdom: trunk 0; international with 00.
    ['07700 900123', 'GB', '+447700900123'],
    ['00 44 7700 900123', 'GB', '+447700900123'],
    // United States: the trunk prefix is 1.
    ['(202) 555-0123', 'US', '+12025550123'],
    ['1 202 555 0123', 'US', '+12025550123'],
    // A number from elsewhere, typed in international form, keeps its own country.
    ['+44 7700 900123', 'KE', '+447700900123'],
    ['+33 6 12 34 56 78', 'EU', '+33612345678'],
    ['+880 1712 345678', 'BD', '+8801712345678'],
  ] as const)('reads %s typed in %s as %s', (typed, country, expected) => {
    expect(e164(typed, country)).toBe(expected);
  });

  it.each([
    ['', 'KE', 'Enter your phone number'],
    ['0712 34', 'KE', 'Enter a valid Kenya phone number'],
    ['0712 345 67890', 'KE', 'Enter a valid Kenya phone number'],
    ['07l2345678', 'KE', 'A phone number has only digits, spaces and a leading +'],
    ['07+12345678', 'KE', 'A phone number has only digits, spaces and a leading +'],
    ['+254 712 34', 'NG', 'Enter a valid Kenya phone number'],
    ['+0712345678', 'KE', 'Enter a valid international phone number'],
    ['+1234', 'KE', 'Enter a valid United States phone number'],
    ['06 12 34 56 78', 'EU', 'Type the number with its country code, e.g. +33 6 12 34 56 78'],
  ] as const)('refuses %j in %s: %s', (typed, country, reason) => {
    expect(normalisePhone(typed, country)).toEqual({ ok: false, reason });
  });

  it('answers E.164 for every country it accepts a national number in', () => {
    for (const country of countryList()) {
      if (!country.callingCode) continue;
      const national = '7'.repeat(country.nationalLength[1]);
      expect(isE164(e164(`${country.trunkPrefix}${national}`, country.code))).toBe(true);
    }
  });
});

describe('display helpers', () => {
  it('groups what is typed 3-3-4, digits only, at most 12 characters', () => {
    expect(formatPhoneInput('0712345678')).toBe('071 234 5678');
    expect(formatPhoneInput('071')).toBe('071');
    expect(formatPhoneInput('0712')).toBe('071 2');
    expect(formatPhoneInput('07a1-2345 678999')).toBe('071 234 5678');
    expect(formatPhoneInput('')).toBe('');
  });

  it('shows only the last 4 digits', () => {
    expect(last4('+254712345678')).toBe('5678');
    expect(maskPhone('+254712345678')).toBe('***5678');
  });
});

describe('COUNTRIES', () => {
  it('holds the 15 onboarding countries with their currency and flag', () => {
    expect(COUNTRY_CODES).toHaveLength(15);
    expect(countryList().map((country) => `${country.code} ${country.currency}`)).toEqual([
      'KE KES', 'NG NGN', 'ZA ZAR', 'GH GHS', 'UG UGX', 'TZ TZS', 'ET ETB', 'MA MAD', 'EG EGP', 'IN INR', 'BD BDT', 'PK PKR',
      'US USD', 'GB GBP', 'EU EUR',
    ]);
    for (const code of COUNTRY_CODES) {
      expect(COUNTRIES[code].flag).toMatch(/^\p{Regional_Indicator}{2}$/u);
      expect(isCountryCode(code)).toBe(true);
    }
    expect(isCountryCode('FR')).toBe(false);
  });
});
