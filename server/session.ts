// Who is calling. A session cookie names a user; a first visit without one creates an anonymous
// user (an event on a new user stream) and a session that outlives server restarts. A verified
// phone can point the session at another user; logging out replaces it with a fresh anonymous one.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_TIME_ZONE, isValidTimeZone } from '../domain/dates.ts';
import { handleCommand } from '../events/handleCommand.ts';
import { userDecider } from '../events/user/decider.ts';
import { userStream } from '../events/user/events.ts';
import { findUser } from '../projections/users/queries.ts';
import { metadataFor } from './commands/metadata.ts';
import type { App, Caller, CallerSession } from './context.ts';

export const SESSION_COOKIE = 'sauti_session';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type Exchange = { app: App; req: IncomingMessage; res: ServerResponse };
type RequestParts = Pick<Caller, 'requestId' | 'logger' | 'now' | 'timeZone'>;

function readCookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

async function sessionUser(app: App, tokenHash: string): Promise<string | null> {
  const [row] = await app.db.query<{ user_id: string }>('select user_id::text from sessions where token_hash = $1', [tokenHash]);
  return row?.user_id ?? null;
}

function setSessionCookie(req: IncomingMessage, res: ServerResponse, token: string) {
  const secure = req.headers['x-forwarded-proto'] === 'https' || process.env.COOKIE_SECURE === '1';
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${ONE_YEAR_SECONDS}`, ...(secure ? ['Secure'] : [])];
  res.setHeader('Set-Cookie', `${SESSION_COOKIE}=${token}; ${attributes.join('; ')}`);
}

function sessionControl(exchange: Exchange, tokenHash: string, parts: RequestParts): CallerSession {
  const { app } = exchange;
  return {
    async switchTo(userId) {
      await app.db.query('update sessions set user_id = $2 where token_hash = $1', [tokenHash, userId]);
    },
    async renew() {
      await app.db.query('delete from sessions where token_hash = $1', [tokenHash]);
      return (await startAnonymous(exchange, parts)).userId;
    },
  };
}

/** A new anonymous user with a new session, its cookie set on the response. */
async function startAnonymous(exchange: Exchange, parts: RequestParts): Promise<Caller> {
  const { app, req, res } = exchange;
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  const userId = randomUUID();
  const caller: Caller = { ...parts, userId, session: sessionControl(exchange, tokenHash, parts) };
  const created = await handleCommand(app.db, userDecider, {
    streamId: userStream(userId),
    streamType: 'user',
    command: { type: 'CreateUser', userId, timeZone: caller.timeZone },
    metadata: metadataFor(caller, randomUUID()),
  });
  await app.db.query('insert into sessions (token_hash, user_id) values ($1, $2)', [tokenHash, userId]);
  setSessionCookie(req, res, token);
  await app.runner.catchUp(created.last);
  parts.logger.info({ userId }, 'anonymous user created');
  return caller;
}

/** The caller of this request, creating an anonymous user and session on a first visit. */
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
  const token = readCookie(req, SESSION_COOKIE);
  const tokenHash = token && token.length <= 100 ? hashToken(token) : null;
  const existing = tokenHash ? await sessionUser(app, tokenHash) : null;
  if (!tokenHash || !existing) return startAnonymous(exchange, { ...request, now, timeZone: sentZone ?? DEFAULT_TIME_ZONE });
  const profile = await findUser(app.db, existing);
  const parts = { ...request, now, timeZone: sentZone ?? profile?.timeZone ?? DEFAULT_TIME_ZONE };
  const caller: Caller = { ...parts, userId: existing, session: sessionControl(exchange, tokenHash, parts) };
  if (sentZone && profile && profile.timeZone !== sentZone) {
    const changed = await handleCommand(app.db, userDecider, {
      streamId: userStream(existing),
      streamType: 'user',
      command: { type: 'ChangeTimeZone', userId: existing, timeZone: sentZone },
      metadata: metadataFor(caller, randomUUID()),
    });
    await app.runner.catchUp(changed.last);
  }
  return caller;
}
