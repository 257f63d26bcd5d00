// IOU reads for the caller: the list, and per person and currency the net of what is outstanding
// (positive: they owe you). People are told apart by their name as typed, ignoring case and spaces.
import { fromCents, toCents } from '../../domain/money.ts';
import { listIous } from '../../projections/ious/queries.ts';
import type { IouRow } from '../../projections/ious/row.ts';
import type { App, Caller } from '../context.ts';
import { assertOwnUser } from '../envelope.ts';

export interface PersonNet {
  person: string;
  currency: string;
  /** Outstanding lent minus outstanding borrowed: positive when they owe you. */
  net: string;
}

export async function ious(app: App, caller: Caller, userId?: unknown): Promise<IouRow[]> {
  assertOwnUser(caller, userId);
  return listIous(app.db, caller.userId);
}

const personKey = (person: string) => person.trim().replace(/\s+/gu, ' ').toLocaleLowerCase();

export function netsByPerson(rows: readonly IouRow[]): PersonNet[] {
  const nets = new Map<string, { person: string; currency: string; cents: bigint }>();
  // The name as first written is the one shown.
  for (const row of [...rows].sort((a, b) => a.createdAt.localeCompare(b.createdAt))) {
    const key = `${personKey(row.person)}\u0000${row.currency}`;
    const signed = row.direction === 'lent' ? toCents(row.outstanding) : -toCents(row.outstanding);
    const known = nets.get(key);
    nets.set(key, { person: known?.person ?? row.person, currency: row.currency, cents: (known?.cents ?? 0n) + signed });
  }
  return [...nets.values()]
    .sort((a, b) => a.person.localeCompare(b.person) || a.currency.localeCompare(b.currency))
    .map(({ person, currency, cents }) => ({ person, currency, net: fromCents(cents) }));
}

export async function iouPeople(app: App, caller: Caller, userId?: unknown): Promise<PersonNet[]> {
  return netsByPerson(await ious(app, caller, userId));
}
