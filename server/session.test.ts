import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { databaseBackends, useDatabase } from '../test/support/backends.ts';
import type { App } from './context.ts';
import { hashToken } from './identity/sessionTokens.ts';
import { createLogger } from './logger.ts';
import { resolveCaller } from './session.ts';

describe.each(databaseBackends())('a request session on $name', (backend) => {
  const database = useDatabase(backend);

  // Getters on an object made for every request gave each one a hidden class of its own, which held
  // the request's closures: every request's objects then outlived two collections and were promoted
  // (bench:api, issue 36). What the session answers is kept in plain fields, set again when it changes.
  it('answers persisted and key from plain fields, not getters', async () => {
    const cookies: string[] = [];
    const req = { headers: {}, socket: { remoteAddress: '127.0.0.1' } } as IncomingMessage;
    const res = { setHeader: (_name: string, value: string) => cookies.push(value) } as unknown as ServerResponse;
    const caller = await resolveCaller({ db: database.db } as App, req, res, { requestId: 'session-test', logger: createLogger({ level: 'silent' }) });
    for (const name of ['persisted', 'key', 'clientAddress']) {
      expect(Object.getOwnPropertyDescriptor(caller.session, name)).toEqual(expect.objectContaining({ value: expect.anything() }));
    }
    const token = cookies[0]?.split(';')[0]?.split('=')[1] ?? '';
    expect(caller.session).toMatchObject({ persisted: false, key: hashToken(token), clientAddress: '127.0.0.1' });
  });
});
