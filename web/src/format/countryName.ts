// A country's name as the interface speaks it: "Kenya" in English, "भारत" for India in Hindi. The 15
// countries' names are written in every catalog (locales/<lang>/countries.json), not taken from the
// browser's CLDR data, which gave Swahili "Bangladeshi" and "Pakistani" (issue 33), Zulu
// "i-United States", and nothing at all where a browser lacks the language.
import type { Country, CountryCode } from '../../../domain/countries.ts';
import type { Message } from '../i18n/index.ts';
import { defineMessages, msg, t } from '../i18n/index.ts';

/** The English names are the spec's (domain/countries.ts); countryName.test.ts keeps them so. */
export const COUNTRY_NAMES = defineMessages('countries', {
  KE: msg('Kenya'),
  NG: msg('Nigeria'),
  ZA: msg('South Africa'),
  GH: msg('Ghana'),
  UG: msg('Uganda'),
  TZ: msg('Tanzania'),
  ET: msg('Ethiopia'),
  MA: msg('Morocco'),
  EG: msg('Egypt'),
  IN: msg('India'),
  BD: msg('Bangladesh'),
  PK: msg('Pakistan'),
  US: msg('United States'),
  GB: msg('United Kingdom'),
  EU: msg('European Union'),
}) satisfies Readonly<Record<CountryCode, Message>>;

export const countryName = ({ code }: Pick<Country, 'code'>): string => t(COUNTRY_NAMES[code]);
