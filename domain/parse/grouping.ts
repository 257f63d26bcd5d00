// Digit grouping and decimal separators to plain "1500" / "1500.5", by how each region writes numbers.
// Works on ASCII digits only (native digits are converted first) and never touches words.
import type { LanguageCode } from '../languages.ts';
import { LATIN_BINDING_WORDS } from './quantities.ts';

const ARABIC_THOUSANDS = /(?<=\d)\u066C(?=\d{3})/gu;
const ARABIC_DECIMAL = /(?<=\d)\u066B(?=\d)/gu;

// 12,34,567 and 1,50,000: Indian lakh grouping (pairs, then a final three).
const INDIAN_GROUPS = /(?<![\d.,])\d{1,2}(?:,\d{2})+,\d{3}(?!\d|,\d)/gu;
// 1,500 and 12,345,678.
const COMMA_GROUPS = /(?<![\d.,])\d{1,3}(?:,\d{3})+(?!\d|,\d)/gu;
// 1 500 and 150 000 with a space, no-break space, thin space or narrow no-break space (French, SI style).
// Never after another spaced number ("0722 123 456" is a phone) or a unit or label ("kilo 5 650" is 5 kilos for 650).
const SPACE = '[ \\u00A0\\u2009\\u202F]';
const SPACE_GROUPS = new RegExp(
  `(?<![\\d.,])(?<!\\d${SPACE})(?<!\\b(?:${LATIN_BINDING_WORDS.join('|')})${SPACE})\\d{1,3}(?:${SPACE}\\d{3})+(?![\\d]|[.,]\\d{3})`,
  'gu',
);
// 1.500.000, and 1.500,50 where the comma is the decimal mark.
const DOT_GROUPS = /(?<![\d.,])\d{1,3}(?:\.\d{3}){2,}(?!\d|\.\d)/gu;
const DOT_GROUPS_WITH_DECIMAL_COMMA = /(?<![\d.,])\d{1,3}(?:\.\d{3})+(?=,\d{1,2}(?!\d))/gu;
// In French "1.500" is fifteen hundred; elsewhere it is one and a half.
const SINGLE_DOT_GROUP = /(?<![\d.,])\d{1,3}\.\d{3}(?![\d.,])/gu;
const DECIMAL_COMMA = /(?<![\d,])(\d+),(\d{1,2})(?![\d,])/gu;

const DOT_THOUSANDS_LANGUAGES: ReadonlySet<LanguageCode> = new Set(['fr']);

const withoutSeparators = (separator: RegExp) => (group: string) => group.replace(separator, '');

export function ungroupDigits(text: string, language: LanguageCode): string {
  let out = text.replace(ARABIC_THOUSANDS, '').replace(ARABIC_DECIMAL, '.');
  out = out.replace(INDIAN_GROUPS, withoutSeparators(/,/g)).replace(COMMA_GROUPS, withoutSeparators(/,/g));
  out = out.replace(SPACE_GROUPS, withoutSeparators(/[ \u00A0\u2009\u202F]/g));
  out = out.replace(DOT_GROUPS, withoutSeparators(/\./g)).replace(DOT_GROUPS_WITH_DECIMAL_COMMA, withoutSeparators(/\./g));
  if (DOT_THOUSANDS_LANGUAGES.has(language)) out = out.replace(SINGLE_DOT_GROUP, withoutSeparators(/\./g));
  return out.replace(DECIMAL_COMMA, '$1.$2');
}
