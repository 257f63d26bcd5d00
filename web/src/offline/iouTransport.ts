// Money lent and borrowed as the server sends it, parsed at the boundary before it reaches the
// local copy; a malformed answer is retried rather than stored.
import type { LocalIou } from './db.ts';

export const IOU_FIELDS = 'id person phone direction amount repaid outstanding settled currency date dueDate note createdAt';

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? { ...value } : {});
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function parseIou(value: unknown): Omit<LocalIou, 'pending'> {
  const row = record(value);
  const [id, person, amount, repaid, outstanding, currency, date, createdAt] = (
    ['id', 'person', 'amount', 'repaid', 'outstanding', 'currency', 'date', 'createdAt'] as const
  ).map((key) => text(row[key]) ?? '');
  const direction = row.direction === 'lent' || row.direction === 'borrowed' ? row.direction : null;
  if (!id || !person || !amount || !repaid || !outstanding || !currency || !date || !createdAt || direction === null || typeof row.settled !== 'boolean') {
    throw new Error('The server sent an IOU this app cannot read');
  }
  return {
    id, person, phone: text(row.phone), direction, amount, repaid, outstanding, settled: row.settled, currency, date,
    dueDate: text(row.dueDate), note: text(row.note), createdAt,
  };
}
