// What every application function receives: the shared parts of the running app, and the
// caller (one user, their time zone, the request's clock reading, logger and session).
import type { Driver } from '../events/store/driver.ts';
import type { ProjectionRunner } from '../projections/runner.ts';
import type { CodeSender } from './identity/codeSender.ts';
import type { Logger } from './logger.ts';
import type { RatesService } from './money/rates.ts';

export interface App {
  db: Driver;
  runner: ProjectionRunner;
  logger: Logger;
  /** Delivers login codes (WhatsApp, the log, or a fake in tests). */
  codeSender: CodeSender;
  /** Exchange rates for conversions at read time. */
  rates: RatesService;
}

/** The device's session: which user it names can change when a phone is verified or on logout. */
export interface CallerSession {
  /** Points this session at another user, e.g. the owner of a phone just verified here. */
  switchTo(userId: string): Promise<void>;
  /** Ends this session and opens a new one for a fresh anonymous user; answers that user's id. */
  renew(): Promise<string>;
}

export interface Caller {
  userId: string;
  timeZone: string;
  /** Read once per request, so one request sees one "today". */
  now: Date;
  requestId: string;
  logger: Logger;
  session: CallerSession;
}
