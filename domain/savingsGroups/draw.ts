// Drawing the payout order by lot: a Fisher–Yates shuffle driven by numbers the caller drew, so the
// same numbers always give the same order (the draw is recorded as its result; nothing here is random).

/** `memberIds` shuffled by `randoms` (whole numbers ≥ 0, one per member at least). */
export function drawOrder(memberIds: readonly string[], randoms: readonly number[]): string[] {
  if (randoms.length < memberIds.length) throw new RangeError('one random number per member is needed');
  const order = [...memberIds];
  for (let index = order.length - 1; index > 0; index -= 1) {
    const pick = (randoms[index] ?? 0) % (index + 1);
    const [a, b] = [order[index], order[pick]];
    if (a === undefined || b === undefined) continue;
    order[index] = b;
    order[pick] = a;
  }
  return order;
}
