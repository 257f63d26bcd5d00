// The four owned-item read models: built from the log, equal to a replay, scoped to their owner;
// and what is read from them — net worth with its history, the subscriptions' monthly total.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sautiRegistry } from '../../events/registry.ts';
import { createEventStore } from '../../events/store/eventStore.ts';
import { subscriptionApi } from '../../server/commands/insightItems.ts';
import { assetCommands, budgetCommands, debtCommands, subscriptionCommands } from '../../server/commands/insightItems.ts';
import { netWorth } from '../../server/queries/netWorth.ts';
import { subscriptionsTotal } from '../../server/queries/subscriptions.ts';
import { callerAt, useTestApp } from '../../test/support/app.ts';
import { databaseBackends } from '../../test/support/backends.ts';
import { auditProjection } from '../audit.ts';
import { OWNED_ITEM_PROJECTIONS, assets, budgets, debts, subscriptions } from './all.ts';

const caller = callerAt('2026-11-21T08:00:00.000Z', 'Africa/Nairobi');
const stranger = callerAt('2026-11-21T08:00:00.000Z', 'Africa/Nairobi');

describe.each(databaseBackends())('owned-item read models on $name', (backend) => {
  const fixture = useTestApp(backend);
  beforeAll(async () => {
    const cash = (await assetCommands.create(fixture.app, caller, { name: 'M-Pesa', type: 'cash', value: '1000', isLiquid: true })).row;
    await assetCommands.create(fixture.app, caller, { name: 'Dollars', type: 'cash', value: '10', currency: 'USD' });
    const loan = (await debtCommands.create(fixture.app, caller, { name: 'Fuliza', type: 'loan', amount: '400' })).row;
    await assetCommands.change(fixture.app, caller, cash.id, { value: '1200' });
    await debtCommands.remove(fixture.app, caller, loan.id);
    const budget = (await budgetCommands.create(fixture.app, caller, { name: 'Food', category: 'food', budgetAmount: '500' })).row;
    await budgetCommands.change(fixture.app, caller, budget.id, { alertThreshold: 0.5 });
    await subscriptionCommands.create(fixture.app, caller, { name: 'Showmax', amount: '300', billingCycle: 'monthly' });
    await subscriptionCommands.create(fixture.app, caller, { name: 'Gym', amount: '100', billingCycle: 'weekly' });
    await subscriptionCommands.create(fixture.app, caller, { name: 'Domain', amount: '1200', billingCycle: 'yearly' });
    const gone = (await subscriptionCommands.create(fixture.app, caller, { name: 'Old', amount: '999', billingCycle: 'monthly' })).row;
    await subscriptionCommands.change(fixture.app, caller, gone.id, { isActive: false });
    await assetCommands.create(fixture.app, stranger, { name: 'Theirs', type: 'cash', value: '5' });
  });

  it('rebuilds each read model from the log and finds it equal', async () => {
    for (const projection of OWNED_ITEM_PROJECTIONS) {
      const report = await auditProjection(fixture.db, projection);
      expect(report.differences).toEqual([]);
      expect(report.eventsReplayed).toBeGreaterThan(0);
    }
  });

  it('keeps the latest fields and lists only the owner\'s items', async () => {
    expect((await assets.list(fixture.db, caller.userId)).map((row) => [row.name, row.value])).toEqual([
      ['M-Pesa', '1200.00'], ['Dollars', '10.00'],
    ]);
    expect(await debts.list(fixture.db, caller.userId)).toEqual([]);
    expect(await budgets.list(fixture.db, caller.userId)).toMatchObject([{
      name: 'Food', category: 'food', budgetAmount: '500.00', currency: 'KES', period: 'monthly', alertThreshold: 0.5, isActive: true,
    }]);
    expect((await assets.list(fixture.db, stranger.userId)).map((row) => row.name)).toEqual(['Theirs']);
    expect(await subscriptions.find(fixture.db, stranger.userId, (await subscriptions.list(fixture.db, caller.userId))[0]?.id ?? '')).toBeNull();
  });

  it('totals net worth at read time and replays its history from the events', async () => {
    // USD 10 at the built-in 150 KES per USD.
    expect(await netWorth(fixture.app, caller)).toEqual({
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
    expect(await subscriptionsTotal(fixture.app, caller)).toEqual({ currency: 'KES', monthlyTotal: '833.00' });
  });

  it('folds a subscription stored before autoRecord and billing anchors existed, as those events were appended then', async () => {
    const owner = callerAt('2026-11-21T08:00:00.000Z', 'Africa/Nairobi');
    const id = randomUUID();
    const store = createEventStore(fixture.db, sautiRegistry);
    const at = { userId: owner.userId, occurredAt: '2026-01-05T10:00:00.000Z', timeZone: 'Africa/Nairobi' };
    const old = [
      { type: 'SubscriptionAdded' as const, data: { id, fields: {
        name: 'DStv', amount: '2500.00', currency: 'KES' as const, billingCycle: 'monthly' as const, nextBillingDate: '2026-01-31',
        category: 'streaming' as const, isActive: true, canCancel: true,
      } } },
      { type: 'SubscriptionChanged' as const, data: { id, changes: { nextBillingDate: '2026-02-28', billingAnchor: '2026-01-31' } } },
    ];
    let version = 0;
    for (const event of old) {
      const commandId = randomUUID();
      const appended = await store.append(`subscription-${id}`, [event], {
        streamType: 'subscription', ownerId: owner.userId, expectedVersion: version, commandId, payloadHash: commandId, metadata: { ...at, commandId },
      });
      version += 1;
      await fixture.app.runner.catchUp(appended.last);
    }
    const row = await subscriptions.find(fixture.db, owner.userId, id);
    expect(row).toMatchObject({ name: 'DStv', autoRecord: false, nextBillingDate: '2026-02-28', billingAnchor: '2026-01-31' });
    // Shown as before: autoRecord false, the anchor never.
    const [shown] = await subscriptionApi.present(fixture.app, owner, row ? [row] : []);
    expect(shown).toMatchObject({ autoRecord: false, billingStatus: 'overdue' });
    for (const projection of OWNED_ITEM_PROJECTIONS) expect((await auditProjection(fixture.db, projection)).differences).toEqual([]);
  });
});
