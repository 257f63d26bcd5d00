// Per person and currency, what is still owed between the user and someone: outstanding lent minus
// outstanding borrowed, exact in cents. People are told apart by their name as typed, ignoring case
// and spaces; the name as first written is the one shown. Shared by the server and the phone.
import { fromCents, toCents } from './money.ts';

export interface IouBalance {
  person: string;
  direction: string;
  currency: string;
  outstanding: string;
  createdAt: string;
}

export interface PersonNet {
  person: string;
  currency: string;
  /** Positive when they owe you. */
  net: string;
}

const personKey = (person: string) => person.trim().replace(/\s+/gu, ' ').toLocaleLowerCase();

export function netsByPerson(rows: readonly IouBalance[]): PersonNet[] {
  const nets = new Map<string, { person: string; currency: string; cents: bigint }>();
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
