// Who is calling. A session cookie names a user; a first visit without one creates an anonymous
// user (an event on a new user stream) and a session that outlives server restarts. Later a
// verified phone can take the session over by pointing it at another user.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_TIME_ZONE, isValidTimeZone } from '../domain/dates.ts';
import { handleCommand } from '../events/handleCommand.ts';
import { userDecider } from '../events/user/decider.ts';
import { userStream } from '../events/user/events.ts';
import { findUser } from '../projections/users/projection.ts';
import { metadataFor } from './commands/metadata.ts';
import type { App, Caller } from './context.ts';

export const SESSION_COOKIE = 'sauti_session';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function readCookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

async function sessionUser(app: App, req: IncomingMessage): Promise<string | null> {
  const token = readCookie(req, SESSION_COOKIE);
  if (!token || token.length > 100) return null;
  const [row] = await app.db.query<{ user_id: string }>('select user_id::text from sessions where token_hash = $1', [
    hashToken(token),
  ]);
  return row?.user_id ?? null;
}

function setSessionCookie(req: IncomingMessage, res: ServerResponse, token: string) {
  const secure = req.headers['x-forwarded-proto'] === 'https' || process.env.COOKIE_SECURE === '1';
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${ONE_YEAR_SECONDS}`, ...(secure ? ['Secure'] : [])];
  res.setHeader('Set-Cookie', `${SESSION_COOKIE}=${token}; ${attributes.join('; ')}`);
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
  const existing = await sessionUser(app, req);
  if (existing) {
    const profile = await findUser(app.db, existing);
    const caller = { ...request, userId: existing, now, timeZone: sentZone ?? profile?.timeZone ?? DEFAULT_TIME_ZONE };
    if (sentZone && profile && profile.timeZone !== sentZone) {
      await handleCommand(app.db, userDecider, {
        streamId: userStream(existing),
        streamType: 'user',
        command: { type: 'ChangeTimeZone', userId: existing, timeZone: sentZone },
        metadata: metadataFor(caller, randomUUID()),
      });
    }
    return caller;
  }
  const userId = randomUUID();
  const caller = { ...request, userId, now, timeZone: sentZone ?? DEFAULT_TIME_ZONE };
  const created = await handleCommand(app.db, userDecider, {
    streamId: userStream(userId),
    streamType: 'user',
    command: { type: 'CreateUser', userId, timeZone: caller.timeZone },
    metadata: metadataFor(caller, randomUUID()),
  });
  const token = randomBytes(32).toString('base64url');
  await app.db.query('insert into sessions (token_hash, user_id) values ($1, $2)', [hashToken(token), userId]);
  setSessionCookie(req, res, token);
  await app.runner.catchUp(created.last);
  request.logger.info({ userId }, 'anonymous user created');
  return caller;
}
