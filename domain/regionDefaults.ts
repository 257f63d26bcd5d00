// First-run guesses from the device: which country, currency and language a person most likely wants,
// before they choose (and when they skip choosing). Where the phone is comes from its time zone first
// (set by the network; a locale's region is often the factory's en-US), its locale's region second;
// which language from its locale first ("en-IN" is English), the time zone second (spec §9's table).
import { COUNTRIES, isCountryCode, regionsOf } from './countries.ts';
import type { CountryCode } from './countries.ts';
import { DEFAULT_CURRENCY } from './currencies.ts';
import type { SupportedCurrency } from './currencies.ts';
import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGE_CODES, LANGUAGES } from './languages.ts';
import type { LanguageCode } from './languages.ts';

const LANGUAGE_BY_CITY: Record<string, LanguageCode> = {
  Nairobi: 'sw', Dar_es_Salaam: 'sw', Lagos: 'ha', Abidjan: 'fr', Paris: 'fr', Casablanca: 'ar', Cairo: 'ar',
  Addis_Ababa: 'am', Johannesburg: 'af', Cape_Town: 'af', Kolkata: 'bn', Calcutta: 'bn', Chennai: 'ta', Mumbai: 'mr',
  Bangalore: 'kn', Delhi: 'hi', Hyderabad: 'te', Ahmedabad: 'gu', Kochi: 'ml', Bhubaneswar: 'or', Chandigarh: 'pa',
  Guwahati: 'as', Lucknow: 'ur', London: 'en', New_York: 'en', Los_Angeles: 'en', Kampala: 'en', Dakar: 'fr', Douala: 'fr',
};

const COUNTRY_BY_CITY: Record<string, CountryCode> = {
  Nairobi: 'KE', Kampala: 'UG', Dar_es_Salaam: 'TZ', Lagos: 'NG', Accra: 'GH', Johannesburg: 'ZA', Addis_Ababa: 'ET',
  Casablanca: 'MA', Cairo: 'EG', Kolkata: 'IN', Calcutta: 'IN', Dhaka: 'BD', Karachi: 'PK', New_York: 'US',
  Chicago: 'US', Denver: 'US', Los_Angeles: 'US', London: 'GB', Berlin: 'EU', Paris: 'EU', Madrid: 'EU', Rome: 'EU',
  Amsterdam: 'EU', Brussels: 'EU', Lisbon: 'EU', Dublin: 'EU',
};

/** The CFA francs' cities, outside the onboarding's countries: West African (XOF) and Central African (XAF). */
const CFA_BY_CITY: Record<string, SupportedCurrency> = {
  Abidjan: 'XOF', Dakar: 'XOF', Bamako: 'XOF', Ouagadougou: 'XOF', Niamey: 'XOF', Lome: 'XOF', 'Porto-Novo': 'XOF',
  Douala: 'XAF', Libreville: 'XAF', Brazzaville: 'XAF', Bangui: 'XAF', Ndjamena: 'XAF', Malabo: 'XAF',
};

const cityOf = (timeZone: string) => timeZone.split('/').at(-1) ?? '';

/** What the device says about its person: its IANA time zone and its languages (navigator.languages). */
export interface Device {
  timeZone: string;
  locales: readonly string[];
}

/** A BCP-47 tag's language and region ("en-IN", "pa-Guru-IN", "es-419"), read by hand: Intl's first use is slow on a cheap phone. */
function localeParts(tag: string): { language: string; region: string | null } {
  const [language = '', ...rest] = tag.split(/[-_]/);
  const region = rest.find((part) => /^[A-Za-z]{2}$/.test(part));
  return { language: language.toLowerCase(), region: region === undefined ? null : region.toUpperCase() };
}

/** The onboarding country an ISO region stands for: itself, or "EU" for a member state. */
function countryOfRegion(region: string): CountryCode | null {
  if (isCountryCode(region) && region !== 'EU') return region;
  return regionsOf('EU').includes(region) ? 'EU' : null;
}

/**
 * A zone of no place (UTC, Etc/GMT+3): a server, an emulator or a browser's privacy mode, which also
 * reports en-US whatever the person's language. Neither then says where the phone is.
 */
const placeless = (timeZone: string) => timeZone === 'UTC' || timeZone.startsWith('Etc/');

/** The onboarding country: the time zone's city, else the first locale's region that is one; null when neither says. */
export function guessCountry({ timeZone, locales }: Device): CountryCode | null {
  const byCity = COUNTRY_BY_CITY[cityOf(timeZone)];
  if (byCity !== undefined) return byCity;
  if (placeless(timeZone)) return null;
  for (const tag of locales) {
    const { region } = localeParts(tag);
    const country = region === null ? null : countryOfRegion(region);
    if (country !== null) return country;
  }
  return null;
}

/** The currency: a CFA city's franc, else the guessed country's, else Kenya's shilling (spec §9's default). */
export function guessCurrency(device: Device): string {
  const franc = CFA_BY_CITY[cityOf(device.timeZone)];
  if (franc !== undefined) return franc;
  const country = guessCountry(device);
  return country === null ? DEFAULT_CURRENCY : COUNTRIES[country].currency;
}

/**
 * Every language, the likeliest first: the device's own languages in its order ("en-IN" → English),
 * then the time zone's (spec §9), then the rest of the guessed country's region (Indian or African),
 * then the others. Onboarding lists them in this order; the first is the default.
 */
export function languagesByLikelihood(device: Device): LanguageCode[] {
  const fromLocales = device.locales.map((tag) => localeParts(tag).language).filter(isLanguageCode);
  const fromTimeZone = LANGUAGE_BY_CITY[cityOf(device.timeZone)];
  const country = guessCountry(device);
  const region = country === 'IN' || country === 'BD' || country === 'PK' ? 'indian' : 'african';
  const nearby = LANGUAGE_CODES.filter((code) => LANGUAGES[code].region === region);
  return [...new Set([...fromLocales, ...(fromTimeZone ? [fromTimeZone] : []), ...nearby, ...LANGUAGE_CODES])];
}

/** The language a device starts in: the likeliest one. */
export function guessLanguage(device: Device): LanguageCode {
  return languagesByLikelihood(device)[0] ?? DEFAULT_LANGUAGE;
}
