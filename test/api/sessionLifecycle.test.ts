// Sessions from birth to end over real HTTP (issue 14, findings 3 and 7): reads, page loads and
// the stateless analyze call store nothing, a device's first write creates its user, signing in
// issues a fresh token and spends the old one, idle sessions end, and "log out everywhere" ends
// every device's session.
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { sessionCacheOf } from '../../server/identity/sessionCache.ts';
import { databaseBackends } from '../support/backends.ts';
import { createMemorySender } from '../support/codes.ts';
import type { Device } from '../support/device.ts';
import { newDevice } from '../support/device.ts';
import { useTestServer } from '../support/server.ts';
import { newUser } from './client.ts';

const Me = z.object({ id: z.uuid(), username: z.string().nullable() });
let numberSeq = 0;
const kenyan = () => `07${String(20_000_000 + (numberSeq += 1)).slice(-8)}`;

describe.each(databaseBackends())('session lifecycle on $name', (backend) => {
  const sender = createMemorySender();
  const server = useTestServer(backend, { codeSender: sender });

  const me = async (device: Device) => Me.parse((await device.rest('GET', '/api/users/me')).body);
  const stored = async () => {
    const [row] = await server.db.query<{ sessions: number; events: number }>(
      'select (select count(*)::int from sessions) as sessions, (select count(*)::int from events) as events',
    );
    return row;
  };
  async function logIn(device: Device, phone: string) {
    expect((await device.rest('POST', '/api/auth/request-code', { phone, country: 'KE' })).status).toBe(202);
    return device.rest('POST', '/api/auth/verify', { phone, country: 'KE', code: sender.lastCode(`+254${phone.slice(1)}`) });
  }

  it('stores nothing for cookieless reads and page loads (finding 7)', async () => {
    const before = await stored();
    for (let visit = 0; visit < 10; visit += 1) {
      const crawler = newDevice(server.url);
      await crawler.rest('GET', '/api/expenses/today');
      await crawler.data('{ me { id username } }');
      expect((await crawler.rest('POST', '/api/expenses/analyze', { text: 'chai 30', language: 'sw' })).status).toBe(200);
      await fetch(`${server.url}/`, { headers: { accept: 'text/html' } });
    }
    expect(await stored()).toEqual(before);
  });

  it('gives a page load its pending identity, so the app\'s first requests all carry one (nothing stored)', async () => {
    const before = await stored();
    const page = await fetch(`${server.url}/`, { headers: { accept: 'text/html' } });
    const cookie = page.headers.getSetCookie().find((line) => line.startsWith('sauti_session='))?.split(';')[0];
    expect(cookie).toBeDefined();
    expect(await stored()).toEqual(before);
    // The app's start-up reads and its first write, sent together with the page's cookie.
    const device = newUser(server.url, { cookie });
    const meOf = async () => Me.parse((await device.rest('GET', '/api/users/me')).body);
    const [first, , write] = await Promise.all([
      meOf(),
      device.rest('GET', '/api/expenses/today'),
      device.rest('POST', '/api/expenses', { description: 'Chai', amount: '30', currency: 'KES', category: 'food' }),
    ]);
    expect(write.status).toBe(201);
    expect(await meOf()).toMatchObject({ id: first.id });
    expect((await device.rest('GET', '/api/expenses/today')).body).toHaveLength(1);
  });

  it('stores nothing for a refused code request or a verify without a code', async () => {
    const before = await stored();
    for (let visit = 0; visit < 5; visit += 1) {
      const device = newDevice(server.url);
      expect((await device.rest('POST', '/api/auth/request-code', { phone: '+53 5 123 4567', country: 'KE' })).status).toBe(400);
      expect((await device.rest('POST', '/api/auth/verify', { phone: kenyan(), country: 'KE', code: '123456' })).status).toBe(400);
    }
    expect(await stored()).toEqual(before);
  });

  it('keeps one identity across reads and creates the user on the first write', async () => {
    const device = newDevice(server.url);
    const reading = await me(device);
    expect(await me(device)).toEqual(reading);
    expect(reading.username).toBeNull();
    expect(await server.db.query('select 1 from streams where stream_id = $1', [`user-${reading.id}`])).toEqual([]);
    const spent = await device.rest('POST', '/api/expenses', { description: 'Chai', amount: '30', currency: 'KES', category: 'food' });
    expect(spent.status).toBe(201);
    expect(await me(device)).toMatchObject({ id: reading.id });
    expect(await server.db.query('select 1 from sessions where user_id = $1', [reading.id])).toHaveLength(1);
  });

  it('makes one user and one session of first writes that race from one device', async () => {
    const device = newDevice(server.url);
    const reading = await me(device);
    const writes = await Promise.all(['Chai', 'Mandazi', 'Bus'].map((description) =>
      device.rest('POST', '/api/expenses', { description, amount: '30', currency: 'KES', category: 'food' })));
    expect(writes.map((write) => write.status)).toEqual([201, 201, 201]);
    expect(await server.db.query('select 1 from sessions where user_id = $1', [reading.id])).toHaveLength(1);
    const [row] = await server.db.query<{ count: number }>(`select count(*)::int as count from events where type = 'UserCreated' and stream_id = $1`, [
      `user-${reading.id}`,
    ]);
    expect(row?.count).toBe(1);
  });

  it('issues a fresh session token on sign-in and on merge; the old one names nobody (finding 3)', async () => {
    const phone = kenyan();
    const first = newDevice(server.url);
    await first.rest('POST', '/api/expenses', { description: 'Lunch', amount: '250', currency: 'KES', category: 'food' });
    const anonymous = await me(first);
    const planted = first.cookies.at(-1);
    const verified = await logIn(first, phone);
    expect(verified).toMatchObject({ status: 200, body: { id: anonymous.id } });
    expect(first.cookies.at(-1)).not.toBe(planted);
    const fixed = Me.parse((await fetch(`${server.url}/api/users/me`, { headers: { cookie: planted ?? '' } }).then((r) => r.json())));
    expect(fixed.id).not.toBe(anonymous.id);
    expect(fixed.username).toBeNull();
    expect(await me(first)).toMatchObject({ id: anonymous.id, username: `+254${phone.slice(1)}` });

    // A second device merges into the same number: its pre-login token is spent too.
    const second = newDevice(server.url);
    await second.rest('POST', '/api/expenses', { description: 'Bus', amount: '80', currency: 'KES', category: 'transport' });
    const before = second.cookies.at(-1);
    expect(await logIn(second, phone)).toMatchObject({ status: 200, body: { id: anonymous.id } });
    expect(second.cookies.at(-1)).not.toBe(before);
    const [row] = await server.db.query<{ count: number }>('select count(*)::int as count from sessions where user_id = $1', [anonymous.id]);
    expect(row?.count).toBe(2);
  });

  it('ends a session idle past SESSION_IDLE_DAYS (30): the device reads as someone new', async () => {
    const device = newDevice(server.url);
    await device.rest('POST', '/api/expenses', { description: 'Chai', amount: '30', currency: 'KES', category: 'food' });
    const owner = await me(device);
    await server.db.query(`update sessions set last_seen_at = now() - interval '29 days' where user_id = $1`, [owner.id]);
    expect((await me(device)).id).toBe(owner.id);
    await server.db.query(`update sessions set last_seen_at = now() - interval '31 days' where user_id = $1`, [owner.id]);
    // The clock jumps a month here but not in the server, which remembers a session it read a moment ago.
    await sessionCacheOf(server.db).forgetUser(owner.id);
    expect((await me(device)).id).not.toBe(owner.id);
    expect(await server.db.query('select 1 from sessions where user_id = $1', [owner.id])).toEqual([]);
    expect((await device.rest('GET', '/api/expenses/today')).body).toEqual([]);
  });

  it('logs out everywhere over REST and GraphQL: every device of the user reads as someone new', async () => {
    const phone = kenyan();
    const [phoneA, laptop, other] = [newDevice(server.url), newDevice(server.url), newDevice(server.url)];
    const owner = Me.parse((await logIn(phoneA, phone)).body);
    await logIn(laptop, phone);
    await other.rest('POST', '/api/expenses', { description: 'Chai', amount: '30', currency: 'KES', category: 'food' });
    const bystander = await me(other);
    expect(await laptop.rest('POST', '/api/auth/logout-everywhere')).toEqual({ status: 204, body: undefined });
    for (const device of [phoneA, laptop]) expect(await me(device)).toMatchObject({ username: null });
    expect((await me(phoneA)).id).not.toBe(owner.id);
    expect(await me(other)).toEqual(bystander);

    await logIn(phoneA, phone);
    await logIn(laptop, phone);
    const out = z.object({ logoutEverywhere: Me }).parse(await phoneA.data('mutation { logoutEverywhere { id username } }'));
    expect(out.logoutEverywhere.username).toBeNull();
    expect(await me(phoneA)).toEqual(out.logoutEverywhere);
    expect(await me(laptop)).toMatchObject({ username: null });
    expect(await server.db.query('select 1 from sessions where user_id = $1', [owner.id])).toEqual([]);
  });
});
