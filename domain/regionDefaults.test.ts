import { describe, expect, it } from 'vitest';
import { countryForTimeZone, defaultsForTimeZone } from './regionDefaults.ts';

describe('defaults from the device time zone', () => {
  it.each([
    ['Africa/Nairobi', 'sw', 'KES'],
    ['Africa/Dar_es_Salaam', 'sw', 'TZS'],
    ['Africa/Lagos', 'ha', 'NGN'],
    ['Africa/Kampala', 'en', 'UGX'],
    ['Asia/Kolkata', 'bn', 'KES'],
    ['Asia/Calcutta', 'bn', 'KES'],
    ['Europe/London', 'en', 'GBP'],
    ['Europe/Berlin', 'en', 'EUR'],
    ['America/New_York', 'en', 'USD'],
    ['Australia/Sydney', 'en', 'KES'],
    ['Africa/Dakar', 'fr', 'XOF'],
    ['Africa/Abidjan', 'fr', 'XOF'],
    ['Africa/Douala', 'fr', 'XAF'],
  ])('%s → %s, %s', (timeZone, language, currency) => {
    expect(defaultsForTimeZone(timeZone)).toEqual({ language, currency });
  });
});

describe('the onboarding country from the device time zone', () => {
  it.each([
    ['Africa/Nairobi', 'KE'],
    ['Africa/Lagos', 'NG'],
    ['Asia/Kolkata', 'IN'],
    ['Asia/Calcutta', 'IN'],
    ['Europe/Berlin', 'EU'],
    ['Australia/Sydney', null],
  ])('%s → %s', (timeZone, country) => {
    expect(countryForTimeZone(timeZone)).toBe(country);
  });
});
