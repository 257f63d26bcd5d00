// Sessions remembered per instance (server/identity/sessionCache.ts) are forgotten on every
// instance when they end: two servers with their own connections to one Postgres database, as two
// processes behind a load balancer would be. A device that logs out on one is nobody on the other
// at once, long before an entry would run out (SESSION_CACHE_SECONDS, 15).
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { Driver } from '../../events/store/driver.ts';
import { createPostgresDriver } from '../../events/store/postgresDriver.ts';
import { databaseBackends, useDatabase } from '../support/backends.ts';
import { openForDescribe } from '../support/fixture.ts';
import { startTestServer } from '../support/server.ts';
import { newUser } from './client.ts';

const Me = z.object({ id: z.uuid(), username: z.string().nullable() });
const FORGOTTEN_WITHIN_MS = 2_000;

describe.each(databaseBackends())('remembered sessions across instances on $name', (backend) => {
  const fixture = useDatabase(backend, { concurrent: true });
  const servers = openForDescribe(
    async () => {
      const url = 'url' in fixture.db && typeof fixture.db.url === 'string' ? fixture.db.url : '';
      // The second instance has a driver, a pool and a notification line of its own.
      const own: Driver = createPostgresDriver(url);
      return { a: await startTestServer({ db: fixture.db }), b: await startTestServer({ db: own }), own };
    },
    async ({ a, b, own }) => {
      await a.close();
      await b.close();
      await own.close();
    },
    { when: backend.concurrent },
  );

  const idOn = async (url: string, cookie: string | undefined) => Me.parse((await newUser(url, cookie === undefined ? {} : { cookie }).rest('GET', '/api/users/me')).body).id;

  it('forgets a session that logs out on one instance on the other at once', async () => {
    const { a, b } = servers();
    const device = newUser(a.url);
    await device.rest('POST', '/api/expenses', { description: 'Chai', amount: '30', currency: 'KES' });
    const owner = await idOn(a.url, device.cookie);
    expect(await idOn(b.url, device.cookie)).toBe(owner); // b remembers the session now
    const loggedOut = Date.now();
    expect((await newUser(a.url, device.cookie === undefined ? {} : { cookie: device.cookie }).rest('POST', '/api/auth/logout')).status).toBe(204);
    await expect.poll(() => idOn(b.url, device.cookie), { timeout: FORGOTTEN_WITHIN_MS, interval: 20 }).not.toBe(owner);
    expect(Date.now() - loggedOut).toBeLessThan(FORGOTTEN_WITHIN_MS);
  });

  it('forgets every session of a user that logs out everywhere, on every instance', async () => {
    const { a, b } = servers();
    const device = newUser(a.url);
    await device.rest('POST', '/api/expenses', { description: 'Chai', amount: '30', currency: 'KES' });
    const owner = await idOn(a.url, device.cookie);
    expect(await idOn(b.url, device.cookie)).toBe(owner);
    expect((await newUser(a.url, device.cookie === undefined ? {} : { cookie: device.cookie }).rest('POST', '/api/auth/logout-everywhere')).status).toBe(204);
    await expect.poll(() => idOn(b.url, device.cookie), { timeout: FORGOTTEN_WITHIN_MS, interval: 20 }).not.toBe(owner);
  });
});
