// `npm run lexicons`: writes every language's category lexicon from the installed CLDR annotations.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TABLE_NAMES } from '../../domain/parse/lexicon/names.ts';
import { cldrVersion, lexiconOf, render, tablePath } from './generate.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const version = cldrVersion();
for (const table of TABLE_NAMES) {
  const lexicon = lexiconOf(table);
  writeFileSync(`${root}${tablePath(table)}`, render(table, lexicon, version));
  const counts = Object.entries(lexicon).map(([category, terms]) => `${category} ${terms.length}`).join(', ');
  console.info(`${table}: ${counts}`);
}
