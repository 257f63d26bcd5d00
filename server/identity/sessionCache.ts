// A short per-process memory of stored sessions, so a device's requests do not each read their
// session and its user's time zone from the database: an entry is trusted for SESSION_CACHE_SECONDS
// (15) at most. Whatever ends a session or changes what an entry holds (a logout, logging out
// everywhere, a sign-in, a new time zone) forgets it here and, through the database's
// notifications, in every other instance at once; while those cannot be heard, nothing is trusted.
import type { Driver } from '../../events/store/driver.ts';

export interface CachedSession {
  userId: string;
  /** The user's stored time zone; null before the user read model has them. */
  timeZone: string | null;
}

const CHANNEL = 'sauti_sessions';
/** Entries kept at most: a bound on memory, however many devices come by. */
const MAX_ENTRIES = 10_000;

function cacheMs(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(env.SESSION_CACHE_SECONDS ?? 15);
  if (!Number.isFinite(seconds) || seconds < 0) throw new Error(`SESSION_CACHE_SECONDS must be 0 or more, not "${env.SESSION_CACHE_SECONDS}"`);
  return seconds * 1000;
}

function createSessionCache(db: Driver) {
  const ttl = cacheMs();
  const entries = new Map<string, CachedSession & { until: number }>();
  // One process on its own database (PGlite) has nobody else to hear from.
  let hearing = db.listen === undefined;

  const dropUser = (userId: string) => {
    for (const [key, entry] of entries) if (entry.userId === userId) entries.delete(key);
  };
  const heard = (payload: string) => {
    const [kind, id = ''] = payload.split(':');
    if (kind === 'token') entries.delete(id);
    else if (kind === 'user') dropUser(id);
  };
  // Settles once the line is open (or could not be opened: then nothing is remembered).
  const ready = !db.listen || ttl === 0 ? Promise.resolve() : new Promise<void>((resolve) => {
    db.listen?.(CHANNEL, heard, () => {
      // (Re)connected: whatever was said while the line was down is unknown, so all of it goes.
      entries.clear();
      hearing = true;
      resolve();
    }).catch(() => {
      hearing = false;
      resolve();
    });
  });

  const tell = async (payload: string) => {
    if (db.listen) await db.query('select pg_notify($1, $2)', [CHANNEL, payload]);
  };

  return {
    ready,
    get(tokenHash: string, now: number): CachedSession | undefined {
      const entry = entries.get(tokenHash);
      if (!entry || !hearing) return undefined;
      if (entry.until > now) return entry;
      entries.delete(tokenHash);
      return undefined;
    },
    set(tokenHash: string, session: CachedSession, now: number) {
      if (ttl === 0 || !hearing) return;
      entries.delete(tokenHash);
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(tokenHash, { ...session, until: now + ttl });
    },
    /** After the session of `tokenHash` ended or changed: forgotten here and in every instance. */
    async forgetToken(tokenHash: string) {
      entries.delete(tokenHash);
      await tell(`token:${tokenHash}`);
    },
    /** After something every session of `userId` holds changed or ended: forgotten everywhere. */
    async forgetUser(userId: string) {
      dropUser(userId);
      await tell(`user:${userId}`);
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;

const caches = new WeakMap<Driver, SessionCache>();

/** The session cache of this database in this process. */
export function sessionCacheOf(db: Driver): SessionCache {
  const known = caches.get(db);
  if (known) return known;
  const cache = createSessionCache(db);
  caches.set(db, cache);
  return cache;
}
