// Sessions over HTTP: a first request gets an anonymous user and an HttpOnly, SameSite=Lax
// cookie; the cookie keeps naming that user, across a server restart too; a forged one does not.
import { describe, expect, it } from 'vitest';
import type { Driver } from '../../events/store/driver.ts';
import { databaseBackends } from '../support/backends.ts';
import { startTestServer } from '../support/server.ts';
import { lunch, newUser, serveApi } from './client.ts';

function cookieAttributes(setCookie: string): string[] {
  return setCookie.split(';').slice(1).map((part) => part.trim().toLowerCase());
}

describe.each(databaseBackends())('sessions on $name', (backend) => {
  const api = serveApi(backend);

  it('sets an HttpOnly, SameSite=Lax session cookie on the first request, and only then', async () => {
    const first = await fetch(`${api.url}/api/expenses/today`, { headers: { 'x-time-zone': 'Africa/Nairobi' } });
    expect(first.status).toBe(200);
    const [setCookie, ...more] = first.headers.getSetCookie();
    expect(more).toEqual([]);
    expect(setCookie).toMatch(/^sauti_session=[\w.-]{40,}; /);
    const attributes = cookieAttributes(setCookie ?? '');
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=lax');
    expect(attributes).toContain('path=/');
    const cookie = setCookie?.split(';')[0] ?? '';
    const again = await fetch(`${api.url}/api/expenses/today`, { headers: { cookie } });
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it('keeps one user across requests and transports with the same cookie', async () => {
    const user = api.newUser();
    const id = await user.userId();
    expect(user.cookie).toMatch(/^sauti_session=/);
    expect(await user.userId()).toBe(id);
    await user.rest('POST', '/api/expenses', lunch());
    expect(await user.userId()).toBe(id);
    const other = api.newUser();
    expect(await other.userId()).not.toBe(id);
  });

  it.each(['sauti_session=garbage', 'sauti_session=', `sauti_session=${'x'.repeat(500)}`, 'other=1'])(
    'gives a request with the cookie %s a new user',
    async (cookie) => {
      const known = api.newUser();
      const knownId = await known.userId();
      const forged = api.newUser({ cookie });
      const forgedId = await forged.userId();
      expect(forgedId).not.toBe(knownId);
      expect(forged.cookie).not.toBe(cookie);
      expect(await forged.userId()).toBe(forgedId);
      expect((await forged.rest('GET', '/api/expenses/today')).body).toEqual([]);
    },
  );
});

describe.each(databaseBackends())('a session across a server restart on $name', (backend) => {
  it('names the same user on a new server over the same database', async () => {
    const db: Driver = await backend.open();
    try {
      const before = await startTestServer({ db });
      const user = newUser(before.url);
      const id = await user.userId();
      const recorded = await user.rest('POST', '/api/expenses', lunch());
      expect(recorded.status).toBe(201);
      await before.close();

      const after = await startTestServer({ db });
      try {
        const again = newUser(after.url, { cookie: user.cookie });
        expect(await again.userId()).toBe(id);
        expect(again.cookie).toBe(user.cookie);
        expect((await again.rest('GET', '/api/expenses/today')).body).toEqual([recorded.body]);
      } finally {
        await after.close();
      }
    } finally {
      await db.close();
    }
  });
});
