// Every request is traceable: it answers an x-request-id (the caller's own when well formed)
// and leaves one structured "request" log line carrying that id.
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { databaseBackends } from '../support/backends.ts';
import { logLines } from '../support/server.ts';
import { lunch, serveApi } from './client.ts';

const RequestLine = z.object({
  msg: z.literal('request'),
  requestId: z.string(),
  method: z.string(),
  path: z.string(),
  status: z.number(),
  ms: z.number(),
});

/** The request lines logged for this id; the line is written when the response finishes. */
async function requestLines(requestId: string) {
  const parsed = () =>
    logLines
      .map((line) => RequestLine.safeParse(JSON.parse(line)))
      .flatMap((result) => (result.success && result.data.requestId === requestId ? [result.data] : []));
  // 'finish' fires once the response is handed to the socket, which may be after the client read it.
  await vi.waitFor(() => expect(parsed()).not.toEqual([]), { timeout: 2_000 });
  return parsed();
}

describe.each(databaseBackends())('request logs on $name', (backend) => {
  const api = serveApi(backend);

  it('answers an x-request-id and logs the request under it', async () => {
    const user = api.newUser();
    const answer = await user.rest('POST', '/api/expenses', lunch());
    const requestId = answer.headers.get('x-request-id') ?? '';
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await requestLines(requestId)).toEqual([
      { msg: 'request', requestId, method: 'POST', path: '/api/expenses', status: 201, ms: expect.any(Number) },
    ]);
  });

  it.each([
    { transport: 'REST', method: 'GET', path: '/api/expenses/today', body: '' },
    { transport: 'GraphQL', method: 'POST', path: '/graphql', body: JSON.stringify({ query: '{ me { id } }' }) },
  ])('echoes a well-formed x-request-id over $transport and logs under it', async ({ transport, method, path, body }) => {
    const requestId = `abc-123-${transport}-${backend.name}`;
    const answer = await api.newUser().raw(method, path, { body, contentType: 'application/json', headers: { 'x-request-id': requestId } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-request-id')).toBe(requestId);
    expect(await requestLines(requestId)).toMatchObject([{ requestId, method, path, status: 200 }]);
  });

  it('replaces an x-request-id that is not a plain token', async () => {
    const sent = 'abc 123!';
    const answer = await api.newUser().raw('GET', '/api/expenses/today', { body: '', headers: { 'x-request-id': sent } });
    const requestId = answer.headers.get('x-request-id') ?? '';
    expect(requestId).not.toBe(sent);
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await requestLines(requestId)).toHaveLength(1);
  });

  it('logs refused requests too, with their status', async () => {
    const requestId = `refused-${backend.name}`;
    const answer = await api.newUser().raw('POST', '/api/expenses', {
      body: '[]',
      contentType: 'application/json',
      headers: { 'x-request-id': requestId },
    });
    expect(answer.status).toBe(400);
    expect(await requestLines(requestId)).toMatchObject([{ requestId, method: 'POST', status: 400 }]);
  });
});
