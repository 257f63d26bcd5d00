// The ledger's parameters as callers send them (query string or GraphQL arguments alike), and its
// opaque cursors: each names a position in one person's list under one filter, signed with a
// server secret, so a cursor the server did not issue for this list is refused.
import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';
import { CATEGORY_IDS } from '../../domain/categories.ts';
import { ValidationError } from '../../domain/errors.ts';
import { bounded, day, instant, oneOf } from '../../domain/fields.ts';
import { searchKey } from '../../domain/search.ts';
import type { Queryable } from '../../events/store/driver.ts';
import type { LedgerFilter, LedgerPosition } from '../../projections/expenses/ledger.ts';
import { serverSecret } from '../identity/codeHash.ts';

const PAGE_SIZE = { default: 50, max: 200 };

const range = { message: 'from must not be after to', path: ['from'] };
const inOrder = ({ from, to }: { from?: string | undefined; to?: string | undefined }) =>
  from === undefined || to === undefined || from <= to;

const days = { from: day('from').optional(), to: day('to').optional() };

/** The export's range: local days, either optional. */
export const ExportInput = z.object(days).refine(inOrder, range);

const filterFields = {
  ...days,
  q: z.string().max(100, 'q must be at most 100 characters').optional(),
  category: oneOf('category', CATEGORY_IDS).optional(),
};

const pageSize = (field: string) =>
  bounded(field, 1, PAGE_SIZE.max).refine(Number.isInteger, `${field} must be a whole number`).default(PAGE_SIZE.default);

const notIssued = (field: string) => `${field} was not issued for this list`;

/** A cursor as given, with the name its transport gives it (so a refusal names what the caller sent). */
export interface GivenCursor {
  text: string;
  field: string;
}

const cursorText = (field: string) =>
  z.string().max(200, notIssued(field)).optional().transform((text): GivenCursor | undefined => text === undefined ? undefined : { text, field });

/** GET /api/expenses's query string. */
export const LedgerQuery = z
  .object({ ...filterFields, limit: pageSize('limit'), cursor: cursorText('cursor') })
  .refine(inOrder, range)
  .transform(({ limit, cursor, ...filter }) => ({ filter, limit, cursor }));

/** The GraphQL connection's arguments, the filter's fields beside Relay's `first` and `after`. */
export const LedgerArguments = z
  .object({ ...filterFields, first: pageSize('first'), after: cursorText('after') })
  .refine(inOrder, range)
  .transform(({ first, after, ...filter }) => ({ filter, limit: first, cursor: after }));

/** A range of local days, at most a year and a bit (a summary answers each day); `today` fills what is left out. */
export const dayRangeInput = (today: string) => z
  .object({ to: day('to').default(today), from: day('from').optional() })
  // Without a first day, the range starts on the first of the last day's month.
  .transform(({ from, to }) => ({ from: from ?? `${to.slice(0, 8)}01`, to }))
  .refine(inOrder, range)
  .refine(({ from, to }) => Date.parse(to) - Date.parse(from) <= 366 * 86_400_000, {
    message: 'to must be at most 366 days after from', path: ['to'],
  });

/** The filter as the list applies it: search text folded, an empty search none. */
export function ledgerFilter({ from, to, q, category }: z.infer<typeof LedgerQuery>['filter']): LedgerFilter {
  const search = q === undefined ? '' : searchKey(q);
  return { from, to, category, search: search === '' ? undefined : search };
}

const CURSOR_SECRET = 'ledger-cursor';

const signature = (secret: Buffer, userId: string, filter: LedgerFilter, at: LedgerPosition) =>
  createHmac('sha256', secret)
    .update([userId, filter.from, filter.to, filter.category, filter.search, at.spentAt, at.id].join('\u0000'))
    .digest()
    .subarray(0, 16);

export interface CursorCodec {
  issue(at: LedgerPosition): string;
  /** The position a cursor names; a ValidationError naming its field for anything not issued for this list. */
  read(cursor: GivenCursor): LedgerPosition;
}

export async function cursorCodec(db: Queryable, userId: string, filter: LedgerFilter): Promise<CursorCodec> {
  const secret = await serverSecret(db, CURSOR_SECRET);
  return {
    issue: (at) => Buffer.from(JSON.stringify([at.spentAt, at.id, signature(secret, userId, filter, at).toString('base64url')])).toString('base64url'),
    read({ text, field }) {
      const refused = new ValidationError(notIssued(field), field);
      const parsed = z
        .tuple([instant('cursor'), z.uuid(), z.string()])
        .safeParse(parseJson(Buffer.from(text, 'base64url').toString('utf8')));
      if (!parsed.success) throw refused;
      const [spentAt, id, mac] = parsed.data;
      const given = Buffer.from(mac, 'base64url');
      const expected = signature(secret, userId, filter, { spentAt, id });
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refused;
      return { spentAt, id };
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
