// `npm run schema`: prints the code-first schema to schema.graphql, the file codegen and
// reviewers read. A test fails when the committed file drifts from the code.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from './schema.ts';

export const SCHEMA_FILE = join(import.meta.dirname, '..', '..', 'schema.graphql');

export const printedSchema = () => `${printSchema(lexicographicSortSchema(schema))}\n`;

if (process.argv[1] === import.meta.filename) writeFileSync(SCHEMA_FILE, printedSchema());
