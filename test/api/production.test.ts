// Issue 14, finding 8: in production the schema is not mapped for strangers (no introspection, no
// "Did you mean"), GraphiQL is off unless GRAPHIQL=1, and when on it is sent compressed.
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../support/server.ts';
import { newUser } from './client.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** A server started under these environment settings; they are read once, at start. */
async function serverWith(env: Record<string, string | undefined>): Promise<Server> {
  const previous = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
  apply(env);
  try {
    return await startTestServer();
  } finally {
    apply(previous);
  }
}

const graphiql = (server: Server, encoding = 'br, gzip') =>
  fetch(`${server.url}/graphql`, { headers: { accept: 'text/html', 'accept-encoding': encoding } });

describe('in production', () => {
  let server: Server;
  afterAll(() => server.close());

  it('refuses introspection and gives no suggestions', async () => {
    server = await serverWith({ NODE_ENV: 'production', GRAPHIQL: undefined });
    const user = newUser(server.url);
    const schema = await user.gql('{ __schema { types { name } } }');
    expect(schema.data ?? undefined).toBeUndefined();
    expect(schema.errors?.[0]).toMatchObject({
      message: 'GraphQL introspection has been disabled, but the requested query contained the field "__schema".',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    const typo = await user.gql('{ mee { id } }');
    expect(typo.errors?.map((error) => error.message)).toEqual(['Cannot query field "mee" on type "Query".']);
    expect((await user.data('{ me { id } }')).me).toBeDefined();
  });

  it('does not serve GraphiQL', async () => {
    const page = await graphiql(server);
    expect(page.headers.get('content-type') ?? '').not.toContain('text/html');
    expect(await page.text()).not.toContain('GraphiQL');
  });
});

describe('GraphiQL when on', () => {
  const servers: Server[] = [];
  afterAll(() => Promise.all(servers.map((server) => server.close())));

  it('is on in production with GRAPHIQL=1, sent compressed, and revalidated by its ETag', async () => {
    const server = await serverWith({ NODE_ENV: 'production', GRAPHIQL: '1' });
    servers.push(server);
    const brotli = await graphiql(server);
    expect(brotli.headers.get('content-encoding')).toBe('br');
    const size = Number(brotli.headers.get('content-length'));
    expect(size).toBeGreaterThan(0);
    expect(size).toBeLessThan(3_000_000); // the page itself is about 9 MB
    expect(await brotli.text()).toContain('Sauti GraphiQL'); // fetch decodes it
    expect((await graphiql(server, 'gzip')).headers.get('content-encoding')).toBe('gzip');
    const again = await fetch(`${server.url}/graphql`, { headers: { accept: 'text/html', 'if-none-match': brotli.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it('suggests and answers introspection outside production', async () => {
    const server = await serverWith({ NODE_ENV: 'test', GRAPHIQL: undefined });
    servers.push(server);
    const user = newUser(server.url);
    expect((await user.gql('{ mee { id } }')).errors?.[0]?.message).toContain('Did you mean "me"?');
    expect((await user.data('{ __schema { queryType { name } } }')).__schema).toEqual({ queryType: { name: 'Query' } });
    expect((await graphiql(server)).status).toBe(200);
  });
});
