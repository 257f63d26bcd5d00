// A projection's checkpoint name and table names carry a short hash of its own DDL: a changed table
// (a new column, another index) gets new tables, filled by replay, with no version to remember to
// bump. The version still counts changes in how events apply, and retires older tables (checkpoints.ts).
import { createHash } from 'node:crypto';

/** `ddl` is the projection's DDL for any table names (the fingerprint replaces them all alike). */
export function fingerprinted(name: string, version: number, ddl: string[]) {
  const fingerprint = createHash('sha256').update(ddl.join('\n')).digest('hex').slice(0, 8);
  return {
    name: `${name}.v${version}-${fingerprint}`,
    table: (base: string, suffix: string) => `${base}_v${version}_${fingerprint}${suffix}`,
  };
}
