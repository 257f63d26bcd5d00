// The 15 countries the onboarding offers, with the currency they default to and how their phone
// numbers are written. Pure data shared by web and server; phone rules live in domain/phone.ts.

export const COUNTRY_CODES = ['KE', 'NG', 'ZA', 'GH', 'UG', 'TZ', 'ET', 'MA', 'EG', 'IN', 'BD', 'PK', 'US', 'GB', 'EU'] as const;

export type CountryCode = (typeof COUNTRY_CODES)[number];

export interface Country {
  readonly code: CountryCode;
  readonly name: string;
  readonly currency: string;
  readonly flag: string;
  /**
   * The E.164 calling code without "+", or null where there is none (the European Union spans many):
   * numbers from there must be typed in international form.
   */
  readonly callingCode: string | null;
  /** Digits of a national significant number (what follows the calling code), shortest and longest. */
  readonly nationalLength: readonly [number, number];
  /** The trunk prefix dialled before a national number at home ("0" in most, "1" in the US). */
  readonly trunkPrefix: string;
}

export const COUNTRIES: Readonly<Record<CountryCode, Country>> = {
  KE: { code: 'KE', name: 'Kenya', currency: 'KES', flag: '🇰🇪', callingCode: '254', nationalLength: [9, 9], trunkPrefix: '0' },
  NG: { code: 'NG', name: 'Nigeria', currency: 'NGN', flag: '🇳🇬', callingCode: '234', nationalLength: [10, 10], trunkPrefix: '0' },
  ZA: { code: 'ZA', name: 'South Africa', currency: 'ZAR', flag: '🇿🇦', callingCode: '27', nationalLength: [9, 9], trunkPrefix: '0' },
  GH: { code: 'GH', name: 'Ghana', currency: 'GHS', flag: '🇬🇭', callingCode: '233', nationalLength: [9, 9], trunkPrefix: '0' },
  UG: { code: 'UG', name: 'Uganda', currency: 'UGX', flag: '🇺🇬', callingCode: '256', nationalLength: [9, 9], trunkPrefix: '0' },
  TZ: { code: 'TZ', name: 'Tanzania', currency: 'TZS', flag: '🇹🇿', callingCode: '255', nationalLength: [9, 9], trunkPrefix: '0' },
  ET: { code: 'ET', name: 'Ethiopia', currency: 'ETB', flag: '🇪🇹', callingCode: '251', nationalLength: [9, 9], trunkPrefix: '0' },
  MA: { code: 'MA', name: 'Morocco', currency: 'MAD', flag: '🇲🇦', callingCode: '212', nationalLength: [9, 9], trunkPrefix: '0' },
  EG: { code: 'EG', name: 'Egypt', currency: 'EGP', flag: '🇪🇬', callingCode: '20', nationalLength: [8, 10], trunkPrefix: '0' },
  IN: { code: 'IN', name: 'India', currency: 'INR', flag: '🇮🇳', callingCode: '91', nationalLength: [10, 10], trunkPrefix: '0' },
  BD: { code: 'BD', name: 'Bangladesh', currency: 'BDT', flag: '🇧🇩', callingCode: '880', nationalLength: [10, 10], trunkPrefix: '0' },
  PK: { code: 'PK', name: 'Pakistan', currency: 'PKR', flag: '🇵🇰', callingCode: '92', nationalLength: [9, 10], trunkPrefix: '0' },
  US: { code: 'US', name: 'United States', currency: 'USD', flag: '🇺🇸', callingCode: '1', nationalLength: [10, 10], trunkPrefix: '1' },
  GB: { code: 'GB', name: 'United Kingdom', currency: 'GBP', flag: '🇬🇧', callingCode: '44', nationalLength: [9, 10], trunkPrefix: '0' },
  EU: { code: 'EU', name: 'European Union', currency: 'EUR', flag: '🇪🇺', callingCode: null, nationalLength: [4, 14], trunkPrefix: '0' },
};

export function isCountryCode(value: string): value is CountryCode {
  return COUNTRY_CODES.some((code) => code === value);
}

/** The onboarding list in the spec's order. */
export const countryList = (): readonly Country[] => COUNTRY_CODES.map((code) => COUNTRIES[code]);

/** The country whose calling code starts an international number's digits, if it is one of ours. */
export function countryByCallingCode(digits: string): Country | undefined {
  // Longest code first, so "880…" is Bangladesh, never a misread shorter code.
  return countryList()
    .filter((country) => country.callingCode !== null && digits.startsWith(country.callingCode))
    .sort((a, b) => (b.callingCode?.length ?? 0) - (a.callingCode?.length ?? 0))[0];
}
