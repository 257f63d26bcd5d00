// Issue 23: anonymous users created by writes are limited per network (an IPv6 /64 counts as one),
// over it 429 with a clear message and nothing stored; instances on one database share the count.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Driver } from '../../events/store/driver.ts';
import { databaseBackends } from '../support/backends.ts';
import { startTestServer } from '../support/server.ts';
import { lunch } from './client.ts';

const LIMIT = 3;

/** A write from a device without a cookie, optionally through the trusted proxy from `address`. */
async function firstWrite(url: string, address?: string) {
  const response = await fetch(`${url}/api/expenses`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(address && { 'x-forwarded-for': address }) },
    body: JSON.stringify(lunch()),
  });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('sauti_session='))?.split(';')[0];
  return { status: response.status, body: await response.json(), cookie };
}

const stored = async (db: Driver) => {
  const [row] = await db.query<{ sessions: number; events: number }>(
    'select (select count(*)::int from sessions) as sessions, (select count(*)::int from events) as events',
  );
  return row;
};

describe.each(databaseBackends())('new users per network on $name', (backend) => {
  let db: Driver;
  let servers: Awaited<ReturnType<typeof startTestServer>>[] = [];
  const serve = async () => {
    const server = await startTestServer({ db, newUsersPerNetworkHour: LIMIT });
    servers.push(server);
    return server;
  };
  beforeAll(async () => {
    db = await backend.open();
  });
  afterEach(async () => {
    for (const server of servers) await server.close();
    servers = [];
    await db.query('delete from new_users');
    delete process.env.TRUST_PROXY;
  });
  afterAll(async () => {
    await db.close();
  });

  it(`creates ${LIMIT} users from one address, then answers 429 and stores nothing; known users still write`, async () => {
    const { url } = await serve();
    const first = await firstWrite(url);
    for (let created = 1; created < LIMIT; created += 1) expect((await firstWrite(url)).status).toBe(201);
    const before = await stored(db);
    const refused = await firstWrite(url);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      error: 'rate_limited', message: 'Too many new users from this network; sign in, or try again in 60 minutes', reason: 'newUsersForNetwork', values: { minutes: 60 },
    });
    expect(await stored(db)).toEqual(before);
    // Reading stores nothing and is never refused; a device that has a user keeps writing.
    expect((await fetch(`${url}/api/expenses/today`)).status).toBe(200);
    const again = await fetch(`${url}/api/expenses`, {
      method: 'POST', headers: { 'content-type': 'application/json', cookie: first.cookie ?? '' }, body: JSON.stringify(lunch()),
    });
    expect(again.status).toBe(201);
  });

  it('counts an IPv6 /64 as one network behind a trusted proxy, and another /64 apart', async () => {
    process.env.TRUST_PROXY = '1';
    const { url } = await serve();
    for (let host = 1; host <= LIMIT; host += 1) expect((await firstWrite(url, `2001:db8:1:2::${host}`)).status).toBe(201);
    expect((await firstWrite(url, '2001:db8:1:2:ffff:1:2:3')).status).toBe(429);
    expect((await firstWrite(url, '2001:db8:1:3::1')).status).toBe(201);
    expect((await firstWrite(url, '198.51.100.7')).status).toBe(201);
  });

  it.runIf(backend.concurrent)('shares the count between two instances on one database', async () => {
    const [a, b] = [await serve(), await serve()];
    expect((await firstWrite(a.url)).status).toBe(201);
    expect((await firstWrite(b.url)).status).toBe(201);
    expect((await firstWrite(a.url)).status).toBe(201);
    const answers = await Promise.all([firstWrite(a.url), firstWrite(b.url)]);
    expect(answers.map((answer) => answer.status)).toEqual([429, 429]);
  });
});
