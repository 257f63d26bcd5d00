// The few typed failures every layer may raise. Each transport maps them once: REST to a status and
// `{ error, message, field, reason, values }`, GraphQL to `extensions.code` (and field, reason, values).

/**
 * The refusals people meet in the normal course of things (login, import), named by a key the app
 * translates with these values; the English `message` stays for logs and other callers.
 */
const REFUSAL_KEYS = [
  'phoneEmpty',
  'phoneCharacters',
  'phoneCountryCode',
  'phoneInvalid',
  'phoneInvalidInternational',
  'phoneNotMobile',
  'phoneCountryRefused',
  'codesBusy',
  'codesForNumber',
  'codesForDevice',
  'codesForNetwork',
  'codesForCountry',
  'newUsersForNetwork',
  'codeRefused',
  'importTooBig',
  'importTooMany',
] as const;
export type RefusalKey = (typeof REFUSAL_KEYS)[number];

export const isRefusalKey = (value: unknown): value is RefusalKey => REFUSAL_KEYS.some((key) => key === value);

export interface Refusal {
  key: RefusalKey;
  values?: Readonly<Record<string, string | number>>;
}

export class AppError extends Error {
  readonly code: 'VALIDATION' | 'NOT_FOUND' | 'FORBIDDEN' | 'CONFLICT' | 'RATE_LIMITED' | 'TOO_LARGE' | 'UNAVAILABLE';
  readonly field?: string;
  readonly refusal?: Refusal;

  constructor(code: AppError['code'], message: string, field?: string, refusal?: Refusal) {
    super(message);
    this.name = new.target.name;
    this.code = code;
    this.field = field;
    this.refusal = refusal;
  }
}

/** A refusal carried through an untyped channel (a zod issue's params), read back by its shape. */
export function readRefusal(value: unknown): Refusal | undefined {
  if (typeof value !== 'object' || value === null || !('key' in value) || !isRefusalKey(value.key)) return undefined;
  const values = 'values' in value && typeof value.values === 'object' && value.values !== null ? value.values : undefined;
  const fields = values && Object.entries(values).filter((entry): entry is [string, string | number] => ['string', 'number'].includes(typeof entry[1]));
  return { key: value.key, ...(fields ? { values: Object.fromEntries(fields) } : {}) };
}

/** The refusal as both transports send it: `reason` (the key) and its `values`, when there is one. */
export function refusalFields(error: AppError): { reason?: RefusalKey; values?: Readonly<Record<string, string | number>> } {
  if (error.refusal === undefined) return {};
  return { reason: error.refusal.key, ...(error.refusal.values ? { values: error.refusal.values } : {}) };
}

export class ValidationError extends AppError {
  constructor(message: string, field?: string, refusal?: Refusal) {
    super('VALIDATION', message, field, refusal);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super('NOT_FOUND', message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'Forbidden') {
    super('FORBIDDEN', message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super('CONFLICT', message);
  }
}

export class RateLimitError extends AppError {
  /** When asking again may succeed, for REST's Retry-After. */
  readonly retryAfterSeconds?: number;

  constructor(message: string, field?: string, refusal?: Refusal, retryAfterSeconds?: number) {
    super('RATE_LIMITED', message, field, refusal);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** More than one request may carry (a paste past its size or message count): REST 413. */
export class TooLargeError extends AppError {
  constructor(message: string, field?: string, refusal?: Refusal) {
    super('TOO_LARGE', message, field, refusal);
  }
}

/**
 * Not now, and nothing to change before asking again (REST 503): a write is stored but what it
 * answers cannot be read yet. The same request, command id and all, answers it without writing twice.
 */
export class UnavailableError extends AppError {
  constructor(message: string) {
    super('UNAVAILABLE', message);
  }
}
