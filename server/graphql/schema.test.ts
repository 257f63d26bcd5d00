import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { SCHEMA_FILE, printedSchema } from './printSchema.ts';

it('schema.graphql is the schema the code builds (run `npm run schema` after changing types)', () => {
  expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(printedSchema());
});
