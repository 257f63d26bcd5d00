// Net worth's history on a long record (issue 31): a point per change, summed as it goes. Summing every
// holding at every change took changes × holdings; 6,000 changes over 3,000 holdings (18 million
// conversions) held the server for seconds. The history here is checked against a sum made afresh.
import { describe, expect, it } from 'vitest';
import { fromCents, toCents } from '../../domain/money.ts';
import { netWorthProjection } from '../../projections/netWorth/projection.ts';
import { callerAt, createUserFor, useTestApp } from '../../test/support/app.ts';
import { databaseBackends } from '../../test/support/backends.ts';
import { netWorth } from './netWorth.ts';

const HOLDINGS = 3_000;

describe.each(databaseBackends())('net worth history on $name', (backend) => {
  const fixture = useTestApp(backend);

  it('answers thousands of changes at once, each point the sum of what was held then', { timeout: 60_000 }, async () => {
    const caller = callerAt('2026-11-20T12:00:00.000Z', 'Africa/Nairobi');
    await createUserFor(fixture.app, caller);
    await fixture.app.runner.catchUp();
    // Each holding recorded, then changed: an asset of i KES, or for every third a debt, then worth double.
    const { changes } = netWorthProjection.tables('');
    await fixture.db.query(
      `insert into ${changes} (transaction_id, global_position, user_id, at, holding_id, side, amount, currency, present, repaid)
       select 1, 1000000 + n, $1::uuid, '2026-01-01T00:00:00.000Z', md5($1::text || ((n - 1) % $2::int)::text)::uuid,
         case when ((n - 1) % $2::int) % 3 = 0 then 'debt' else 'asset' end,
         (((n - 1) % $2::int + 1) * (case when n > $2::int then 2 else 1 end))::text || '.00', 'KES', true, '0.00'
       from generate_series(1, 2 * $2::int) as n`,
      [caller.userId, HOLDINGS],
    );
    const started = performance.now();
    const { history } = await netWorth(fixture.app, caller);
    const ms = performance.now() - started;
    expect(history).toHaveLength(2 * HOLDINGS);
    // Afresh: after change k (k < HOLDINGS) holdings 0..k at single value; after, the first k - HOLDINGS doubled.
    const signed = (index: number, factor: bigint) => (index % 3 === 0 ? -1n : 1n) * BigInt(index + 1) * factor * 100n;
    const expected = (k: number) => {
      let cents = 0n;
      for (let index = 0; index < HOLDINGS; index += 1) {
        if (k < HOLDINGS ? index <= k : true) cents += signed(index, k >= HOLDINGS && index <= k - HOLDINGS ? 2n : 1n);
      }
      return fromCents(cents);
    };
    for (const k of [0, 1, 2, HOLDINGS - 1, HOLDINGS, HOLDINGS + 7, 2 * HOLDINGS - 1]) expect(history[k]?.netWorth).toBe(expected(k));
    expect(toCents(history.at(-1)?.netWorth ?? '0')).toBeGreaterThan(0n);
    expect(ms).toBeLessThan(5_000);
  });
});
