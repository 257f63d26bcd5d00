// The 15 countries the onboarding offers, with the currency they default to and their calling
// code. Pure data shared by web and server; phone rules live in domain/phone.ts.

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
  /**
   * A mobile number of the country as the login box shows it while typing (3-3-4, at most 10 digits:
   * the trunk 0 left off where it would make 11), for the box's placeholder: a person in Lagos is shown
   * a Nigerian number, not a Kenyan one. From libphonenumber's examples; phone.test.ts checks each.
   */
  readonly examplePhone: string;
}

export const COUNTRIES: Readonly<Record<CountryCode, Country>> = {
  KE: { code: 'KE', name: 'Kenya', currency: 'KES', flag: '🇰🇪', callingCode: '254', examplePhone: '071 212 3456' },
  NG: { code: 'NG', name: 'Nigeria', currency: 'NGN', flag: '🇳🇬', callingCode: '234', examplePhone: '802 123 4567' },
  ZA: { code: 'ZA', name: 'South Africa', currency: 'ZAR', flag: '🇿🇦', callingCode: '27', examplePhone: '071 123 4567' },
  GH: { code: 'GH', name: 'Ghana', currency: 'GHS', flag: '🇬🇭', callingCode: '233', examplePhone: '023 123 4567' },
  UG: { code: 'UG', name: 'Uganda', currency: 'UGX', flag: '🇺🇬', callingCode: '256', examplePhone: '071 234 5678' },
  TZ: { code: 'TZ', name: 'Tanzania', currency: 'TZS', flag: '🇹🇿', callingCode: '255', examplePhone: '062 123 4567' },
  ET: { code: 'ET', name: 'Ethiopia', currency: 'ETB', flag: '🇪🇹', callingCode: '251', examplePhone: '091 123 4567' },
  MA: { code: 'MA', name: 'Morocco', currency: 'MAD', flag: '🇲🇦', callingCode: '212', examplePhone: '065 012 3456' },
  EG: { code: 'EG', name: 'Egypt', currency: 'EGP', flag: '🇪🇬', callingCode: '20', examplePhone: '100 123 4567' },
  IN: { code: 'IN', name: 'India', currency: 'INR', flag: '🇮🇳', callingCode: '91', examplePhone: '812 345 6789' },
  BD: { code: 'BD', name: 'Bangladesh', currency: 'BDT', flag: '🇧🇩', callingCode: '880', examplePhone: '181 234 5678' },
  PK: { code: 'PK', name: 'Pakistan', currency: 'PKR', flag: '🇵🇰', callingCode: '92', examplePhone: '301 234 5678' },
  US: { code: 'US', name: 'United States', currency: 'USD', flag: '🇺🇸', callingCode: '1', examplePhone: '201 555 0123' },
  GB: { code: 'GB', name: 'United Kingdom', currency: 'GBP', flag: '🇬🇧', callingCode: '44', examplePhone: '740 012 3456' },
  EU: { code: 'EU', name: 'European Union', currency: 'EUR', flag: '🇪🇺', callingCode: null, examplePhone: '+336 123 456 78' },
};

export function isCountryCode(value: string): value is CountryCode {
  return COUNTRY_CODES.some((code) => code === value);
}

/** The onboarding list in the spec's order. */
export const countryList = (): readonly Country[] => COUNTRY_CODES.map((code) => COUNTRIES[code]);

/** The member states' ISO 3166 codes: the numbers behind the onboarding's "European Union". */
const EU_MEMBER_STATES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
] as const;

/** The ISO 3166 regions an onboarding country stands for: itself, or every member state for EU. */
export const regionsOf = (code: CountryCode): readonly string[] => (code === 'EU' ? EU_MEMBER_STATES : [code]);
