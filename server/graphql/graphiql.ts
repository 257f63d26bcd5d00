// GraphiQL, when the setting allows it: one page of about 9 MB (its whole bundle inline, so it
// works offline), compressed once off the event loop and then served from memory. Its renderer is
// loaded with the first page asked for: held as source, it is some 30 MB of a server's heap.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// Its bundle is inline and starts web workers from blobs; it may talk only to this server.
const CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' blob:",
  "worker-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

interface Page {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

async function buildPage(): Promise<Page> {
  const { renderGraphiQL } = await import('@graphql-yoga/render-graphiql');
  const identity = Buffer.from(renderGraphiQL({ title: 'Sauti GraphiQL' }));
  const [br, gzipped] = await Promise.all([
    promisify(brotliCompress)(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    promisify(gzip)(identity),
  ]);
  return { identity, br, gzip: gzipped, etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"` };
}

let page: Promise<Page> | undefined;

/** Whether this request asks for the GraphiQL page rather than a GraphQL answer. */
export const wantsGraphiQL = (req: IncomingMessage) => req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');

export async function sendGraphiQL(req: IncomingMessage, res: ServerResponse) {
  page ??= buildPage();
  const { identity, br, gzip: gzipped, etag } = await page;
  const accepted = (req.headers['accept-encoding'] ?? '').toLowerCase();
  const [encoding, body] = accepted.includes('br') ? ['br', br] : accepted.includes('gzip') ? ['gzip', gzipped] : [undefined, identity];
  res.setHeader('content-security-policy', CSP);
  res.setHeader('vary', 'Accept-Encoding');
  res.setHeader('etag', etag);
  res.setHeader('cache-control', 'no-cache');
  if (req.headers['if-none-match'] === etag) return void res.writeHead(304).end();
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': body.length,
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  res.end(body);
}
