import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { createStaticHandler, inlineScriptHashes } from './static.ts';

type Reply = { status: number; headers: IncomingHttpHeaders; body: Buffer };

const INDEX = '<!doctype html><html lang="en"><title>Sauti</title><div id="root"></div></html>';
const APP_JS = 'console.info("sauti");'.repeat(100);
let parent = '';
let dist = '';
let server: Server;
let port = 0;

async function put(rel: string, body: string | Buffer, compressed = false) {
  const path = join(dist, rel);
  await writeFile(path, body);
  if (compressed) {
    await writeFile(`${path}.br`, brotliCompressSync(body));
    await writeFile(`${path}.gz`, gzipSync(body));
  }
}

/**
 * Raw node:http so nothing normalises the path or decodes the body for us (fetch would). Each request
 * gets a connection of its own: reusing a kept-alive socket races the server closing it ("socket hang up").
 */
type SendOptions = { method?: string; headers?: Record<string, string>; port?: number };

function send(path: string, options: SendOptions = {}): Promise<Reply> {
  return new Promise((done, fail) => {
    const target = { port: options.port ?? port, path, method: options.method ?? 'GET', headers: options.headers, agent: false };
    const req = request(target, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', fail);
    req.end();
  });
}

async function listen(dir: string): Promise<{ server: Server; port: number }> {
  const handler = createStaticHandler(dir);
  const created = createServer((req, res) => void handler(req, res));
  await new Promise<void>((ready) => created.listen(0, '127.0.0.1', ready));
  const address: AddressInfo | string | null = created.address();
  return { server: created, port: typeof address === 'object' && address !== null ? address.port : 0 };
}

beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'sauti-static-'));
  dist = join(parent, 'dist');
  await mkdir(join(dist, 'assets'), { recursive: true });
  await writeFile(join(parent, 'secret.txt'), 'top secret');
  await put('index.html', INDEX, true);
  await put('assets/index-abc123.js', APP_JS, true);
  await put('assets/index-abc123.css', 'body{color:#111}');
  await put('assets/font-abc123.woff2', Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  await put('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await put('icon.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  await put('favicon.ico', Buffer.from([0, 0, 1, 0]));
  await put('data.json', '{"ok":true}');
  await put('manifest.webmanifest', '{"name":"Sauti"}');
  await put('robots.txt', 'User-agent: *');
  await put('.env', 'SECRET=1');
  ({ server, port } = await listen(dist));
});

afterAll(async () => {
  await new Promise((closed) => server.close(closed));
  await rm(parent, { recursive: true, force: true });
});

