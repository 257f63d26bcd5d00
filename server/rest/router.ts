// A small table-driven router for the REST shims: each route is a method, a path pattern with
// :params and a handler; a known path with another method answers 405, anything else 404.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { App, Caller } from '../context.ts';
import { sendJson } from './respond.ts';

interface RouteRequest {
  app: App;
  caller: Caller;
  req: IncomingMessage;
  params: Record<string, string>;
}

/** A download written as it is read (a long CSV is never held whole). */
interface FileBody {
  name: string;
  contentType: string;
  chunks: AsyncIterable<string>;
  /** Called once the download has ended, however it ended (sent, failed, cut off, never begun). */
  whenDone?: () => Promise<void>;
}

interface RouteResult {
  status: number;
  body?: unknown;
  file?: FileBody;
}

export interface Route {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  handle(request: RouteRequest): Promise<RouteResult>;
}

/** A path segment decoded, or null when its percent-encoding is broken (no route matches it). */
function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function matches(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of want.entries()) {
    const actual = got[index] ?? '';
    if (segment.startsWith(':')) {
      const value = decodeSegment(actual);
      if (!value) return null;
      params[segment.slice(1)] = value;
    } else if (segment !== actual) {
      return null;
    }
  }
  return params;
}

export function createRouter(routes: readonly Route[]) {
  /** The route for this request, or an answer (404/405) when there is none. */
  return function route(method: string, path: string, res: ServerResponse) {
    // A literal segment wins over a :param (so /api/expenses/today is not an expense id).
    const candidates = routes
      .map((entry) => ({ entry, params: matches(entry.path, path) }))
      .filter((candidate) => candidate.params !== null)
      .sort((a, b) => Object.keys(a.params ?? {}).length - Object.keys(b.params ?? {}).length);
    const found = candidates.find((candidate) => candidate.entry.method === method);
    if (found?.params) return { route: found.entry, params: found.params };
    if (candidates.length > 0) {
      res.setHeader('allow', [...new Set(candidates.map((candidate) => candidate.entry.method))].join(', '));
      sendJson(res, 405, { error: 'method_not_allowed', message: `${method} is not allowed on ${path}` });
    } else {
      sendJson(res, 404, { error: 'not_found', message: `No API at ${path}` });
    }
    return null;
  };
}
