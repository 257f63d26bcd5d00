// Splitting a sum exactly by weights: each part is its exact quota rounded down to the currency's
// minor unit, and what rounding left goes a unit at a time to the largest remainders (ties: first
// listed), so the parts always add up to the whole. Used for the share-out of a savings group's fund.

/** Parts of `total` (cents) in proportion to `weights`, in units of `unit` cents; they sum to `total`. */
export function largestRemainder(total: bigint, weights: readonly bigint[], unit: bigint): bigint[] {
  if (unit <= 0n) throw new RangeError('unit must be positive');
  if (weights.some((weight) => weight < 0n)) throw new RangeError('weights must not be negative');
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (sum === 0n) {
    if (total !== 0n) throw new RangeError('nothing to weigh a total by');
    return weights.map(() => 0n);
  }
  // quota_i = weight_i × total / sum; in units: weight_i × total / (sum × unit).
  const denominator = sum * unit;
  const parts = weights.map((weight) => ((weight * total) / denominator) * unit);
  const remainders = weights.map((weight, index) => ({ index, rest: (weight * total) % denominator }));
  let left = total - parts.reduce((a, b) => a + b, 0n);
  const order = remainders
    .filter(({ index }) => (weights[index] ?? 0n) > 0n)
    .sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of order) {
    if (left <= 0n) break;
    // A total that is not whole units (never so for amounts kept in the currency) ends in a smaller piece.
    const piece = left < unit ? left : unit;
    parts[index] = (parts[index] ?? 0n) + piece;
    left -= piece;
  }
  return parts;
}

/** The decimals a share's value is worked out to (valuePerShare), and shown with. */
export const SHARE_VALUE_DECIMALS = 4;
const SHARE_VALUE_SCALE = 10n ** BigInt(SHARE_VALUE_DECIMALS);

/** total ÷ shares as a decimal string with SHARE_VALUE_DECIMALS decimals, half up: what one share is worth, for showing. */
export function valuePerShare(totalCents: bigint, shares: bigint): string {
  if (shares <= 0n) return `0.${'0'.repeat(SHARE_VALUE_DECIMALS)}`;
  // In units of the last decimal: a cent is SCALE / 100 of them.
  const units = (totalCents * (SHARE_VALUE_SCALE / 100n) * 2n + shares) / (2n * shares);
  const whole = units / SHARE_VALUE_SCALE;
  return `${whole}.${(units % SHARE_VALUE_SCALE).toString().padStart(SHARE_VALUE_DECIMALS, '0')}`;
}
