// Splitting a shared expense to the cent and settling a group's balances, in exact integer cents.
// Pure and shared: the server decides shares with it and the web may preview them.

/**
 * Splits `cents` equally over `count` people. The remainder cents go one each to the first people
 * in the order given (the payer first, then the members in the order they joined), so the shares
 * always sum to the amount exactly: 10000 over 3 → 3334, 3333, 3333.
 */
export function splitEqually(cents: bigint, count: number): bigint[] {
  if (!Number.isInteger(count) || count < 1) throw new RangeError('Split over at least one person');
  if (cents < 0n) throw new RangeError('Split a non-negative amount');
  const people = BigInt(count);
  const base = cents / people;
  const remainder = cents % people;
  return Array.from({ length: count }, (_, index) => base + (BigInt(index) < remainder ? 1n : 0n));
}

export interface Transfer {
  from: string;
  to: string;
  cents: bigint;
}

/**
 * A plan that clears every balance (positive: owed to them, negative: they owe) with at most
 * (people with a balance − 1) transfers: the largest debtor pays the largest creditor, and each
 * transfer clears at least one of the two. Ties go to whoever comes first in `balances` (members in
 * join order), so the plan is the same every time.
 */
export function settleUp(balances: ReadonlyMap<string, bigint>): Transfer[] {
  let total = 0n;
  for (const cents of balances.values()) total += cents;
  if (total !== 0n) throw new RangeError('Balances must sum to zero');
  const open = new Map([...balances].filter(([, cents]) => cents !== 0n));
  const transfers: Transfer[] = [];
  const pick = (sign: 1n | -1n) =>
    // A stable sort on the amount alone keeps the map's order among equals.
    [...open].filter(([, cents]) => cents * sign > 0n).sort(([, x], [, y]) => (x * sign > y * sign ? -1 : x * sign < y * sign ? 1 : 0))[0];
  for (let debtor = pick(-1n), creditor = pick(1n); debtor && creditor; debtor = pick(-1n), creditor = pick(1n)) {
    const cents = -debtor[1] < creditor[1] ? -debtor[1] : creditor[1];
    transfers.push({ from: debtor[0], to: creditor[0], cents });
    const settle = (id: string, after: bigint) => (after === 0n ? open.delete(id) : open.set(id, after));
    settle(debtor[0], debtor[1] + cents);
    settle(creditor[0], creditor[1] - cents);
  }
  return transfers;
}
