// Run as a process of its own (pgliteDriver.ts): creates PGlite's database in a new directory, then ends.
// Arguments: the directory, then PGlite's start parameters as JSON.
import { PGlite } from '@electric-sql/pglite';

const [dataDir, startParams = '[]'] = process.argv.slice(2);
const db = new PGlite(dataDir, { startParams: JSON.parse(startParams) });
await db.waitReady;
await db.close();
