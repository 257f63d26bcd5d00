import { describe, expect, it } from 'vitest';
import { guessCountry, guessCurrency, guessLanguage, languagesByLikelihood } from './regionDefaults.ts';

describe('where the phone is, from its time zone, then its locale', () => {
  it.each([
    ['Africa/Nairobi', ['en-US'], 'KE', 'KES'],
    ['Africa/Dar_es_Salaam', ['sw'], 'TZ', 'TZS'],
    ['Africa/Lagos', ['en-NG'], 'NG', 'NGN'],
    ['Africa/Kampala', ['en-US'], 'UG', 'UGX'],
    // A student in Pune: the whole of India is Asia/Kolkata; the rupee, not spec §9's default shilling.
    ['Asia/Kolkata', ['en-IN', 'en'], 'IN', 'INR'],
    ['Asia/Calcutta', ['hi-IN'], 'IN', 'INR'],
    ['Africa/Cairo', ['ar-EG'], 'EG', 'EGP'],
    ['Europe/London', ['en-GB'], 'GB', 'GBP'],
    ['Europe/Berlin', ['de-DE'], 'EU', 'EUR'],
    ['America/New_York', ['en-US'], 'US', 'USD'],
    // A time zone of none of the 15 countries: the locale's region says.
    ['Asia/Dubai', ['en-IN'], 'IN', 'INR'],
    ['Europe/Vienna', ['de-AT'], 'EU', 'EUR'],
    ['Australia/Sydney', ['en-AU'], null, 'KES'],
    // A zone of no place (a privacy mode's UTC and en-US) says nothing: spec §9's default.
    ['Etc/UTC', ['en-US'], null, 'KES'],
    ['UTC', ['en-IN'], null, 'KES'],
    ['Africa/Dakar', ['fr-SN'], null, 'XOF'],
    ['Africa/Abidjan', ['fr-CI'], null, 'XOF'],
    ['Africa/Douala', ['fr-CM'], null, 'XAF'],
  ])('%s with %j → %s, %s', (timeZone, locales, country, currency) => {
    expect(guessCountry({ timeZone, locales })).toBe(country);
    expect(guessCurrency({ timeZone, locales })).toBe(currency);
  });
});

describe('the language, from the locale first, then the time zone', () => {
  it.each([
    // An en-IN phone in Kolkata speaks English, never spec §9's Bengali guess for the city.
    ['Asia/Kolkata', ['en-IN'], 'en'],
    ['Asia/Kolkata', ['hi-IN', 'en-IN'], 'hi'],
    ['Africa/Nairobi', ['sw-KE'], 'sw'],
    ['Africa/Cairo', ['ar-EG'], 'ar'],
    // A locale Sauti does not speak leaves it to the time zone.
    ['Africa/Nairobi', ['de-DE'], 'sw'],
    ['Asia/Kolkata', [], 'bn'],
    ['Australia/Sydney', [], 'en'],
  ])('%s with %j → %s', (timeZone, locales, language) => {
    expect(guessLanguage({ timeZone, locales })).toBe(language);
  });

  it('lists every language once, the likeliest first and the region next', () => {
    const order = languagesByLikelihood({ timeZone: 'Asia/Kolkata', locales: ['en-IN'] });
    expect(order.slice(0, 3)).toEqual(['en', 'bn', 'kn']);
    expect(new Set(order).size).toBe(22);
    expect(order).toHaveLength(22);
    expect(languagesByLikelihood({ timeZone: 'Africa/Nairobi', locales: ['en-US'] }).slice(0, 3)).toEqual(['en', 'sw', 'fr']);
  });
});
