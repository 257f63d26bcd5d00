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
import type { ChannelSettings } from '../../server/whatsapp/settings.ts';
import { TEST_NEW_USERS_PER_NETWORK } from './app.ts';
import type { Backend } from './backends.ts';
import { openForDescribe } from './fixture.ts';

export const logLines: string[] = [];

export interface TestServerOptions {
  codeSender?: CodeSender;
  rates?: RatesService;
  newUsersPerNetworkHour?: number;
  readYourWritesMs?: number;
  /** The request deadline (server/deadline.ts), for the tests about it; none when left out (see NO_DEADLINE_MS). */
  requestDeadlineMs?: number;
  /** Sauti on WhatsApp against a fake Cloud API; off when left out (never read from the environment here). */
  whatsApp?: ChannelSettings | null;
  /** How long an idle connection stays open; production's when left out. */
  keepAliveMs?: number;
}

/**
 * A test server's deadline unless the test gives one: the longest a timer waits (about 24 days; a longer
 * one would fire at once). Production's 15 s would answer 503 to a test about something else whenever a
 * loaded machine is slow (a hundred concurrent writes on PGlite), while the test's own timeout still holds.
 */
const NO_DEADLINE_MS = 2 ** 31 - 1;

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

export async function startTestServer(options: TestServerOptions & { distDir?: string; db?: Driver } = {}) {
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
    newUsersPerNetworkHour: options.newUsersPerNetworkHour ?? TEST_NEW_USERS_PER_NETWORK, readYourWritesMs: options.readYourWritesMs,
    requestDeadlineMs: options.requestDeadlineMs ?? NO_DEADLINE_MS,
    whatsApp: options.whatsApp ?? null,
    keepAliveMs: options.keepAliveMs,
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

/** A server over a fresh database on `backend` for the enclosing describe, stopped and its database closed after. */
export function useTestServer(backend: Backend, options: TestServerOptions = {}): { readonly db: Driver; readonly url: string; readonly app: TestServer['app'] } {
  const current = openForDescribe(
    async () => {
      const db = await backend.open();
      return { db, server: await startTestServer({ ...options, db }) };
    },
    async ({ db, server }) => {
      await server.close();
      await db.close();
    },
  );
  return {
    get db() {
      return current().db;
    },
    get url() {
      return current().server.url;
    },
    get app() {
      return current().server.app;
    },
  };
}
