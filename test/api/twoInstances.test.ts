// Two app instances against one Postgres, as the README's deployment section runs them: a
// session made on one works on the other, every write is read back on either, and the read
// models that both instances' runners keep (each projection in one process at a time) match a
// rebuild from the log.
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { auditProjection } from '../../projections/audit.ts';
import { PROJECTIONS } from '../../projections/all.ts';
import { INVITE_ALPHABET } from '../../domain/inviteCode.ts';
import { WRONG_CODES_ALLOWED } from '../../server/commands/familyJoinLimit.ts';
import { databaseBackends, useDatabase } from '../support/backends.ts';
import { openForDescribe } from '../support/fixture.ts';
import { startTestServer } from '../support/server.ts';
import { newUser } from './client.ts';

describe.each(databaseBackends())('two instances on one $name database', (backend) => {
  const fixture = useDatabase(backend, { concurrent: true });
  const instances = openForDescribe(
    async () => [await startTestServer({ db: fixture.db }), await startTestServer({ db: fixture.db })],
    async (started) => {
      for (const instance of started) await instance.close();
    },
    { when: backend.concurrent },
  );

  it('writes through both, reads each write on either, and replay agrees with the live read models', async () => {
    const [a, b] = instances();
    if (!a || !b) throw new Error('instances did not start');
    const users = Array.from({ length: 6 }, () => newUser(a.url));
    await Promise.all(
      users.map(async (user, index) => {
        for (let n = 0; n < 10; n += 1) {
          // Alternate instances with the same session cookie, as a load balancer would.
          const target = n % 2 === 0 ? user : newUser(b.url, { cookie: user.cookie });
          const answer = await target.rest('POST', '/api/expenses', {
            description: `Chakula ${index}.${n}`, amount: `${n + 1}.50`, currency: 'KES', language: 'sw',
          });
          expect(answer.status, JSON.stringify(answer.body)).toBe(201);
        }
      }),
    );
    for (const user of users) {
      const onB = newUser(b.url, { cookie: user.cookie });
      const today = await onB.rest('GET', '/api/expenses/today');
      expect(z.array(z.unknown()).parse(today.body)).toHaveLength(10);
    }
    for (const projection of PROJECTIONS) {
      const report = await auditProjection(fixture.db, projection);
      expect(report.differences, projection.name).toEqual([]);
    }
  });

  it('gives a guesser of invite codes no more wrong tries across both instances than on one', async () => {
    const [a, b] = instances();
    if (!a || !b) throw new Error('instances did not start');
    const owner = newUser(a.url);
    const { inviteCode } = z.object({ inviteCode: z.string() }).parse((await owner.rest('POST', '/api/family-groups', { name: 'Nyumbani' })).body);
    const guesser = newUser(a.url);
    await guesser.rest('POST', '/api/family-groups', { name: 'Mine' }); // a write gives the guesser a lasting session
    const on = (index: number) => newUser((index % 2 === 0 ? a : b).url, { cookie: guesser.cookie });
    for (let attempt = 0; attempt < WRONG_CODES_ALLOWED.user; attempt += 1) {
      const wrong = `ZZZZZZZ${INVITE_ALPHABET.charAt(attempt)}${INVITE_ALPHABET.charAt(attempt)}`;
      expect((await on(attempt).rest('POST', '/api/family-groups/join', { inviteCode: wrong })).status).toBe(404);
    }
    for (const instance of [0, 1]) {
      expect(await on(instance).rest('POST', '/api/family-groups/join', { inviteCode })).toMatchObject({ status: 429, body: { field: 'inviteCode' } });
    }
  });
});
