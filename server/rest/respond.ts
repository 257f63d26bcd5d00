// JSON in and out for the REST shims, and the one place an application error becomes a status:
// 400 validation, 403 forbidden, 404 not found, 409 conflict, 413 too large, 429 rate limited,
// 503 unavailable (stored, not yet readable: ask again).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError, RateLimitError, refusalFields, ValidationError } from '../../domain/errors.ts';
import { findTextProblem } from '../../domain/text.ts';

const MAX_BODY_BYTES = 64 * 1024;
/** How much of a refused body is read and dropped to keep its connection alive. */
const DRAIN_LIMIT_BYTES = 1024 * 1024;

const STATUS: Record<AppError['code'], number> = {
  VALIDATION: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  TOO_LARGE: 413,
  UNAVAILABLE: 503,
};

export function sendJson(res: ServerResponse, status: number, body?: unknown) {
  // Answered already (503 at the request's deadline, server/deadline.ts): the late answer is dropped.
  if (res.writableEnded) return;
  if (body === undefined) {
    res.writeHead(status).end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/**
 * Streams a download, waiting on the client between chunks (backpressure); a failure midway cuts the
 * connection. `whenDone` runs however it ends, even when the response was answered before it began.
 */
export async function sendFile(
  res: ServerResponse,
  status: number,
  file: { name: string; contentType: string; chunks: AsyncIterable<string>; whenDone?: () => Promise<void> },
) {
  try {
    if (res.writableEnded) return;
    res.writeHead(status, {
      'content-type': file.contentType,
      'content-disposition': `attachment; filename="${file.name}"`,
      'cache-control': 'no-store',
    });
    await pipeline(Readable.from(file.chunks), res);
  } finally {
    await file.whenDone?.();
  }
}

/** Answers an application error with its status; anything else is not ours to explain. */
export function sendError(res: ServerResponse, error: unknown): boolean {
  if (error instanceof PayloadTooLargeError) {
    if (error.close) res.setHeader('connection', 'close');
    sendJson(res, 413, { error: 'payload_too_large', message: error.message, field: 'body' });
    return true;
  }
  if (!(error instanceof AppError)) return false;
  if (error instanceof RateLimitError && error.retryAfterSeconds !== undefined) res.setHeader('retry-after', String(error.retryAfterSeconds));
  sendJson(res, STATUS[error.code], {
    error: error.code.toLowerCase(),
    message: error.message,
    ...(error.field ? { field: error.field } : {}),
    ...refusalFields(error),
  });
  return true;
}

/** A body past the cap: 413. `close` when the rest is too large to read and drop on a kept-alive connection. */
class PayloadTooLargeError extends Error {
  readonly close: boolean;

  constructor(close: boolean, limit = MAX_BODY_BYTES) {
    super(`Request body is larger than ${limit / 1024} KiB`);
    this.close = close;
  }
}

/**
 * The request body, at most `limit` bytes. A larger one is refused without keeping it: the rest is
 * read and dropped (up to DRAIN_LIMIT_BYTES) so the next request on the connection still parses.
 */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) {
    drop(req, 0);
    return Promise.reject(new PayloadTooLargeError(declared > DRAIN_LIMIT_BYTES, limit));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      req.off('data', onData).off('end', onEnd);
      drop(req, size);
      reject(new PayloadTooLargeError(false, limit));
    };
    const onEnd = () => resolve(Buffer.concat(chunks));
    req.on('data', onData).once('end', onEnd).once('error', reject);
  });
}

/** Reads and forgets the rest of a refused body; one that goes on past the drain limit costs its connection. */
function drop(req: IncomingMessage, seen: number) {
  let size = seen;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > DRAIN_LIMIT_BYTES) req.socket.destroy();
  });
  req.resume();
}

/** The request body as a JSON object; anything else (by content type or by content) is a validation error. */
export async function readJson(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<unknown> {
  const type = req.headers['content-type'] ?? '';
  if (!/^application\/json\b/i.test(type)) throw new ValidationError('Request body must be JSON (Content-Type: application/json)', 'body');
  const text = (await readBody(req, limit)).toString('utf8');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ValidationError('Request body is not valid JSON', 'body');
  }
  // Every body the API takes is an object; `[]` or `null` would otherwise surface as a schema error with no field.
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ValidationError('Request body must be a JSON object', 'body');
  }
  assertStorableText(body);
  return body;
}

/** A body that may be left out (a POST that names nothing): none is `{}`, one given is read as readJson reads it. */
export async function readOptionalJson(req: IncomingMessage): Promise<unknown> {
  const empty = req.headers['content-length'] === '0' || (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined);
  return empty ? {} : readJson(req);
}

/** Any text the database cannot hold (NUL, broken Unicode), anywhere in an input, is a 400 naming where. */
export function assertStorableText(input: unknown, path = '') {
  const problem = findTextProblem(input, path);
  if (problem) throw new ValidationError(problem.message, problem.field);
}

/** The query string as an input object: each parameter's first value; an empty one counts as absent. */
export function readQuery(req: IncomingMessage): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of new URL(req.url ?? '/', 'http://local').searchParams) {
    if (value !== '' && !(key in query)) query[key] = value;
  }
  assertStorableText(query);
  return query;
}
