// What a treasurer says at a meeting, read as entries: "Amina mia tano, Juma mia tano" (each name
// followed by what they paid) or "Amina ameleta shares tatu" (a count of shares). Names are the
// group's own members; numbers are read by the expense parser's number words for the language, so
// every one of the 22 languages says amounts its own way. Pure; nothing here is stored.
import type { LanguageCode } from '../languages.ts';
import { fold } from '../parse/fold.ts';
import { normalizeTranscript } from '../parse/normalize.ts';
import { numberLexiconsFor } from '../parse/numberWords/registry.ts';
import { findNumberSpans, splitNumberWords } from '../parse/numberWords/scan.ts';
import { tokenize } from '../parse/tokens.ts';
import { fromCents } from '../money.ts';

/** The word for shares as people say it at meetings (English is used in many languages' meetings too). */
const SHARE_WORDS = new Set([
  'share', 'shares', 'hisa', 'part', 'parts', 'action', 'actions', 'aandeel', 'aandele', 'ushare', 'amasheya', 'shiya', 'kaso',
  'ሼር', 'አክሲዮን', 'سهم', 'أسهم', 'শেয়ার', 'शेयर', 'શેર', 'ಷೇರು', 'ഷെയർ', 'शेअर', 'ଶେୟାର', 'ਸ਼ੇਅਰ', 'பங்கு', 'షేర్', 'حصص',
].map(fold));

export interface SpokenEntry {
  memberId: string;
  /** What they paid, a decimal string; null when they bought shares. */
  amount: string | null;
  shares: number | null;
}

interface Named { id: string; name: string }

/** The members said, in the order said, each with the amount or the shares that followed their name. */
export function readMeetingSpeech(text: string, language: LanguageCode, members: readonly Named[]): SpokenEntry[] {
  const normalized = normalizeTranscript(text.replace(/[,.;]/g, ' , '), language);
  const lexicons = numberLexiconsFor(language);
  const tokens = splitNumberWords(tokenize(normalized.text), lexicons);
  const keys = tokens.map((token) => token.key);
  const spans = findNumberSpans(keys, lexicons);
  const names = members.map((member) => ({ id: member.id, key: fold(member.name.trim().split(/\s+/)[0] ?? '') }));
  const said: SpokenEntry[] = [];
  let current: { memberId: string; shares: boolean } | null = null;
  for (let index = 0; index < keys.length; index += 1) {
    const key = keys[index] ?? '';
    const span = spans.find((one) => one.start === index);
    if (span && current) {
      // "two shares": the word may come after the count too.
      const shares = current.shares || SHARE_WORDS.has(keys[span.end] ?? '');
      said.push(shares
        ? { memberId: current.memberId, amount: null, shares: Number(span.cents / 100n) }
        : { memberId: current.memberId, amount: fromCents(span.cents), shares: null });
      current = null;
      index = span.end - 1;
      continue;
    }
    const member = names.find((one) => one.key !== '' && one.key === key);
    if (member) current = { memberId: member.id, shares: false };
    else if (current !== null && SHARE_WORDS.has(key)) current = { memberId: current.memberId, shares: true };
  }
  return said;
}
