// @vitest-environment node
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { NOUN_FIELDS_FILE, printedNounFields } from './nounFields.ts';

it('web/src/offline/nounFields.ts is what the field declarations print (run `npm run schema` after changing one)', () => {
  expect(readFileSync(NOUN_FIELDS_FILE, 'utf8')).toBe(printedNounFields());
});
