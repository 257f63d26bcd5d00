// A real Sauti server for cross-layer and browser tests: real HTTP on a random port, a fresh
// database (embedded PGlite unless a driver is given) and the built web app from dist/.
import { Writable } from 'node:stream';
import type { Driver } from '../../events/store/driver.ts';
import { createPgliteDriver } from '../../events/store/pgliteDriver.ts';
import { startSauti } from '../../server/app.ts';
import type { CodeSender } from '../../server/identity/codeSender.ts';
import { createLogger } from '../../server/logger.ts';
import type { RatesService } from '../../server/money/rates.ts';
import { DIST_DIR } from '../../server/webBuild.ts';
import { TEST_NEW_USERS_PER_NETWORK } from './app.ts';

export const logLines: string[] = [];

export async function startTestServer(
  options: { distDir?: string; db?: Driver; codeSender?: CodeSender; rates?: RatesService; newUsersPerNetworkHour?: number } = {},
) {
  const db = options.db ?? (await createPgliteDriver());
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  const logger = createLogger({ level: process.env.LOG_LEVEL ?? 'info', destination });
  const sauti = await startSauti({
    db, logger, distDir: options.distDir ?? DIST_DIR, codeSender: options.codeSender, rates: options.rates,
    newUsersPerNetworkHour: options.newUsersPerNetworkHour ?? TEST_NEW_USERS_PER_NETWORK,
  });
  return {
    url: sauti.url,
    app: sauti.app,
    async close() {
      await sauti.stop();
      if (!options.db) await db.close();
    },
  };
}
