// The category lexicons: the names and keywords CLDR gives the emoji of food, transport, bills,
// business and health in each of our languages, kept where they are unambiguous, rendered as one
// small module per language under domain/parse/lexicon/tables/. `npm run lexicons` writes them;
// generate.test.ts fails when a committed table differs from what this would write.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { CATEGORY_IDS, type CategoryId } from '../../domain/categories.ts';
import { fold } from '../../domain/parse/fold.ts';
import type { TableName } from '../../domain/parse/lexicon/names.ts';
import { EMOJI_CATEGORIES, NAMES_ONLY } from './emoji.ts';

/** One CLDR annotations file's body: per emoji, its keywords and its spoken name. */
export type Annotations = Readonly<Record<string, { readonly default?: readonly string[]; readonly tts?: readonly string[] }>>;

export type Lexicon = Readonly<Record<CategoryId, readonly string[]>>;


/** Locales whose regional file adds words to the language's (Kenyan Swahili). */
const REGIONAL: Readonly<Partial<Record<TableName, readonly string[]>>> = { sw: ['sw-KE'] };

const VARIATION = /\uFE0F/gu;
const LATIN = /^[a-z' -]+$/u;
const MAX_WORDS = 3;

const clean = (text: string) => fold(text).replace(/[.,;:!?()"“”]/gu, ' ').split(/\s+/u).filter(Boolean).join(' ');

function termsOf(entry: Annotations[string], namesOnly: boolean): { phrases: Set<string>; words: Set<string> } {
  const names = (entry.tts ?? []).flatMap((name) => name.split(','));
  const phrases = new Set([...names, ...(namesOnly ? [] : (entry.default ?? []))].map(clean).filter((term) => term !== ''));
  const words = new Set([...phrases].flatMap((phrase) => phrase.split(' ')));
  return { phrases, words };
}

function longEnough(term: string): boolean {
  if (/^[\d\s]+$/u.test(term) || term.split(' ').length > MAX_WORDS) return false;
  return LATIN.test(term) ? term.replace(/[' -]/gu, '').length >= 3 : [...term.replace(/\s/gu, '')].length >= 2;
}

/**
 * The lexicon of one language. A term (a whole name or keyword, or a single word of one) names a
 * category when every emoji of ours that carries it is of that category, at most a third as many
 * other emoji carry it, and it is a whole name or keyword, or a word two of our emoji share.
 */
export function lexiconFrom(
  annotations: Annotations,
  categories: ReadonlyMap<string, CategoryId> = EMOJI_CATEGORIES,
  namesOnly: ReadonlySet<string> = NAMES_ONLY,
): Lexicon {
  const carriers = new Map<string, { ours: Set<CategoryId>; count: number; others: number; whole: boolean }>();
  for (const [emoji, entry] of Object.entries(annotations)) {
    const bare = emoji.replace(VARIATION, '');
    const category = categories.get(bare);
    const { phrases, words } = termsOf(entry, category !== undefined && namesOnly.has(bare));
    for (const term of new Set([...phrases, ...words])) {
      const known = carriers.get(term) ?? { ours: new Set<CategoryId>(), count: 0, others: 0, whole: false };
      if (category === undefined) known.others += 1;
      else {
        known.ours.add(category);
        known.count += 1;
        known.whole ||= phrases.has(term);
      }
      carriers.set(term, known);
    }
  }
  const lexicon = Object.fromEntries(CATEGORY_IDS.map((id) => [id, [] as string[]])) as Record<CategoryId, string[]>;
  for (const [term, { ours, count, others, whole }] of carriers) {
    const [category] = ours;
    if (category === undefined || ours.size > 1 || others * 3 > count || !(whole || count >= 2) || !longEnough(term)) continue;
    lexicon[category].push(term);
  }
  for (const id of CATEGORY_IDS) lexicon[id].sort();
  return lexicon;
}

const require = createRequire(import.meta.url);
const annotationsDir = () => join(dirname(require.resolve('cldr-annotations-full/package.json')), 'annotations');

function readAnnotations(locale: string): Annotations {
  const file = JSON.parse(readFileSync(join(annotationsDir(), locale, 'annotations.json'), 'utf8')) as {
    annotations: { annotations: Annotations };
  };
  return file.annotations.annotations;
}

/** The installed CLDR release, named in each table's header. */
export function cldrVersion(): string {
  return (JSON.parse(readFileSync(require.resolve('cldr-annotations-full/package.json'), 'utf8')) as { version: string }).version;
}

export function lexiconOf(table: TableName): Lexicon {
  const merged: Record<string, Annotations[string]> = {};
  for (const locale of [table, ...(REGIONAL[table] ?? [])]) {
    for (const [emoji, entry] of Object.entries(readAnnotations(locale))) {
      const known = merged[emoji];
      merged[emoji] = known === undefined ? entry : { default: [...(known.default ?? []), ...(entry.default ?? [])], tts: known.tts ?? entry.tts };
    }
  }
  return lexiconFrom(merged);
}

/** The module a table is written as: its words per category, multi-word terms joined by "_". */
export function render(table: TableName, lexicon: Lexicon, version: string): string {
  const lines = CATEGORY_IDS.map((id) => `  ${id}: '${lexicon[id].map((term) => term.replaceAll(' ', '_').replaceAll("'", "\\'")).join(' ')}',`);
  return [
    `// Generated by \`npm run lexicons\` (scripts/lexicons/generate.ts) from the CLDR ${version} emoji annotations`,
    `// for "${table}" (© Unicode, Inc., Unicode License v3). Do not edit: change the generator and run it again.`,
    "import type { LexiconTable } from '../table.ts';",
    '',
    'export const LEXICON: LexiconTable = {',
    ...lines,
    '};',
    '',
  ].join('\n');
}

/** Where a table is written, relative to the repository. */
export const tablePath = (table: TableName): string => `domain/parse/lexicon/tables/${table}.ts`;
