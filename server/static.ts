// Serves the built web app from dist/: precompressed .br/.gz siblings, immutable caching for hashed
// assets, ETag revalidation for the rest, index.html for app routes. /api and /graphql never reach it.
import { createHash } from 'node:crypto';
import { open, readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';

type Encoding = 'br' | 'gzip';
type Variant = { path: string; size: number; etag: string; body?: Buffer };
type Entry = { type: string; cacheControl: string; identity: Variant; br?: Variant; gzip?: Variant; csp?: string };

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const IMMUTABLE = 'public, max-age=31536000, immutable';
// The built app runs only its own scripts and talks only to this server. Inline styles stay allowed
// (React 19 may hoist a <style> element); scripts, the part that matters, run inline only when
// index.html itself carries them, each allowed by its hash (the prerendered Welcome's one script).
const appCsp = (scriptHashes: readonly string[] = []) => [
  "default-src 'self'",
  ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "media-src 'self' blob:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');
const APP_CSP = appCsp();

/** The CSP sources (`sha256-…`) of a page's inline scripts, each exactly as it stands between its tags. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code = '']) => `sha256-${createHash('sha256').update(code).digest('base64')}`,
  );
}

/** The decoded path relative to distDir ('' for the root), or null when it is malformed or escapes. */
function relativePath(url: string): string | null {
  let decoded: string;
  try {
    // Origin-form ("/path?q") is the norm; absolute-form ("http://host/path") is legal for proxies.
    const raw = url.startsWith('/') ? (url.split(/[?#]/, 1)[0] ?? '/') : new URL(url).pathname;
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const segments = decoded.split('/').filter((segment) => segment !== '' && segment !== '.');
  if (decoded.includes('\0') || segments.includes('..')) return null;
  return segments.join('/');
}

const isInside = (root: string, path: string): boolean => path === root || path.startsWith(root + sep);

/** Per-encoding acceptability from Accept-Encoding, honouring q=0 and the * wildcard. */
function accepts(header: string | undefined, encoding: Encoding): boolean {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (name !== '') weights.set(name, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  return (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

async function fileSize(path: string): Promise<{ size: number; mtimeMs: number } | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

async function statVariant(path: string): Promise<Variant | null> {
  const info = await fileSize(path);
  if (info === null) return null;
  return { path, size: info.size, etag: `"${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}"` };
}

async function bufferVariant(path: string): Promise<Variant | null> {
  const body = await readFile(path).catch(() => null);
  if (body === null) return null;
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  return { path, size: body.length, etag, body };
}

/** Builds an entry from a file and whichever precompressed siblings exist beside it. */
async function loadEntry(path: string, cacheControl: string, inMemory: boolean): Promise<Entry | null> {
  const load = inMemory ? bufferVariant : statVariant;
  const [identity, br, gzip] = await Promise.all([load(path), load(`${path}.br`), load(`${path}.gz`)]);
  if (identity === null) return null;
  const type = CONTENT_TYPES[extname(path)] ?? 'application/octet-stream';
  return { type, cacheControl, identity, ...(br === null ? {} : { br }), ...(gzip === null ? {} : { gzip }) };
}

function sendText(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  text: string,
  extra?: OutgoingHttpHeaders,
) {
  const body = Buffer.from(text);
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...extra,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Sends one entry; false when its file vanished since it was cached (the caller answers 404). */
async function sendEntry(req: IncomingMessage, res: ServerResponse, entry: Entry): Promise<boolean> {
  const encoding = (['br', 'gzip'] as const).find((enc) => entry[enc] && accepts(req.headers['accept-encoding'], enc));
  const variant = (encoding && entry[encoding]) || entry.identity;
  const headers: OutgoingHttpHeaders = {
    'Cache-Control': entry.cacheControl,
    ETag: variant.etag,
    'X-Content-Type-Options': 'nosniff',
    ...(entry.br || entry.gzip ? { Vary: 'Accept-Encoding' } : {}),
    ...(entry.csp ? { 'Content-Security-Policy': entry.csp } : {}),
  };
  if (etagMatches(req.headers['if-none-match'], variant.etag)) {
    res.writeHead(304, headers).end();
    return true;
  }
  Object.assign(headers, { 'Content-Type': entry.type, 'Content-Length': variant.size });
  if (encoding) headers['Content-Encoding'] = encoding;
  if (variant.body !== undefined || req.method === 'HEAD') {
    res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : variant.body);
    return true;
  }
  const handle = await open(variant.path).catch(() => null);
  if (handle === null) return false;
  res.writeHead(200, headers);
  await pipeline(handle.createReadStream(), res);
  return true;
}

/**
 * Request handler for everything that is not /api/* or /graphql. dist/ is treated as immutable for
 * the server's lifetime: index.html is read once, other files' metadata is cached on first use.
 */
export function createStaticHandler(distDir: string): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const root = resolve(distDir);
  const entries = new Map<string, Entry>();
  let index: Promise<Entry | null> | null = null;

  const indexEntry = async (): Promise<Entry | null> => {
    index ??= loadEntry(join(root, 'index.html'), 'no-cache', true).then(
      (entry) => entry && { ...entry, csp: appCsp(inlineScriptHashes(entry.identity.body?.toString('utf8') ?? '')) },
    );
    const loaded = await index;
    if (loaded === null) index = null; // not built yet: look again next time
    return loaded;
  };

  const fileEntry = async (rel: string): Promise<Entry | null> => {
    if (rel === 'index.html') return indexEntry();
    const cached = entries.get(rel);
    if (cached !== undefined) return cached;
    const cacheControl = rel.startsWith('assets/') ? IMMUTABLE : 'no-cache';
    const entry = await loadEntry(join(root, rel), cacheControl, false);
    if (entry !== null) entries.set(rel, entry);
    return entry;
  };

  const serve = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendText(req, res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    }
    const rel = relativePath(req.url ?? '/');
    if (rel === null || !isInside(root, join(root, rel))) return sendText(req, res, 400, 'Bad request');
    const last = rel.split('/').pop() ?? '';
    // Hidden files and the precompressed siblings themselves are never served directly.
    const hidden = rel.split('/').some((segment) => segment.startsWith('.')) || /\.(br|gz)$/.test(last);
    const entry = rel === '' || hidden ? null : await fileEntry(rel);
    if (entry !== null && (await sendEntry(req, res, entry))) return;
    entries.delete(rel);
    const looksLikeFile = hidden || extname(last) !== '' || rel === 'assets' || rel.startsWith('assets/');
    if (looksLikeFile) return sendText(req, res, 404, 'Not found');
    const app = await indexEntry();
    if (app === null) return sendText(req, res, 503, 'The web app is not built: run npm run build');
    if (!(await sendEntry(req, res, app))) sendText(req, res, 503, 'index.html is unreadable');
  };

  return async (req, res) => {
    res.setHeader('Content-Security-Policy', APP_CSP);
    try {
      await serve(req, res);
    } catch {
      if (res.headersSent) res.destroy();
      else sendText(req, res, 500, 'Internal error');
    }
  };
}
