// Who is calling. A stored session's cookie names a user. A device without one gets a pending
// token (server/identity/sessionTokens.ts): it reads as a new, empty user and nothing is stored
// until its first write creates the user and the session. Signing in starts a fresh token; idle
// sessions end (SESSION_IDLE_DAYS). A stored session is remembered a few seconds
// (identity/sessionCache.ts), and forgotten on every instance whenever it ends.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_TIME_ZONE, isValidTimeZone } from '../domain/dates.ts';
import { handleCommand } from '../events/handleCommand.ts';
import { userDecider } from '../events/user/decider.ts';
import { userStream } from '../events/user/events.ts';
import { findUser } from '../projections/users/queries.ts';
import { metadataFor } from './commands/metadata.ts';
import type { App, Caller, CallerSession } from './context.ts';
import { addressNetwork, clientAddress } from './identity/clientAddress.ts';
import { admitNewUser } from './identity/newUserLimit.ts';
import type { CachedSession } from './identity/sessionCache.ts';
import { sessionCacheOf } from './identity/sessionCache.ts';
import { MAX_TOKEN_LENGTH, hashToken, isPendingToken, newPendingToken, newSessionToken, pendingUserId } from './identity/sessionTokens.ts';

const SESSION_COOKIE = 'sauti_session';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const DAY_MS = 24 * 60 * 60_000;
/** last_seen_at is written at most this often, so a stream of reads is not a stream of writes. */
const TOUCH_EVERY_MS = 60 * 60_000;

/** How long a session may go unused before it ends: SESSION_IDLE_DAYS, 30 by default. */
function sessionIdleMs(env: NodeJS.ProcessEnv = process.env): number {
  const days = Number(env.SESSION_IDLE_DAYS ?? 30);
  if (!Number.isFinite(days) || days <= 0) throw new Error(`SESSION_IDLE_DAYS must be a positive number, not "${env.SESSION_IDLE_DAYS}"`);
  return days * DAY_MS;
}

type Exchange = { app: App; req: IncomingMessage; res: ServerResponse };

function readCookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