describe('createStaticHandler', () => {
  it('answers 405 with Allow for methods other than GET and HEAD', async () => {
    const reply = await send('/', { method: 'POST' });
    expect(reply.status).toBe(405);
    expect(reply.headers.allow).toBe('GET, HEAD');
  });

  it('maps an absolute-form request target to its path and refuses a garbage one', async () => {
    expect((await send(`http://127.0.0.1:${port}/favicon.svg`)).headers['content-type']).toBe('image/svg+xml');
    expect((await send('garbage')).status).toBe(400);
  });

  const malformed = ['/%00', '/assets/x%00.js', '/%E0%A4%A', '/..%2Fsecret.txt', '/../secret.txt', '/assets/..%2F..%2Fx'];
  it.each(malformed)(
    'refuses the malformed or escaping path %s with 400',
    async (path) => {
      const reply = await send(path);
      expect(reply.status).toBe(400);
      expect(reply.body.toString()).not.toContain('top secret');
    },
  );

  it.each([
    ['/assets/index-abc123.js', 'text/javascript; charset=utf-8'],
    ['/assets/index-abc123.css', 'text/css; charset=utf-8'],
    ['/assets/font-abc123.woff2', 'font/woff2'],
    ['/favicon.svg', 'image/svg+xml'],
    ['/icon.png', 'image/png'],
    ['/favicon.ico', 'image/x-icon'],
    ['/data.json', 'application/json'],
    ['/manifest.webmanifest', 'application/manifest+json'],
    ['/robots.txt', 'text/plain; charset=utf-8'],
    ['/index.html', 'text/html; charset=utf-8'],
  ])('serves %s as %s with its length', async (path, type) => {
    const reply = await send(path);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe(type);
    expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
  });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    ['', undefined],
  ])('negotiates Accept-Encoding "%s" to %s from the precompressed siblings', async (accept, encoding) => {
    const reply = await send('/assets/index-abc123.js', { headers: { 'accept-encoding': accept } });
    expect(reply.headers['content-encoding']).toBe(encoding);
    expect(reply.headers.vary).toBe('Accept-Encoding');
    const decode = { br: brotliDecompressSync, gzip: gunzipSync }[encoding ?? ''] ?? ((body: Buffer) => body);
    expect(decode(reply.body).toString()).toBe(APP_JS);
    expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
  });

  it('caches hashed assets for a year and everything else with revalidation', async () => {
    const asset = await send('/assets/index-abc123.css');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.vary).toBeUndefined();
    for (const path of ['/', '/index.html', '/favicon.svg']) {
      const reply = await send(path);
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(reply.headers.etag).toMatch(/^".+"$/);
    }
  });

  it('answers 304 when If-None-Match holds the current ETag (weak or in a list)', async () => {
    for (const path of ['/', '/favicon.svg']) {
      const { headers } = await send(path, { headers: { 'accept-encoding': 'br' } });
      const etag = headers.etag ?? '';
      for (const match of [etag, `W/${etag}`, `"other", ${etag}`]) {
        const reply = await send(path, { headers: { 'accept-encoding': 'br', 'if-none-match': match } });
        expect(reply.status).toBe(304);
        expect(reply.body.length).toBe(0);
      }
      const stale = await send(path, { headers: { 'if-none-match': '"stale"' } });
      expect(stale.status).toBe(200);
    }
  });

  it('gives each encoding of a file its own ETag', async () => {
    const br = await send('/', { headers: { 'accept-encoding': 'br' } });
    const plain = await send('/');
    expect(br.headers.etag).not.toBe(plain.headers.etag);
  });

  it.each(['/assets/nope.js', '/assets/', '/assets', '/missing.png', '/deep/path/logo.svg'])(
    'answers a real 404 for the missing file %s',
    async (path) => {
      const reply = await send(path);
      expect(reply.status).toBe(404);
      expect(reply.body.toString()).toBe('Not found');
      expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
    },
  );

  it.each(['/.env', '/index.html.br', '/assets/index-abc123.js.gz'])('never serves %s directly', async (path) => {
    expect((await send(path)).status).toBe(404);
  });

  it.each(['/', '/savings', '/no/such/page', '/settings?tab=voice'])(
    'serves index.html with 200 for the app route %s',
    async (path) => {
      const reply = await send(path);
      expect(reply.status).toBe(200);
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(reply.body.toString()).toBe(INDEX);
    },
  );

  it('answers HEAD with the headers of GET and no body', async () => {
    const reply = await send('/assets/index-abc123.js', { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(reply.status).toBe(200);
    expect(Number(reply.headers['content-length'])).toBe(brotliCompressSync(APP_JS).length);
    expect(reply.body.length).toBe(0);
    expect((await send('/assets/nope.js', { method: 'HEAD' })).body.length).toBe(0);
  });

  it('reads index.html once and keeps serving that copy', async () => {
    await send('/');
    await writeFile(join(dist, 'index.html'), '<!doctype html><p>changed</p>');
    expect((await send('/family')).body.toString()).toBe(INDEX);
    await writeFile(join(dist, 'index.html'), INDEX);
  });

  it('answers 503 until the app is built, then serves it', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'sauti-static-empty-'));
    const other = await listen(empty);
    try {
      expect((await send('/', { port: other.port })).status).toBe(503);
      await writeFile(join(empty, 'index.html'), INDEX);
      expect((await send('/', { port: other.port })).body.toString()).toBe(INDEX);
    } finally {
      await new Promise((closed) => other.server.close(closed));
      await rm(empty, { recursive: true, force: true });
    }
  });

  it('lets index.html run its own inline script by its hash, and no other inline script anywhere', async () => {
    const script = "document.body.dataset.shell='1';";
    const page = `<!doctype html><div id="root"></div><script>${script}</script>`;
    const hash = `sha256-${createHash('sha256').update(script).digest('base64')}`;
    expect(inlineScriptHashes(page)).toEqual([hash]);
    const built = await mkdtemp(join(tmpdir(), 'sauti-static-inline-'));
    const other = await listen(built);
    try {
      await writeFile(join(built, 'index.html'), page);
      for (const path of ['/', '/settings']) {
        const policy = String((await send(path, { port: other.port })).headers['content-security-policy']);
        expect(policy).toContain(`script-src 'self' '${hash}';`);
      }
      const missing = String((await send('/assets/none.js', { port: other.port })).headers['content-security-policy']);
      expect(missing).toContain("script-src 'self';");
      expect(String((await send('/')).headers['content-security-policy'])).toContain("script-src 'self';");
    } finally {
      await new Promise((closed) => other.server.close(closed));
      await rm(built, { recursive: true, force: true });
    }
  });
});
