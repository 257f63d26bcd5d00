// Structured JSON logs (pino). Phone numbers never reach a log whole: any long run of digits in
// a logged string keeps only its last 4, wherever it appears.
import { destination, pino } from 'pino';
import type { DestinationStream, Logger } from 'pino';

// A run of 8 or more digits, possibly split by spaces or dashes as people type phone numbers,
// standing alone (so ids, hashes and ISO timestamps that merely contain digits are left whole).
const PHONE_LIKE = /(?<![\w.:-])\+?\d(?:[\s-]?\d){7,}(?![\w.:-])/g;
/** A calendar day as the API writes it (a path's /2026-11-21): eight digits in dashes, but no phone is written so. */
const ISO_DAY = /^(?:19|20)\d\d-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;

/** Whether `text` holds as many digits as the shortest number PHONE_LIKE finds (8). */
function hasEightDigits(text: string): boolean {
  let digits = 0;
  for (let index = 0; index < text.length && digits < 8; index += 1) {
    const code = text.charCodeAt(index);
    if (code >= 48 && code <= 57) digits += 1;
  }
  return digits >= 8;
}

export function maskPhones(text: string): string {
  // Most logged text (paths, messages) has too few digits for a phone: it is answered without the pattern.
  if (!hasEightDigits(text)) return text;
  return text.replace(PHONE_LIKE, (match) => {
    if (ISO_DAY.test(match)) return match;
    const digits = match.replace(/\D/g, '');
    return digits.length > 15 ? match : `***${digits.slice(-4)}`; // E.164 numbers have at most 15 digits
  });
}

/** `value` with every string in it masked, to a depth of 4: the same value where nothing needed masking. */
function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskPhones(value);
  if (depth > 4 || value === null || typeof value !== 'object' || value instanceof Error) return value;
  if (Array.isArray(value)) {
    const items = value.map((item) => scrub(item, depth + 1));
    return items.every((item, index) => item === value[index]) ? value : items;
  }
  let masked: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    const clean = scrub(item, depth + 1);
    if (clean !== item) (masked ??= { ...value })[key] = clean;
  }
  return masked ?? value;
}

/** Lines held before they are written together: a write per ~20 request lines, not one each. */
const BUFFER_BYTES = 4096;
const FLUSH_EVERY_MS = 250;

/**
 * Standard output written asynchronously and in chunks: a request's line never waits on the pipe,
 * and a busy server makes one write of many lines. A quiet one's lines go out within a quarter of a
 * second; a line at fatal level at once; whatever is left at exit before the process ends.
 */
function standardOutput(): DestinationStream {
  const out = destination({ dest: 1, sync: false, minLength: BUFFER_BYTES });
  setInterval(() => out.flush(), FLUSH_EVERY_MS).unref();
  process.once('exit', () => out.flushSync());
  return out;
}

export function createLogger(options: { level?: string; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? process.env.LOG_LEVEL ?? 'info',
      base: { service: 'sauti' },
      formatters: { log: (object) => scrub(object, -1) as Record<string, unknown> },
      hooks: {
        logMethod(args, method) {
          method.apply(this, args.map((arg) => (typeof arg === 'string' ? maskPhones(arg) : arg)) as Parameters<typeof method>);
        },
      },
    },
    options.destination ?? standardOutput(),
  );
}

export type { Logger };
