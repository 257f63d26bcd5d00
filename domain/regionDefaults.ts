// First-run guesses from the device time zone (spec §9): which voice language and which
// currency a person in that place most likely wants, before they choose for themselves.
import type { CountryCode } from './countries.ts';
import { DEFAULT_CURRENCY } from './currencies.ts';
import type { LanguageCode } from './languages.ts';

const LANGUAGE_BY_CITY: Record<string, LanguageCode> = {
  Nairobi: 'sw', Dar_es_Salaam: 'sw', Lagos: 'ha', Abidjan: 'fr', Paris: 'fr', Casablanca: 'ar', Cairo: 'ar',
  Addis_Ababa: 'am', Johannesburg: 'af', Cape_Town: 'af', Kolkata: 'bn', Calcutta: 'bn', Chennai: 'ta', Mumbai: 'mr',
  Bangalore: 'kn', Delhi: 'hi', Hyderabad: 'te', Ahmedabad: 'gu', Kochi: 'ml', Bhubaneswar: 'or', Chandigarh: 'pa',
  Guwahati: 'as', Lucknow: 'ur', London: 'en', New_York: 'en', Los_Angeles: 'en', Kampala: 'en', Dakar: 'fr', Douala: 'fr',
};

const CURRENCY_BY_CITY: Record<string, string> = {
  Nairobi: 'KES', Kampala: 'UGX', Dar_es_Salaam: 'TZS', Lagos: 'NGN', Johannesburg: 'ZAR', New_York: 'USD',
  Los_Angeles: 'USD', London: 'GBP', Berlin: 'EUR', Paris: 'EUR',
  // The CFA francs: West African (XOF) and Central African (XAF).
  Abidjan: 'XOF', Dakar: 'XOF', Bamako: 'XOF', Ouagadougou: 'XOF', Niamey: 'XOF', Lome: 'XOF', 'Porto-Novo': 'XOF',
  Douala: 'XAF', Libreville: 'XAF', Brazzaville: 'XAF', Bangui: 'XAF', Ndjamena: 'XAF', Malabo: 'XAF',
};

const COUNTRY_BY_CITY: Record<string, CountryCode> = {
  Nairobi: 'KE', Kampala: 'UG', Dar_es_Salaam: 'TZ', Lagos: 'NG', Accra: 'GH', Johannesburg: 'ZA', Addis_Ababa: 'ET',
  Casablanca: 'MA', Cairo: 'EG', Kolkata: 'IN', Calcutta: 'IN', Dhaka: 'BD', Karachi: 'PK', New_York: 'US',
  Chicago: 'US', Denver: 'US', Los_Angeles: 'US', London: 'GB', Berlin: 'EU', Paris: 'EU', Madrid: 'EU', Rome: 'EU',
  Amsterdam: 'EU', Brussels: 'EU', Lisbon: 'EU', Dublin: 'EU',
};

const cityOf = (timeZone: string) => timeZone.split('/').at(-1) ?? '';

export function defaultsForTimeZone(timeZone: string): { language: LanguageCode; currency: string } {
  const city = cityOf(timeZone);
  return { language: LANGUAGE_BY_CITY[city] ?? 'en', currency: CURRENCY_BY_CITY[city] ?? DEFAULT_CURRENCY };
}

/** The onboarding country a time zone suggests; null where it suggests none (nothing preselected). */
export const countryForTimeZone = (timeZone: string): CountryCode | null => COUNTRY_BY_CITY[cityOf(timeZone)] ?? null;
