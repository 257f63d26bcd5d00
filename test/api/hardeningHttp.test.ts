// Issue 14 at the HTTP door: writes only from this site and GraphQL only as JSON (login CSRF,
// finding 4), text that cannot be stored refused naming the field (finding 6), and the headers,
// 413 and kept-alive connection of finding 8.
import { request as httpRequest, Agent } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { databaseBackends } from '../support/backends.ts';
import { logLines } from '../support/server.ts';
import { eventCount, lunch, serveApi } from './client.ts';

const ME = JSON.stringify({ query: '{ me { id } }' });
const RECORD = 'mutation($input: RecordExpenseInput!) { recordExpense(input: $input) { id description } }';

interface Answer {
  status: number;
  body: string;
  reusedSocket: boolean;
}

/** One request on the given agent, so that two requests can be made to share one connection. */
function send(agent: Agent, url: string, method: string, path: string, body = '', headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(`${url}${path}`, { agent, method, headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), reusedSocket: req.reusedSocket }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe.each(databaseBackends())('the HTTP door on $name', (backend) => {
  const api = serveApi(backend);
  const users = () => api.db.query<{ count: number }>('select count(*)::int as count from sessions');

  it('answers a body over 64 KiB (GraphQL: 512 KiB, as it carries imports) with 413 and keeps the connection for the next request', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    for (const [path, kib] of [['/api/expenses', 64], ['/graphql', 512]] as const) {
      const big = JSON.stringify(lunch({ description: 'x'.repeat((kib + 6) * 1024) }));
      const refused = await send(agent, api.url, 'POST', path, big);
      expect({ status: refused.status, body: JSON.parse(refused.body) }).toEqual({
        status: 413,
        body: { error: 'payload_too_large', message: `Request body is larger than ${kib} KiB`, field: 'body' },
      });
      const next = await send(agent, api.url, 'GET', '/api/health');
      expect({ status: next.status, reusedSocket: next.reusedSocket }).toEqual({ status: 200, reusedSocket: true });
    }
    agent.destroy();
  });

  it.each([
    { name: 'a form', contentType: 'application/x-www-form-urlencoded', body: `query=${encodeURIComponent('mutation { logout }')}` },
    { name: 'multipart', contentType: 'multipart/form-data; boundary=x', body: '--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{}\r\n--x--' },
    { name: 'text/plain', contentType: 'text/plain', body: ME },
  ])('refuses GraphQL sent as $name (no preflight) with 415, and starts no session', async ({ contentType, body }) => {
    const before = await users();
    const answer = await api.newUser().raw('POST', '/graphql', { body, contentType });
    expect(answer.status).toBe(415);
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(await users()).toEqual(before);
  });

  it('refuses writes from another site before any session is made, on both transports', async () => {
    const before = await users();
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      for (const [path, body] of [['/graphql', ME], ['/api/expenses', JSON.stringify(lunch())]] as const) {
        const answer = await api.newUser().raw('POST', path, { body, contentType: 'application/json', headers });
        expect({ path, headers, status: answer.status, cookie: answer.headers.get('set-cookie') }).toEqual({ path, headers, status: 403, cookie: null });
      }
    }
    expect(await users()).toEqual(before);
  });

  it('takes writes from this site, and answers no other origin with CORS', async () => {
    const user = api.newUser();
    const same = await user.raw('POST', '/api/expenses', { body: JSON.stringify(lunch()), contentType: 'application/json', headers: { origin: api.url } });
    expect(same.status).toBe(201);
    const asked = await fetch(`${api.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    const read = await user.raw('GET', '/graphql?query=%7Bme%7Bid%7D%7D', { body: '', headers: { origin: 'https://evil.example' } });
    for (const answer of [asked, read]) {
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it('refuses NUL and broken Unicode in any text with 400 naming the field, on both transports', async () => {
    const user = api.newUser();
    const userId = await user.userId();
    const before = await eventCount(api.db, userId);
    const rest = async (body: string, path = '/api/expenses', method = 'POST') => (await user.raw(method, path, { body, contentType: 'application/json' })).body;
    expect(await rest(JSON.stringify(lunch({ description: 'chai\u0000' })))).toEqual({
      error: 'validation', message: 'description must not contain NUL characters', field: 'description',
    });
    // JSON escapes decode to a lone surrogate, which JSON.stringify would never send.
    expect(await rest(JSON.stringify(lunch({ description: 'chai' })).replace('chai', 'chai\\ud800'))).toEqual({
      error: 'validation', message: 'description must not contain unpaired surrogates (broken Unicode)', field: 'description',
    });
    expect(await rest(JSON.stringify(lunch({ originalText: 'a\u0000' })))).toMatchObject({ field: 'originalText' });
    expect(await rest(JSON.stringify({ ...lunch(), ['x\u0000']: 1 }))).toMatchObject({ error: 'validation', field: 'x\u0000' });
    for (const method of ['PATCH', 'DELETE']) {
      expect(await rest(JSON.stringify({ amount: '1' }), '/api/expenses/%00', method)).toEqual({
        error: 'validation', message: 'id must not contain NUL characters', field: 'id',
      });
    }
    const variables = await user.gql(RECORD, { input: lunch({ description: 'chai\u0000' }) });
    expect({ status: variables.status, errors: variables.errors }).toEqual({
      status: 400,
      errors: [{ message: 'input.description must not contain NUL characters', extensions: { code: 'BAD_USER_INPUT', field: 'input.description' } }],
    });
    const literal = await user.gql('mutation { recordExpense(input: { description: "chai\\u0000", amount: "1", currency: "KES" }) { id } }');
    expect({ status: literal.status, errors: literal.errors?.map((error) => error.extensions) }).toEqual({
      status: 400, errors: [{ code: 'BAD_USER_INPUT', field: 'description' }],
    });
    const history = await user.gql('query($id: ID!) { history(id: $id) { type } }', { id: '\u0000' });
    expect({ status: history.status, field: history.errors?.[0]?.extensions?.field }).toEqual({ status: 400, field: 'id' });
    expect(await eventCount(api.db, userId)).toBe(before);
  });

  it('stores descriptions without direction overrides or invisible characters', async () => {
    const user = api.newUser();
    const answer = await user.rest('POST', '/api/expenses', lunch({ description: '\u200Binvoice\u202Efdp.exe\uFEFF' }));
    expect(answer.body).toMatchObject({ description: 'invoicefdp.exe' });
    const viaGraphql = await user.data(RECORD, { input: lunch({ description: 'mat\u2066atu\u2069\u200D' }) });
    expect(viaGraphql.recordExpense).toMatchObject({ description: 'matatu' });
  });

  it('sends the security headers: CSP with frame-ancestors, Permissions-Policy, HSTS only over TLS', async () => {
    const page = await fetch(`${api.url}/`, { headers: { accept: 'text/html' } });
    const apiAnswer = await fetch(`${api.url}/api/health`);
    for (const answer of [page, apiAnswer]) {
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(answer.headers.get('permissions-policy')).toContain('microphone=(self)');
      expect(answer.headers.get('strict-transport-security')).toBeNull();
    }
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(apiAnswer.headers.get('content-security-policy')).toContain("default-src 'none'");
    const behindTls = await fetch(`${api.url}/api/health`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(behindTls.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

describe.each(databaseBackends())('logs of refused input on $name', (backend) => {
  const api = serveApi(backend);

  it('logs a refused GraphQL input at info, without a stack', async () => {
    const reason = `description must be at most 200 characters`;
    const from = logLines.length;
    const answer = await api.newUser().error(RECORD, { input: lunch({ description: 'x'.repeat(201) }) });
    expect(answer).toMatchObject({ message: reason, code: 'BAD_USER_INPUT' });
    const mentions = () => logLines.slice(from).filter((line) => line.includes(reason));
    await vi.waitFor(() => expect(mentions()).not.toEqual([]));
    const lines = mentions().map((line) => JSON.parse(line));
    expect(lines).toEqual([expect.objectContaining({ level: 30, msg: 'graphql request refused', code: 'VALIDATION', field: 'description' })]);
    expect(lines[0]).not.toHaveProperty('err');
  });
});
