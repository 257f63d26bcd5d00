// What every application function receives: the shared parts of the running app, and the
// caller (one user, their time zone, the request's clock reading, logger and session).
import type { Driver } from '../events/store/driver.ts';
import type { ProjectionRunner } from '../projections/runner.ts';
import type { CodeSender } from './identity/codeSender.ts';
import type { LoginLimits } from './identity/loginLimits.ts';
import type { Logger } from './logger.ts';
import type { RatesService } from './money/rates.ts';
import type { WhatsAppChannel } from './whatsapp/channel.ts';

export interface App {
  db: Driver;
  runner: ProjectionRunner;
  logger: Logger;
  /** Delivers login codes (WhatsApp, the log, or a fake in tests). */
  codeSender: CodeSender;
  /** Exchange rates for conversions at read time. */
  rates: RatesService;
  /** How many login codes may be sent, by whom and where to. */
  loginLimits: LoginLimits;
  /** How many anonymous users one network may create in an hour (server/identity/newUserLimit.ts). */
  newUsersPerNetworkHour: number;
  /** Sauti on WhatsApp (server/whatsapp/), when WHATSAPP_APP_SECRET turns it on. */
  whatsApp?: WhatsAppChannel;
}

/**
 * The device's session. A device that has only read is a pending session: it reads as a new,
 * empty user and nothing is stored; its first write stores the user and the session (`persist`).
 * Signing in always starts a fresh token (no fixation).
 */
export interface CallerSession {
  /** False while the caller is a device that has only read: nothing about it is stored. */
  readonly persisted: boolean;
  /** Where the request came from (the socket, or the trusted proxy's last hop), IPv6 as its /64. */
  readonly clientAddress: string;
  /** This session's opaque key, the same before and after `persist` (login codes are bound to it). */
  readonly key: string;
  /** Stores the caller's user and session; later calls do nothing more. */
  persist(): Promise<void>;
  /** Ends this session and starts a new one naming `userId`, its new cookie on the response. */
  signInAs(userId: string): Promise<void>;
  /** Ends this session; answers the id of the new anonymous user the device now reads as. */
  end(): Promise<string>;
  /** Ends every session of the caller's user, on every device, this one too; answers as `end`. */
  endEverywhere(): Promise<string>;
}

export interface Caller {
  /** The request's user: a write that lands while its device signs in moves it on to the account (commands/run.ts). */
  userId: string;
  timeZone: string;
  /** Read once per request, so one request sees one "today". */
  now: Date;
  requestId: string;
  logger: Logger;
  session: CallerSession;
}
