// The application without HTTP, for tests of commands, queries and projections: a running
// projection runner over a given database, and callers at any instant in any time zone.
import { randomUUID } from 'node:crypto';
import { handleCommand } from '../../events/handleCommand.ts';
import type { Driver } from '../../events/store/driver.ts';
import { userDecider } from '../../events/user/decider.ts';
import { userStream } from '../../events/user/events.ts';
import { createProjectionRunner } from '../../projections/runner.ts';
import { metadataFor } from '../../server/commands/metadata.ts';
import type { App, Caller } from '../../server/context.ts';
import type { CodeSender } from '../../server/identity/codeSender.ts';
import { DEFAULT_LOGIN_LIMITS } from '../../server/identity/loginLimits.ts';
import { createLogger } from '../../server/logger.ts';
import type { RatesService } from '../../server/money/rates.ts';
import { builtInRates } from '../../server/money/rates.ts';
import type { Backend } from './backends.ts';
import { createMemorySender, createMemorySession } from './codes.ts';
import { openForDescribe } from './fixture.ts';

const silent = createLogger({ level: 'silent' });

/** Every test's users come from 127.0.0.1: the per-network ceiling is tested on its own. */
export const TEST_NEW_USERS_PER_NETWORK = 1_000_000;

export interface TestAppOptions {
  codeSender?: CodeSender;
  rates?: RatesService;
}

export async function createTestApp(db: Driver, options: TestAppOptions = {}): Promise<App> {
  const runner = createProjectionRunner(db, { logger: silent, pollMs: 60_000 });
  await runner.start();
  return { db, runner, logger: silent, codeSender: options.codeSender ?? createMemorySender(),
    rates: options.rates ?? builtInRates(), loginLimits: DEFAULT_LOGIN_LIMITS, newUsersPerNetworkHour: TEST_NEW_USERS_PER_NETWORK };
}

/** The application over a fresh database on `backend` for the enclosing describe; its runner stopped and database closed after. */
export function useTestApp(backend: Backend, options: TestAppOptions = {}): { readonly app: App; readonly db: Driver } {
  const current = openForDescribe(
    async () => createTestApp(await backend.open(), options),
    async (app) => {
      await app.runner.stop();
      await app.db.close();
    },
  );
  return {
    get app() {
      return current();
    },
    get db() {
      return current().db;
    },
  };
}

export function callerAt(now: string, timeZone: string, userId: string = randomUUID()): Caller {
  return { userId, timeZone, now: new Date(now), requestId: 'test', logger: silent, session: createMemorySession(userId) };
}

/** The caller's user, created as a first visit would create it (anonymous, in their time zone). */
export async function createUserFor(app: App, caller: Caller): Promise<void> {
  const created = await handleCommand(app.db, userDecider, {
    streamId: userStream(caller.userId),
    streamType: 'user',
    command: { type: 'CreateUser', userId: caller.userId, timeZone: caller.timeZone },
    metadata: metadataFor(caller, randomUUID()),
  });
  await app.runner.catchUp(created.last);
}
