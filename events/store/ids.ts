// Stable identifiers derived from content, so a retried request maps to the same command and
// the same event ids (the store's duplicate backstop), and payloads compare by a canonical hash.
import { hash } from 'node:crypto';

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function payloadHash(value: unknown): string {
  return hash('sha256', canonical(value), 'hex');
}

/** A UUID (version 8, RFC 9562) derived from its parts: the same parts give the same id. */
export function deterministicId(...parts: string[]): string {
  const hex = hash('sha256', parts.join('\u0000'), 'hex');
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Whether an id from outside (a URL) is a UUID. One that is not names nothing: read models ask for none (rather than fail the cast). */
export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
