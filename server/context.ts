// What every application function receives: the shared parts of the running app, and the
// caller (one user, their time zone, the request's clock reading and logger).
import type { Driver } from '../events/store/driver.ts';
import type { ProjectionRunner } from '../projections/runner.ts';
import type { Logger } from './logger.ts';

export interface App {
  db: Driver;
  runner: ProjectionRunner;
  logger: Logger;
}

export interface Caller {
  userId: string;
  timeZone: string;
  /** Read once per request, so one request sees one "today". */
  now: Date;
  requestId: string;
  logger: Logger;
}
