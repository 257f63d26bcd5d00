// JSON in and out for the REST shims, and the one place an application error becomes a status:
// 400 validation, 403 forbidden, 404 not found, 409 conflict, 429 rate limited.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError, ValidationError } from '../../domain/errors.ts';

const MAX_BODY_BYTES = 64 * 1024;

const STATUS: Record<AppError['code'], number> = {
  VALIDATION: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
};

export function sendJson(res: ServerResponse, status: number, body?: unknown) {
  if (body === undefined) {
    res.writeHead(status).end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/** Answers an application error with its status; anything else is not ours to explain. */
export function sendError(res: ServerResponse, error: unknown): boolean {
  if (!(error instanceof AppError)) return false;
  sendJson(res, STATUS[error.code], {
    error: error.code.toLowerCase(),
    message: error.message,
    ...(error.field ? { field: error.field } : {}),
  });
  return true;
}

/** The request body as a JSON object; anything else (by content type or by content) is a validation error. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const type = req.headers['content-type'] ?? '';
  if (!/^application\/json\b/i.test(type)) throw new ValidationError('Request body must be JSON (Content-Type: application/json)', 'body');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new ValidationError('Request body is larger than 64 KiB', 'body');
    chunks.push(buffer);
  }
  let body: unknown;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new ValidationError('Request body is not valid JSON', 'body');
  }
  // Every body the API takes is an object; `[]` or `null` would otherwise surface as a schema error with no field.
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ValidationError('Request body must be a JSON object', 'body');
  }
  return body;
}
