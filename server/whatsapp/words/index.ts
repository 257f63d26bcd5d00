// The channel's words in each of the 22 languages, and the language a stranger's number speaks.
import type { LanguageCode } from '../../../domain/languages.ts';
import { AM, AR, EN, FR, SW } from './africanEast.ts';
import { AF, HA, IG, YO, ZU } from './africanWest.ts';
import { AS, BN, OR } from './indianEast.ts';
import { GU, HI, MR, PA, UR } from './indianNorth.ts';
import { KN, ML, TA, TE } from './indianSouth.ts';
import type { ChannelWords } from './types.ts';

export type { ChannelWords } from './types.ts';

export const WORDS: Readonly<Record<LanguageCode, ChannelWords>> = {
  en: EN, sw: SW, fr: FR, ar: AR, am: AM, ha: HA, ig: IG, yo: YO, zu: ZU, af: AF,
  kn: KN, gu: GU, hi: HI, ta: TA, mr: MR, ml: ML, or: OR, te: TE, bn: BN, pa: PA, as: AS, ur: UR,
};

const ARABIC = ['MA', 'EG', 'DZ', 'TN', 'LY', 'SD', 'SA', 'AE', 'QA', 'KW', 'BH', 'OM', 'JO', 'LB', 'IQ', 'SY', 'YE', 'MR', 'PS'];
const FRENCH = ['SN', 'CI', 'ML', 'BF', 'NE', 'TG', 'BJ', 'GN', 'CM', 'GA', 'CG', 'CD', 'CF', 'TD', 'MG', 'DJ', 'KM', 'BI', 'RW', 'FR', 'HT'];
const BY_REGION: Readonly<Record<string, LanguageCode>> = {
  KE: 'sw', TZ: 'sw', ET: 'am', IN: 'hi', BD: 'bn', PK: 'ur',
  ...Object.fromEntries(ARABIC.map((region) => [region, 'ar'] as const)),
  ...Object.fromEntries(FRENCH.map((region) => [region, 'fr'] as const)),
};

/** The language a number with no account is answered in: its country's most shared one, else English. */
export const languageOfRegion = (region: string | undefined): LanguageCode => (region === undefined ? 'en' : (BY_REGION[region] ?? 'en'));
