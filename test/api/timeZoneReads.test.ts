// Issue 14, finding 8: a device's x-time-zone shapes what a read shows but is stored only with a
// write, so a plain read never appends an event.
import { describe, expect, it } from 'vitest';
import { databaseBackends } from '../support/backends.ts';
import { TIME_ZONE, eventCount, lunch, serveApi } from './client.ts';

const TRAVEL = TIME_ZONE === 'Asia/Kolkata' ? 'America/Lima' : 'Asia/Kolkata';

describe.each(databaseBackends())('time zones on reads on $name', (backend) => {
  const api = serveApi(backend);

  it('a read with another zone appends nothing; the next write stores the zone', async () => {
    const user = api.newUser();
    expect((await user.rest('POST', '/api/expenses', lunch())).status).toBe(201);
    const userId = await user.userId();
    const before = await eventCount(api.db, userId);
    const traveling = { 'x-time-zone': TRAVEL };
    const me = (headers: Record<string, string>) =>
      user.raw('POST', '/graphql', { body: JSON.stringify({ query: '{ me { timeZone } todayExpenses { id } }' }), contentType: 'application/json', headers });

    expect((await user.raw('GET', '/api/expenses/today', { body: '', headers: traveling })).status).toBe(200);
    expect((await me(traveling)).body).toMatchObject({ data: { me: { timeZone: TIME_ZONE } } });
    expect(await eventCount(api.db, userId)).toBe(before);

    const write = await user.raw('POST', '/api/expenses', { body: JSON.stringify(lunch()), contentType: 'application/json', headers: traveling });
    expect(write.status).toBe(201);
    expect(await eventCount(api.db, userId)).toBe(before + 2); // the zone, then the expense
    // Without a usable header, the stored zone answers.
    expect((await me({ 'x-time-zone': 'not a zone' })).body).toMatchObject({ data: { me: { timeZone: TRAVEL } } });
  });
});