function setSessionCookie({ req, res }: Exchange, token: string) {
  const secure = req.headers['x-forwarded-proto'] === 'https' || process.env.COOKIE_SECURE === '1';
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${ONE_YEAR_SECONDS}`, ...(secure ? ['Secure'] : [])];
  res.setHeader('Set-Cookie', `${SESSION_COOKIE}=${token}; ${attributes.join('; ')}`);
}

/**
 * A page load without a cookie gets a pending token with the page (signed, nothing stored), so the
 * app's first requests, sent together, all carry one identity: tokens minted per request would
 * race, and a write could land on a user whose cookie the browser then overwrote.
 */
export async function startPendingWithPage(app: App, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (readCookie(req, SESSION_COOKIE) !== undefined) return;
  setSessionCookie({ app, req, res }, await newPendingToken(app.db));
}

/** The user a live session names, touching it now and then; an idle one is ended and names nobody. */
async function sessionUser(app: App, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await app.db.query<{ user_id: string; idle_ms: number }>(
    `select user_id::text, extract(epoch from ($2::timestamptz - last_seen_at)) * 1000 as idle_ms from sessions where token_hash = $1`,
    [tokenHash, now.toISOString()],
  );
  if (!row) return null;
  const idle = Number(row.idle_ms);
  if (idle > sessionIdleMs()) {
    await app.db.query('delete from sessions where token_hash = $1', [tokenHash]);
    return null;
  }
  if (idle > TOUCH_EVERY_MS) await app.db.query('update sessions set last_seen_at = $2::timestamptz where token_hash = $1', [tokenHash, now.toISOString()]);
  return row.user_id;
}

/** Stores a session for `token`; a few long-idle ones are cleared on the way. */
async function storeSession(app: App, token: string, userId: string, now: Date) {
  await app.db.query(
    `delete from sessions where token_hash in (select token_hash from sessions where last_seen_at < $1::timestamptz limit 100)`,
    [new Date(now.getTime() - sessionIdleMs()).toISOString()],
  );
  await app.db.query(
    'insert into sessions (token_hash, user_id, last_seen_at) values ($1, $2, $3::timestamptz) on conflict (token_hash) do nothing',
    [hashToken(token), userId, now.toISOString()],
  );
}

/** A pending token is spent once its user exists: after a logout or an idle end it names nobody. */
async function pendingUserFree(app: App, token: string): Promise<boolean> {
  if (!(await isPendingToken(app.db, token))) return false;
  return (await app.db.query('select 1 from streams where stream_id = $1', [userStream(pendingUserId(token))])).length === 0;
}

/** The zone a write stores for a user whose device now reports another (reads store nothing). */
async function storeTimeZone(app: App, caller: Caller, timeZone: string): Promise<void> {
  const changed = await handleCommand(app.db, userDecider, {
    streamId: userStream(caller.userId),
    streamType: 'user',
    command: { type: 'ChangeTimeZone', userId: caller.userId, timeZone },
    metadata: metadataFor(caller, randomUUID()),
  });
  await app.runner.catchUp(changed.last);
  // The user's sessions remember their zone: each instance reads it again.
  await sessionCacheOf(app.db).forgetUser(caller.userId);
}

/** The stored session of `tokenHash` and its user's zone: remembered for a short while, else read (and touched). */
async function storedSession(app: App, tokenHash: string, now: Date): Promise<CachedSession | null> {
  const cache = sessionCacheOf(app.db);
  const remembered = cache.get(tokenHash, now.getTime());
  if (remembered) return remembered;
  const userId = await sessionUser(app, tokenHash, now);
  if (userId === null) return null;
  const session = { userId, timeZone: (await findUser(app.db, userId))?.timeZone ?? null };
  cache.set(tokenHash, session, now.getTime());
  return session;
}

/**
 * The request's session. What it answers (persisted, key) is kept in plain fields, set again when the
 * token changes: getters in an object made per request would give each one a hidden class of its own,
 * holding the request's closures, so every request outlived two collections (bench:api, issue 36).
 */
function sessionControl(
  exchange: Exchange,
  caller: () => Caller,
  start: { token: string; tokenHash: string; stored: boolean; newTimeZone?: string },
): CallerSession {
  const { app } = exchange;
  const network = addressNetwork(clientAddress(exchange.req));
  let { token } = start;
  let persisting: Promise<void> | null = null;
  const useToken = (next: string, stored: boolean) => {
    token = next;
    control.key = hashToken(next);
    control.persisted = stored;
  };
  const drop = async () => {
    await app.db.query('delete from sessions where token_hash = $1', [control.key]);
    await sessionCacheOf(app.db).forgetToken(control.key);
  };
  async function createUser(): Promise<void> {
    const { userId, timeZone, now, logger } = caller();
    await admitNewUser(app.db, app.newUsersPerNetworkHour, network, now);
    // The session first: a request with this token that sees the user must also see its session,
    // or it would take the token for a spent one and start someone new.
    await storeSession(app, token, userId, now);
    const created = await handleCommand(app.db, userDecider, {
      streamId: userStream(userId),
      streamType: 'user',
      command: { type: 'CreateUser', userId, timeZone },
      metadata: metadataFor(caller(), randomUUID()),
    });
    control.persisted = true;
    await app.runner.catchUp(created.last);
    logger.info({ userId }, 'anonymous user created');
  }
  async function startPending(): Promise<string> {
    useToken(await newPendingToken(app.db), false);
    setSessionCookie(exchange, token);
    return pendingUserId(token);
  }
  const control = {
    persisted: start.stored,
    clientAddress: network,
    key: start.tokenHash,
    persist() {
      const { newTimeZone } = start;
      persisting ??= !control.persisted ? createUser() : newTimeZone ? storeTimeZone(app, caller(), newTimeZone) : Promise.resolve();
      return persisting;
    },
    async signInAs(userId: string) {
      if (control.persisted) await drop();
      const next = newSessionToken();
      await storeSession(app, next, userId, caller().now);
      useToken(next, true);
      setSessionCookie(exchange, token);
    },
    async end() {
      if (control.persisted) await drop();
      return startPending();
    },
    async endEverywhere() {
      if (control.persisted) {
        const { userId } = caller();
        await app.db.query('delete from sessions where user_id = $1', [userId]);
        await sessionCacheOf(app.db).forgetUser(userId);
      }
      return startPending();
    },
  };
  return control;
}

/** The caller of this request. Nothing is written for a device without a stored session. */
export async function resolveCaller(
  app: App,
  req: IncomingMessage,
  res: ServerResponse,
  request: Pick<Caller, 'requestId' | 'logger'>,
): Promise<Caller> {
  const header = req.headers['x-time-zone'];
  const sentZone = typeof header === 'string' && isValidTimeZone(header) ? header : undefined;
  const now = new Date();
  const exchange = { app, req, res };
  const sent = readCookie(req, SESSION_COOKIE);
  const held = sent && sent.length <= MAX_TOKEN_LENGTH ? { token: sent, tokenHash: hashToken(sent) } : null;
  const existing = held ? await storedSession(app, held.tokenHash, now) : null;
  if (!held || !existing) {
    const pending = held && (await pendingUserFree(app, held.token)) ? held.token : await newPendingToken(app.db);
    if (pending !== held?.token) setSessionCookie(exchange, pending);
    const parts = { ...request, now, timeZone: sentZone ?? DEFAULT_TIME_ZONE };
    const session = sessionControl(exchange, () => caller, { token: pending, tokenHash: hashToken(pending), stored: false });
    const caller: Caller = { ...parts, userId: pendingUserId(pending), session };
    return caller;
  }
  const parts = { ...request, now, timeZone: sentZone ?? existing.timeZone ?? DEFAULT_TIME_ZONE };
  // A zone the device reports shapes this request's days; it is stored with the next write only.
  const newTimeZone = sentZone && existing.timeZone !== null && existing.timeZone !== sentZone ? sentZone : undefined;
  const session = sessionControl(exchange, () => caller, { ...held, stored: true, ...(newTimeZone && { newTimeZone }) });
  const caller: Caller = { ...parts, userId: existing.userId, session };
  return caller;
}
