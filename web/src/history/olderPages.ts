// History's one call to the server: a page of the person's expenses older than the phone keeps
// (GET /api/expenses, newest first, cursor paging) and those days' totals (GET /api/expenses/summary),
// answers parsed at the boundary into the local shape.
import type { CategoryId } from '../../../domain/categories.ts';
import type { LocalExpense } from '../offline/expenses.ts';
import { parseExpense } from '../offline/transport.ts';
import { deviceTimeZone } from '../user/deviceTimeZone.ts';

/** The most the server gives at once: a month of most people's spending is one page, its days whole. */
const PAGE_SIZE = 200;

export interface OlderQuery {
  /** Empty: from the first expense. */
  from: string;
  to: string;
  query: string;
  category: CategoryId | null;
}

export interface Page {
  rows: LocalExpense[];
  nextCursor: string | null;
}

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? { ...value } : {});

export async function fetchOlderPage(older: OlderQuery, cursor: string | null, signal: AbortSignal): Promise<Page> {
  const parameters = new URLSearchParams({ to: older.to, limit: String(PAGE_SIZE) });
  if (older.from !== '') parameters.set('from', older.from);
  if (older.query !== '') parameters.set('q', older.query);
  if (older.category !== null) parameters.set('category', older.category);
  if (cursor !== null) parameters.set('cursor', cursor);
  const response = await fetch(`/api/expenses?${parameters}`, { credentials: 'same-origin', headers: { 'x-time-zone': deviceTimeZone() }, signal });
  if (!response.ok) throw new Error(`GET /api/expenses answered ${response.status}`);
  const body = record(await response.json());
  if (!Array.isArray(body.items)) throw new Error('GET /api/expenses sent no items');
  // parseExpense takes spentAt (ISO with the person's offset) as the row's createdAt, as the sync does.
  const rows = body.items.map((item: unknown) => ({ ...parseExpense(item), pending: false }));
  return { rows, nextCursor: typeof body.nextCursor === 'string' ? body.nextCursor : null };
}

/** The server's totals of older days, in the person's currency: the whole span and each day. */
export interface OlderTotals {
  total: string;
  byDay: ReadonlyMap<string, string>;
}

export async function fetchOlderTotals(from: string, to: string, signal: AbortSignal): Promise<OlderTotals> {
  const response = await fetch(`/api/expenses/summary?${new URLSearchParams({ from, to })}`, {
    credentials: 'same-origin', headers: { 'x-time-zone': deviceTimeZone() }, signal,
  });
  if (!response.ok) throw new Error(`GET /api/expenses/summary answered ${response.status}`);
  const body = record(await response.json());
  const days = Array.isArray(body.byDay) ? body.byDay.map(record) : [];
  if (typeof body.total !== 'string') throw new Error('GET /api/expenses/summary sent no total');
  return { total: body.total, byDay: new Map(days.flatMap((day) => (typeof day.day === 'string' && typeof day.total === 'string' ? [[day.day, day.total]] : []))) };
}
