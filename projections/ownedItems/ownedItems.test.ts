// The four owned-item read models: built from the log, equal to a replay, scoped to their owner;
// and what is read from them — net worth with its history, the subscriptions' monthly total.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver } from '../../events/store/driver.ts';
import { assetCommands, budgetCommands, debtCommands, subscriptionCommands } from '../../server/commands/insightItems.ts';
import type { App } from '../../server/context.ts';
import { netWorth } from '../../server/queries/netWorth.ts';
import { subscriptionsTotal } from '../../server/queries/subscriptions.ts';
import { callerAt, createTestApp } from '../../test/support/app.ts';
import { databaseBackends } from '../../test/support/backends.ts';
import { auditProjection } from '../audit.ts';
import { OWNED_ITEM_PROJECTIONS, assets, budgets, debts, subscriptions } from './all.ts';

const caller = callerAt('2026-11-21T08:00:00.000Z', 'Africa/Nairobi');
const stranger = callerAt('2026-11-21T08:00:00.000Z', 'Africa/Nairobi');

describe.each(databaseBackends())('owned-item read models on $name', (backend) => {
  let db: Driver;
  let app: App;
  beforeAll(async () => {
    db = await backend.open();
    app = await createTestApp(db);
    const cash = (await assetCommands.create(app, caller, { name: 'M-Pesa', type: 'cash', value: '1000', isLiquid: true })).row;
    await assetCommands.create(app, caller, { name: 'Dollars', type: 'cash', value: '10', currency: 'USD' });
    const loan = (await debtCommands.create(app, caller, { name: 'Fuliza', type: 'loan', amount: '400' })).row;
    await assetCommands.change(app, caller, cash.id, { value: '1200' });
    await debtCommands.remove(app, caller, loan.id);
    const budget = (await budgetCommands.create(app, caller, { name: 'Food', category: 'food', budgetAmount: '500' })).row;
    await budgetCommands.change(app, caller, budget.id, { alertThreshold: 0.5 });
    await subscriptionCommands.create(app, caller, { name: 'Showmax', amount: '300', billingCycle: 'monthly' });
    await subscriptionCommands.create(app, caller, { name: 'Gym', amount: '100', billingCycle: 'weekly' });
    await subscriptionCommands.create(app, caller, { name: 'Domain', amount: '1200', billingCycle: 'yearly' });
    const gone = (await subscriptionCommands.create(app, caller, { name: 'Old', amount: '999', billingCycle: 'monthly' })).row;
    await subscriptionCommands.change(app, caller, gone.id, { isActive: false });
    await assetCommands.create(app, stranger, { name: 'Theirs', type: 'cash', value: '5' });
  });
  afterAll(async () => {
    await app.runner.stop();
    await db.close();
  });

  it('rebuilds each read model from the log and finds it equal', async () => {
    for (const projection of OWNED_ITEM_PROJECTIONS) {
      const report = await auditProjection(db, projection);
      expect(report.differences).toEqual([]);
      expect(report.eventsReplayed).toBeGreaterThan(0);
    }
  });

  it('keeps the latest fields and lists only the owner\'s items', async () => {
    expect((await assets.list(db, caller.userId)).map((row) => [row.fields.name, row.fields.value])).toEqual([
      ['M-Pesa', '1200.00'], ['Dollars', '10.00'],
    ]);
    expect(await debts.list(db, caller.userId)).toEqual([]);
    expect((await budgets.list(db, caller.userId)).map((row) => row.fields)).toEqual([{
      name: 'Food', category: 'food', budgetAmount: '500.00', currency: 'KES', period: 'monthly', alertThreshold: 0.5, isActive: true,
    }]);
    expect((await assets.list(db, stranger.userId)).map((row) => row.fields.name)).toEqual(['Theirs']);
    expect(await subscriptions.find(db, stranger.userId, (await subscriptions.list(db, caller.userId))[0]?.id ?? '')).toBeNull();
  });

  it('totals net worth at read time and replays its history from the events', async () => {
    // USD 10 at the built-in 150 KES per USD.
    expect(await netWorth(app, caller)).toEqual({
      currency: 'KES', assets: '2700.00', liquidAssets: '1200.00', debts: '0.00', netWorth: '2700.00',
      history: [
        { at: caller.now.toISOString(), netWorth: '1000.00' },
        { at: caller.now.toISOString(), netWorth: '2500.00' },
        { at: caller.now.toISOString(), netWorth: '2100.00' },
        { at: caller.now.toISOString(), netWorth: '2300.00' },
        { at: caller.now.toISOString(), netWorth: '2700.00' },
      ],
    });
  });

  it('counts the active subscriptions per month: weekly × 4.33, yearly ÷ 12', async () => {
    // 300 + 100 × 4.33 + 1200 / 12 = 833.00; the cancelled one is left out.
    expect(await subscriptionsTotal(app, caller)).toEqual({ currency: 'KES', monthlyTotal: '833.00' });
  });
});
