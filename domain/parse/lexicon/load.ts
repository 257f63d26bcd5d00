// The phone's way to a language's generated lexicon: one chunk per table, fetched when the language
// is first parsed, so the first screen's JavaScript carries none of them (issue 37).
import type { LanguageCode } from '../../languages.ts';
import { tablesFor, type TableName } from './names.ts';
import type { LexiconTable } from './table.ts';
import { lexiconTable, provideLexicon } from './registry.ts';

// Written out, one import each, so the bundler makes each table its own chunk.
const LOADERS: Readonly<Record<Exclude<TableName, 'en'>, () => Promise<{ LEXICON: LexiconTable }>>> = {
  sw: () => import('./tables/sw.ts'),
  fr: () => import('./tables/fr.ts'),
  ar: () => import('./tables/ar.ts'),
  am: () => import('./tables/am.ts'),
  ha: () => import('./tables/ha.ts'),
  ig: () => import('./tables/ig.ts'),
  yo: () => import('./tables/yo.ts'),
  zu: () => import('./tables/zu.ts'),
  af: () => import('./tables/af.ts'),
  kn: () => import('./tables/kn.ts'),
  gu: () => import('./tables/gu.ts'),
  hi: () => import('./tables/hi.ts'),
  ta: () => import('./tables/ta.ts'),
  mr: () => import('./tables/mr.ts'),
  ml: () => import('./tables/ml.ts'),
  or: () => import('./tables/or.ts'),
  te: () => import('./tables/te.ts'),
  bn: () => import('./tables/bn.ts'),
  pa: () => import('./tables/pa.ts'),
  as: () => import('./tables/as.ts'),
  ur: () => import('./tables/ur.ts'),
  'hi-Latn': () => import('./tables/hi-Latn.ts'),
};

/** Fetches and provides the tables `language` reads (its own, romanised Hindi for Indian languages). */
export async function loadLexicons(language: LanguageCode): Promise<void> {
  const missing = tablesFor(language).filter((name): name is Exclude<TableName, 'en'> => name !== 'en' && lexiconTable(name) === undefined);
  const tables = await Promise.all(missing.map(async (name) => [name, (await LOADERS[name]()).LEXICON] as const));
  for (const [name, table] of tables) provideLexicon(name, table);
}
