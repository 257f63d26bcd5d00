// A stored import is written a slice at a time (other people are answered between slices); a crash in
// a later slice loses nothing that was written and a retry of the same paste records the rest, each once.
import { describe, expect, it } from 'vitest';
import type { Driver } from '../../events/store/driver.ts';
import { callerAt, createUserFor, useTestApp } from '../../test/support/app.ts';
import { databaseBackends } from '../../test/support/backends.ts';
import { importMessages } from './imports.ts';

/** Distinct payment messages (each its own transaction code), one expense and no fee each. */
const payments = (count: number) =>
  Array.from({ length: count }, (_, at) =>
    `SD${String(at).padStart(8, '0')} Confirmed. Ksh${100 + at}.00 paid to SOKO ${at} on 12/3/24 at 1:05 PM.New M-PESA balance is Ksh1,234.56. Transaction cost, Ksh0.00.`,
  ).join('\n\n');

describe.each(databaseBackends())('an import in slices on $name', (backend) => {
  const fixture = useTestApp(backend);

  const recorded = async (userId: string) =>
    (await fixture.db.query<{ n: number }>(`select count(*)::int as n from events where type = 'ExpenseRecorded' and metadata->>'userId' = $1`, [userId]))[0]?.n;

  it('keeps the slices written before a crash, and a retry of the same paste records the rest, each message once', async () => {
    const caller = callerAt('2026-11-21T08:00:00.000Z', 'Africa/Nairobi');
    await createUserFor(fixture.app, caller);
    let transactions = 0;
    const dying: Driver = {
      ...fixture.db,
      transaction: (work) => {
        transactions += 1;
        if (transactions === 3) throw new Error('crash');
        return fixture.db.transaction(work);
      },
    };
    await expect(importMessages({ ...fixture.app, db: dying }, caller, { text: payments(180) })).rejects.toThrow('crash');
    const written = (await recorded(caller.userId)) ?? 0;
    expect(written).toBeGreaterThan(0);
    expect(written).toBeLessThan(180);

    const retry = await importMessages(fixture.app, caller, { text: payments(180) });
    expect([retry.imported.length, retry.duplicates.length]).toEqual([180 - written, written]);
    expect(await recorded(caller.userId)).toBe(180);
    const again = await importMessages(fixture.app, caller, { text: payments(180) });
    expect([again.imported.length, again.duplicates.length]).toEqual([0, 180]);
  });
});
