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

/** A route with its pattern split once, not on every request. */
interface Compiled {
  route: Route;
  segments: readonly string[];
}

/** The :params of `got` (a path split at '/') if the pattern matches it, else null. */
function paramsOf(segments: readonly string[], got: readonly string[]): Record<string, string> | null {
  if (segments.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of segments.entries()) {
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

const paramCount = (segments: readonly string[]) => segments.filter((segment) => segment.startsWith(':')).length;

export function createRouter(routes: readonly Route[]) {
  // A literal segment wins over a :param (so /api/expenses/today is not an expense id): fewer params
  // first, and the table's own order among equals.
  const table: Compiled[] = routes
    .map((route) => ({ route, segments: route.path.split('/') }))
    .sort((a, b) => paramCount(a.segments) - paramCount(b.segments));
  /** The route for this request, or an answer (404/405) when there is none. */
  return function route(method: string, path: string, res: ServerResponse) {
    const got = path.split('/');
    const allowed: string[] = [];
    for (const { route: entry, segments } of table) {
      const params = paramsOf(segments, got);
      if (!params) continue;
      if (entry.method === method) return { route: entry, params };
      allowed.push(entry.method);
    }
    if (allowed.length > 0) {
      res.setHeader('allow', [...new Set(allowed)].join(', '));
      sendJson(res, 405, { error: 'method_not_allowed', message: `${method} is not allowed on ${path}` });
    } else {
      sendJson(res, 404, { error: 'not_found', message: `No API at ${path}` });
    }
    return null;
  };
}
