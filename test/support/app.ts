// The application without HTTP, for tests of commands, queries and projections: a running
// projection runner over a given database, and callers at any instant in any time zone.
import { randomUUID } from 'node:crypto';
import type { Driver } from '../../events/store/driver.ts';
import { createProjectionRunner } from '../../projections/runner.ts';
import type { App, Caller } from '../../server/context.ts';
import { createLogger } from '../../server/logger.ts';

const silent = createLogger({ level: 'silent' });

export async function createTestApp(db: Driver): Promise<App> {
  const runner = createProjectionRunner(db, { logger: silent, pollMs: 60_000 });
  await runner.start();
  return { db, runner, logger: silent };
}

export function callerAt(now: string, timeZone: string, userId: string = randomUUID()): Caller {
  return { userId, timeZone, now: new Date(now), requestId: 'test', logger: silent };
}
