import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer } from '../support/server.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('serves GraphiQL from the server itself, with nothing loaded from another host', async () => {
  const response = await fetch(`${server.url}/graphql`, { headers: { accept: 'text/html' } });
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain('GraphiQL');
  const external = [...html.matchAll(/(?:src|href)=["'](https?:)?\/\/[^"']+/g)].map((match) => match[0]);
  expect(external).toEqual([]);
});
