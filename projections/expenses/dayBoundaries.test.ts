import { describe, expect, it } from 'vitest';
import type { App } from '../../server/context.ts';
import { recordExpense } from '../../server/commands/expenses.ts';
import { dailyTotals, daySummary, todayExpenses, weekExpenses } from '../../server/queries/expenses.ts';
import { callerAt, useTestApp } from '../../test/support/app.ts';
import { databaseBackends } from '../../test/support/backends.ts';

const spend = (app: App, at: string, timeZone: string, userId: string, description: string, amount = '100') =>
  recordExpense(app, callerAt(at, timeZone, userId), { description, amount, currency: 'INR', category: 'food' });

describe.each(databaseBackends())('local days on $name', (backend) => {
  const fixture = useTestApp(backend);

  it.each([
    // Kolkata is UTC+05:30: 18:29:59Z is 23:59:59 local, 18:30:00Z is the next local midnight.
    { timeZone: 'Asia/Kolkata', lastOfYesterday: '2026-11-20T18:29:59.999Z', firstOfToday: '2026-11-20T18:30:00.000Z', lastOfToday: '2026-11-21T18:29:59.999Z', firstOfTomorrow: '2026-11-21T18:30:00.000Z' },
    // Nairobi is UTC+03:00.
    { timeZone: 'Africa/Nairobi', lastOfYesterday: '2026-11-20T20:59:59.999Z', firstOfToday: '2026-11-20T21:00:00.000Z', lastOfToday: '2026-11-21T20:59:59.999Z', firstOfTomorrow: '2026-11-21T21:00:00.000Z' },
  ])('counts "today" from local midnight to 23:59:59 in $timeZone', async ({ timeZone, lastOfYesterday, firstOfToday, lastOfToday, firstOfTomorrow }) => {
    const userId = crypto.randomUUID();
    await spend(fixture.app, lastOfYesterday, timeZone, userId, 'Late dinner', '40');
    await spend(fixture.app, firstOfToday, timeZone, userId, 'Midnight chai', '10');
    await spend(fixture.app, lastOfToday, timeZone, userId, 'Night auto', '60.50');
    await spend(fixture.app, firstOfTomorrow, timeZone, userId, 'Tomorrow', '1');
    const noon = callerAt(new Date(Date.parse(firstOfToday) + 12 * 3600_000).toISOString(), timeZone, userId);
    expect((await todayExpenses(fixture.app, noon)).map((expense) => expense.description)).toEqual(['Night auto', 'Midnight chai']);
    const summary = await daySummary(fixture.app, noon);
    expect(summary.day).toBe('2026-11-21');
    expect(summary.totals).toEqual([{ currency: 'INR', amount: '70.50' }]);
    expect(summary.changes).toEqual([{ currency: 'INR', today: '70.50', yesterday: '40.00', percent: '76.3' }]);
  });

  it('keeps the last 7 local days in the week and the 8th out', async () => {
    const userId = crypto.randomUUID();
    const timeZone = 'Asia/Kolkata';
    await spend(fixture.app, '2026-11-14T18:29:59.000Z', timeZone, userId, 'Eight days ago'); // 2026-11-14 23:59:59 local
    await spend(fixture.app, '2026-11-14T18:30:00.000Z', timeZone, userId, 'Seven days ago'); // 2026-11-15 00:00 local
    await spend(fixture.app, '2026-11-21T06:00:00.000Z', timeZone, userId, 'Today');
    const caller = callerAt('2026-11-21T10:00:00.000Z', timeZone, userId);
    expect((await weekExpenses(fixture.app, caller)).map((expense) => expense.description)).toEqual(['Today', 'Seven days ago']);
    const days = await dailyTotals(fixture.app, caller);
    expect(days.map((day) => day.day)).toEqual([
      '2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21',
    ]);
    expect(days[0]?.totals).toEqual([{ currency: 'INR', amount: '100.00' }]);
    expect(days[6]?.totals).toEqual([{ currency: 'INR', amount: '100.00' }]);
  });

  it('counts an expense kept offline on the day the device dated it, within 90 days', async () => {
    const userId = crypto.randomUUID();
    const syncedAt = callerAt('2026-11-21T07:00:00.000Z', 'Africa/Nairobi', userId);
    await recordExpense(fixture.app, syncedAt, {
      description: 'Nauli', amount: '80', currency: 'KES', category: 'transport', spentAt: '2026-11-20T17:00:00.000Z',
    });
    expect(await todayExpenses(fixture.app, syncedAt)).toEqual([]);
    expect((await dailyTotals(fixture.app, syncedAt, 2)).map((day) => day.totals)).toEqual([[{ currency: 'KES', amount: '80.00' }], []]);
    for (const spentAt of ['2026-11-21T07:10:00.000Z', '2026-08-01T00:00:00.000Z']) {
      await expect(
        recordExpense(fixture.app, syncedAt, { description: 'Later', amount: '1', currency: 'KES', category: 'other', spentAt }),
      ).rejects.toMatchObject({ field: 'spentAt' });
    }
  });

  it('totals 0.10 + 0.20 as exactly 0.30', async () => {
    const userId = crypto.randomUUID();
    await spend(fixture.app, '2026-11-21T06:00:00.000Z', 'Africa/Nairobi', userId, 'Sweets', '0.10');
    await spend(fixture.app, '2026-11-21T06:01:00.000Z', 'Africa/Nairobi', userId, 'Gum', '0.20');
    const summary = await daySummary(fixture.app, callerAt('2026-11-21T07:00:00.000Z', 'Africa/Nairobi', userId));
    expect(summary.totals).toEqual([{ currency: 'INR', amount: '0.30' }]);
  });
});
