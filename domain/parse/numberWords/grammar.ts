// How number words combine into one value when the coefficient leads ("five hundred", "पाँच सौ"),
// and the word classifier both word orders share. Exact: values are bigint cents; lexicons supply words.
import { type Cents, centsFromDecimal, centsFromUnits } from '../decimal.ts';
import type { NumberLexicon, WordKind } from './lexicon.ts';

type Item = WordKind | { readonly kind: 'numeric'; readonly cents: Cents };

export interface ParsedNumber {
  readonly end: number;
  readonly cents: Cents;
  readonly multiplied: boolean;
  readonly usedDigits: boolean;
}

const NUMERIC = /^\d+(?:\.\d+)?$/;

// Phone numbers written whole: local (07…), Indian mobiles (98…), and with a country code (254…, 91…).
const PHONE = /^(?:0\d{6,}|[6-9]\d{9}|(?:2\d\d|9[12])\d{8,9})$/;

/** Long digit strings that read as phone numbers or references are not prices. */
export function isPlausibleNumber(key: string): boolean {
  if (!NUMERIC.test(key)) return false;
  const whole = key.split('.')[0] ?? '';
  return whole.length <= 12 && !(key === whole && PHONE.test(whole));
}

/** Where a phone number written in spaced groups ("0722 123 456", "98765 43210") ends, if one starts at `at`. */
export function phoneRunEnd(keys: readonly string[], at: number): number | undefined {
  let digits = '';
  for (let end = at; end < keys.length && end < at + 5; end += 1) {
    const key = keys[end] ?? '';
    if (!/^\d{2,5}$/u.test(key)) return undefined;
    digits += key;
    if (end > at && PHONE.test(digits) && !/^\d/u.test(keys[end + 1] ?? '')) return end + 1;
  }
  return undefined;
}

export interface Classified {
  readonly item: Item;
  readonly length: number;
}

/** What the word (or longest phrase) at `at` is in this lexicon; digits are numbers in every lexicon. */
export function classify(keys: readonly string[], at: number, lexicon: NumberLexicon): Classified | undefined {
  for (let length = Math.min(lexicon.longestPhrase, keys.length - at); length >= 1; length -= 1) {
    const kind = lexicon.words.get(keys.slice(at, at + length).join(' '));
    if (kind !== undefined) return { item: kind, length };
  }
  const key = keys[at];
  const cents = key !== undefined && isPlausibleNumber(key) ? centsFromDecimal(key) : undefined;
  return cents === undefined ? undefined : { item: { kind: 'numeric', cents }, length: 1 };
}

export function unitsOf(cents: Cents): number {
  return Number(cents) / 100;
}

/** The next addition must stay below this: after "twenty" only 1–9, after "two hundred" only 1–99. */
export function placeAfter(value: number): number {
  if (value < 10 || !Number.isInteger(value)) return 1;
  if (value < 100) return value % 10 === 0 ? 10 : 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return value % power === 0 ? power : 1;
}

/** पौने बसो is 175, not 199.75: a fraction word before a fused hundred takes a quarter of a hundred. */
const leadingPlace = (value: number) => (value >= 100 ? 10 ** Math.floor(Math.log10(value)) : 1);

const isTens = (value: number) => value >= 20 && value < 100 && value % 10 === 0;

export function parseCoefficientFirst(keys: readonly string[], start: number, lexicon: NumberLexicon): ParsedNumber | undefined {
  let total = 0n;
  let group = 0n;
  let groupEmpty = true;
  let place = Number.POSITIVE_INFINITY;
  let lastBig = Number.POSITIVE_INFINITY;
  let hasHundred = false;
  let modifier = 0;
  let afterConnector = false;
  let lastAdded = 0;
  let at = start;
  let end = start;
  let multiplied = false;
  let usedDigits = false;
  while (at < keys.length) {
    const found = classify(keys, at, lexicon);
    if (found === undefined) break;
    const { item, length } = found;
    const next = classify(keys, at + length, lexicon)?.item.kind;
    if (item.kind === 'connector') {
      if (end === start || next === undefined || next === 'connector' || next === 'modifier') break;
      afterConnector = true;
    } else if (item.kind === 'half') {
      if (!afterConnector || place !== 1) break;
      group += 50n;
      place = 0;
    } else if (item.kind === 'modifier') {
      if (!groupEmpty || modifier !== 0 || next === undefined) break;
      modifier = item.value;
    } else if (item.kind === 'article') {
      if (!groupEmpty || next !== 'multiplier') break;
      group = 100n;
      groupEmpty = false;
    } else if (item.kind === 'unit' || item.kind === 'numeric') {
      if (item.kind === 'numeric' && !groupEmpty) break;
      const cents = item.kind === 'numeric' ? item.cents : centsFromUnits(item.value + modifier * leadingPlace(item.value));
      const value = unitsOf(cents);
      const tensAfterUnit = lexicon.unitsBeforeTens && afterConnector && lastAdded < 10 && place === 1 && isTens(value);
      if (!(value < place || tensAfterUnit)) break;
      group += cents;
      groupEmpty = false;
      place = item.kind === 'numeric' || tensAfterUnit ? 1 : placeAfter(value);
      lastAdded = value;
      modifier = 0;
      usedDigits ||= item.kind === 'numeric';
    } else {
      const multiplier = BigInt(item.value);
      if (modifier !== 0 && groupEmpty) group = centsFromUnits(1 + modifier);
      const coefficient = group === 0n ? 100n : group;
      if (item.value < 1000) {
        if (hasHundred || coefficient >= multiplier * 100n) break;
        group = coefficient * multiplier;
        groupEmpty = false;
        hasHundred = true;
        place = item.value;
      } else {
        if (item.value >= lastBig) break;
        total += coefficient * multiplier;
        group = 0n;
        groupEmpty = true;
        hasHundred = false;
        place = item.value;
        lastBig = item.value;
      }
      modifier = 0;
      multiplied = true;
    }
    at += length;
    if (item.kind !== 'connector' && item.kind !== 'modifier' && item.kind !== 'article') {
      end = at;
      afterConnector = false;
    }
  }
  return end === start ? undefined : { end, cents: total + group, multiplied, usedDigits };
}
