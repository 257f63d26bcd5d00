// What every request passes before Sauti's code sees it: a state-changing request must come from
// this site (no login CSRF), GraphQL posts must be JSON, and every answer carries the security headers.
import type { IncomingMessage, ServerResponse } from 'node:http';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

// API answers are data, never a document: nothing may run, load or frame them.
const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
const PERMISSIONS = 'microphone=(self), camera=(), geolocation=(), payment=(), usb=(), interest-cohort=()';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Served over TLS, directly or behind a proxy that says so (the same rule as the Secure cookie). */
const isSecure = (req: IncomingMessage) =>
  req.headers['x-forwarded-proto'] === 'https' || process.env.COOKIE_SECURE === '1' || 'encrypted' in req.socket;

export function setSecurityHeaders(req: IncomingMessage, res: ServerResponse, path: string) {
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'same-origin');
  res.setHeader('permissions-policy', PERMISSIONS);
  res.setHeader('x-frame-options', 'DENY');
  if (isSecure(req)) res.setHeader('strict-transport-security', `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`);
  // The app's pages get their own policy from static.ts (Vite's dev server needs none), GraphiQL from graphiql.ts.
  if (path === '/graphql' || path === '/api' || path.startsWith('/api/')) res.setHeader('content-security-policy', API_CSP);
}

/** The host this request was sent to, as the browser saw it (a proxy may pass it on in X-Forwarded-Host). */
function requestHost(req: IncomingMessage): string | undefined {
  const forwarded = req.headers['x-forwarded-host'];
  const host = typeof forwarded === 'string' ? forwarded.split(',')[0]?.trim() : req.headers.host;
  return host?.toLowerCase();
}

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null; // "null" (sandboxed frames, privacy redirects) and anything malformed
  }
}

export interface Refusal {
  status: 403 | 415;
  error: string;
  message: string;
}

/**
 * Why this request must not run, or null. Browsers send Origin with every cross-site POST, so a
 * write from another site is refused before a session is looked up or created; clients that are not
 * browsers send no Origin and are judged by their session alone.
 */
export function refusal(req: IncomingMessage, path: string): Refusal | null {
  if (SAFE_METHODS.has(req.method ?? 'GET')) return null;
  const origin = req.headers.origin;
  const crossSite = req.headers['sec-fetch-site'] === 'cross-site';
  if (crossSite || (origin !== undefined && originHost(origin) !== requestHost(req))) {
    return { status: 403, error: 'forbidden', message: 'Requests that change data must come from this site' };
  }
  // Forms and multipart posts need no preflight, so they could still be sent from a page elsewhere.
  if (path === '/graphql' && !/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
    return { status: 415, error: 'unsupported_media_type', message: 'GraphQL requests must be sent as application/json' };
  }
  return null;
}
