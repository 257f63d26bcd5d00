// How number words combine when the multiplier leads: "mia tano" (500), "dari biyar", "narị ise",
// "amakhulu amahlanu". Exact: values are bigint cents; lexicons supply the words.
import { centsFromUnits } from '../decimal.ts';
import { classify, type ParsedNumber, placeAfter, unitsOf } from './grammar.ts';
import type { NumberLexicon } from './lexicon.ts';

/** Units, tens and teens ("ishirini na tano", "goma sha biyar"), at most `max`. */
function parseSmall(keys: readonly string[], at: number, lexicon: NumberLexicon, max: number) {
  const first = classify(keys, at, lexicon);
  if (first === undefined || (first.item.kind !== 'unit' && first.item.kind !== 'numeric')) return undefined;
  let cents = first.item.kind === 'numeric' ? first.item.cents : centsFromUnits(first.item.value);
  let end = at + first.length;
  if (first.item.kind === 'unit' && placeAfter(first.item.value) === 10) {
    const link = classify(keys, end, lexicon);
    const afterLink = link?.item.kind === 'connector' ? end + link.length : end;
    const unit = classify(keys, afterLink, lexicon);
    if (unit?.item.kind === 'unit' && unit.item.value < 10) {
      cents += centsFromUnits(unit.item.value);
      end = afterLink + unit.length;
    }
  }
  return unitsOf(cents) > max ? undefined : { cents, end, usedDigits: first.item.kind === 'numeric' };
}

/**
 * A smaller multiplier's number as the coefficient: "puku iri" is 1000 × 10 and "puku iri ise" 1000 × 50
 * (Igbo), as "elfu mia tano" is 1000 × 500 (Swahili). A number joined by "na" is added, not multiplied.
 */
function nestedCoefficient(keys: readonly string[], at: number, lexicon: NumberLexicon, multiplier: number) {
  const next = classify(keys, at, lexicon);
  if (next?.item.kind !== 'multiplier' || next.item.value >= multiplier) return undefined;
  const nested = parseMultiplierFirst(keys, at, lexicon);
  if (nested === undefined || unitsOf(nested.cents) >= multiplier) return undefined;
  return { cents: nested.cents, end: nested.end, usedDigits: nested.usedDigits };
}

export function parseMultiplierFirst(keys: readonly string[], start: number, lexicon: NumberLexicon): ParsedNumber | undefined {
  let total = 0n;
  let at = start;
  let end = start;
  let lastMultiplier = Number.POSITIVE_INFINITY;
  let multiplied = false;
  let usedDigits = false;
  while (at < keys.length) {
    const found = classify(keys, at, lexicon);
    if (found === undefined) break;
    const { item, length } = found;
    const after = classify(keys, at + length, lexicon);
    if (item.kind === 'multiplier') {
      if (item.value >= lastMultiplier) break;
      const coefficient = parseSmall(keys, at + length, lexicon, item.value <= 100 ? 9 : 999) ?? nestedCoefficient(keys, at + length, lexicon, item.value);
      let cents = coefficient?.cents ?? 100n;
      let next = coefficient?.end ?? at + length;
      const link = classify(keys, next, lexicon);
      const half = link?.item.kind === 'connector' ? classify(keys, next + link.length, lexicon) : undefined;
      if (link !== undefined && half?.item.kind === 'half') {
        cents += 50n;
        next += link.length + half.length;
      }
      total += cents * BigInt(item.value);
      usedDigits ||= coefficient?.usedDigits ?? false;
      lastMultiplier = item.value;
      multiplied = true;
      at = next;
      end = next;
    } else if (item.kind === 'connector' && end !== start) {
      const next = classify(keys, at + length, lexicon)?.item.kind;
      if (next !== 'multiplier' && next !== 'unit' && next !== 'numeric') break;
      at += length;
    } else if (item.kind === 'numeric' && after?.item.kind === 'multiplier' && after.item.value < lastMultiplier) {
      // Digits before the multiplier, as typed or recognised: "elfu 2" is also written "2 elfu".
      total += item.cents * BigInt(after.item.value);
      usedDigits = true;
      multiplied = true;
      lastMultiplier = after.item.value;
      at += length + after.length;
      end = at;
    } else if (item.kind === 'unit' || item.kind === 'numeric') {
      const small = parseSmall(keys, at, lexicon, lastMultiplier - 1);
      if (small === undefined) break;
      total += small.cents;
      usedDigits ||= small.usedDigits;
      end = small.end;
      break;
    } else {
      break;
    }
  }
  return end === start ? undefined : { end, cents: total, multiplied, usedDigits };
}
