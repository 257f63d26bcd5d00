import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, COUNTRIES, countryList, isCountryCode } from './countries.ts';
import type { CountryCode } from './countries.ts';
import { formatPhoneInput, last4, maskPhone, normalisePhone } from './phone.ts';

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
    ['07911 123456', 'GB', '+447911123456'],
    ['00 44 7911 123456', 'GB', '+447911123456'],
    // United States: the trunk prefix is 1.
    ['(202) 555-0123', 'US', '+12025550123'],
    ['1 202 555 0123', 'US', '+12025550123'],
    // A number from elsewhere, typed in international form, keeps its own country.
    ['+44 7911 123456', 'KE', '+447911123456'],
    ['+33 6 12 34 56 78', 'EU', '+33612345678'],
    ['+880 1712 345678', 'BD', '+8801712345678'],
  ] as const)('reads %s typed in %s as %s', (typed, country, expected) => {
    expect(e164(typed, country)).toBe(expected);
  });

  it.each([
    // EU and other numbers typed with "+" or "00", which hand-written length rules used to refuse.
    ['+49 1512 3456789', 'EU', '+4915123456789'],
    ['0049 1512 3456789', 'EU', '+4915123456789'],
    ['+356 9912 3456', 'EU', '+35699123456'],
    ['+351 912 345 678', 'EU', '+351912345678'],
    ['+20 100 123 4567', 'EG', '+201001234567'],
  ] as const)('reads %s typed in %s as %s', (typed, country, expected) => {
    expect(e164(typed, country)).toBe(expected);
  });

  it('answers the region the number belongs to, not the one picked', () => {
    expect(normalisePhone('+33 6 12 34 56 78', 'KE')).toEqual({ ok: true, e164: '+33612345678', region: 'FR' });
    expect(normalisePhone('0712 345 678', 'KE')).toEqual({ ok: true, e164: '+254712345678', region: 'KE' });
  });

  it.each([
    ['', 'KE', 'Enter your phone number'],
    ['0712 34', 'KE', 'Enter a valid Kenya phone number'],
    ['0712 345 67890', 'KE', 'Enter a valid Kenya phone number'],
    ['07l2345678', 'KE', 'A phone number has only digits, spaces and a leading +'],
    ['07+12345678', 'KE', 'A phone number has only digits, spaces and a leading +'],
    ['+254 712 34', 'NG', 'Enter a valid Kenya phone number'],
    ['+0712345678', 'KE', 'Enter a valid international phone number'],
    ['+1234', 'KE', 'Enter a valid international phone number'],
    ['06 12 34 56 78', 'EU', 'Type the number with its country code, e.g. +33 6 12 34 56 78'],
    // Ranges that cannot take a WhatsApp code, or cost us more than a message should.
    ['+1 900 555 0123', 'US', 'Enter a mobile number that can receive WhatsApp messages'],
    ['020 2222222', 'KE', 'Enter a mobile number that can receive WhatsApp messages'],
    ['+881 6 1234 5678', 'KE', 'Enter a valid international phone number'],
    ['+254 900 123456', 'KE', 'Enter a valid Kenya phone number'],
  ] as const)('refuses %j in %s: %s', (typed, country, reason) => {
    expect(normalisePhone(typed, country)).toMatchObject({ ok: false, reason });
  });
});

describe('display helpers', () => {
  it('keeps a leading + and up to 15 digits in groups of 3', () => {
    expect(formatPhoneInput('+4915123456789')).toBe('+491 512 345 678 9');
    expect(formatPhoneInput(' +254 7123-45678999999')).toBe('+254 712 345 678 999');
    expect(formatPhoneInput('+')).toBe('+');
  });

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

describe("each country's example number (the login box's placeholder, issue 33)", () => {
  it.each(COUNTRY_CODES)('%s: a valid mobile number of its own, shown as the box formats it', (code) => {
    const { examplePhone } = COUNTRIES[code];
    expect(formatPhoneInput(examplePhone)).toBe(examplePhone);
    const read = normalisePhone(examplePhone, code);
    expect(read.ok).toBe(true);
    if (read.ok && code !== 'EU') expect(read.region).toBe(code);
  });

  it('gives no two countries the same example (a Kenyan one everywhere was the slip)', () => {
    const examples = COUNTRY_CODES.map((code) => COUNTRIES[code].examplePhone);
    expect(new Set(examples).size).toBe(examples.length);
  });
});
