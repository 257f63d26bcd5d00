// Net worth's history read model: one row per change to a holding, what the holding is after it, in log
// order; a login merge hands the rows to the account in the same order; replay builds the same rows.
import { describe, expect, it } from 'vitest';
import { changeIou, deleteIou, recordIou, repayIou } from '../../server/commands/ious.ts';
import { assetCommands } from '../../server/commands/insightItems.ts';
import { changeSaving, deleteSaving, recordSaving } from '../../server/commands/savings.ts';
import { netWorth } from '../../server/queries/netWorth.ts';
import { callerAt, createUserFor, useTestApp } from '../../test/support/app.ts';
import { databaseBackends } from '../../test/support/backends.ts';
import { auditProjection } from '../audit.ts';
import { netWorthProjection } from './projection.ts';
import { holdingChanges } from './queries.ts';

describe.each(databaseBackends())('net worth changes on $name', (backend) => {
  const fixture = useTestApp(backend);

  it('keeps each holding as it is after every change (an IOU worth what is outstanding of its changed amount), gone once deleted, and replays the same', async () => {
    const caller = callerAt('2026-11-21T08:00:00.000Z', 'Africa/Nairobi');
    const other = callerAt('2026-11-21T08:00:00.000Z', 'Africa/Nairobi');
    await Promise.all([createUserFor(fixture.app, caller), createUserFor(fixture.app, other)]);
    const { row: cash } = await assetCommands.create(fixture.app, caller, { name: 'M-Pesa', type: 'cash', value: '1000', currency: 'KES', isLiquid: true });
    await assetCommands.change(fixture.app, caller, cash.id, { value: '1500' });
    const { iou } = await recordIou(fixture.app, caller, { person: 'Juma', direction: 'lent', amount: '500', currency: 'KES' });
    await repayIou(fixture.app, caller, iou.id, { amount: '200' });
    await changeIou(fixture.app, caller, iou.id, { amount: '5000', person: 'Juma Otieno' });
    await changeIou(fixture.app, caller, iou.id, { note: 'kodi' });
    const { iou: owed } = await recordIou(fixture.app, caller, { person: 'Amina', direction: 'borrowed', amount: '50', currency: 'USD' });
    await deleteIou(fixture.app, caller, owed.id);
    await assetCommands.remove(fixture.app, caller, cash.id);
    await assetCommands.create(fixture.app, other, { name: 'Shamba', type: 'real_estate', value: '90000', currency: 'KES' });

    const rows = (await holdingChanges(fixture.db, caller.userId)).map(({ side, amount, currency, present }) => [side, amount, currency, present]);
    expect(rows).toEqual([
      ['asset', '1000.00', 'KES', true],
      ['asset', '1500.00', 'KES', true],
      ['asset', '500.00', 'KES', true],
      ['asset', '300.00', 'KES', true],
      ['asset', '4800.00', 'KES', true],
      ['debt', '50.00', 'USD', true],
      ['debt', '50.00', 'USD', false],
      ['asset', '1500.00', 'KES', false],
    ]);
    expect((await auditProjection(fixture.db, netWorthProjection)).differences).toEqual([]);
  });

  it('counts each saving as an asset worth its amount, changed and deleted with it (issue 33), and replays the same', async () => {
    const caller = callerAt('2026-11-21T08:00:00.000Z', 'Africa/Nairobi');
    await createUserFor(fixture.app, caller);
    await recordIou(fixture.app, caller, { person: 'Juma', direction: 'lent', amount: '500', currency: 'KES' });
    const { saving } = await recordSaving(fixture.app, caller, { description: 'Savings for ada ya shule', amount: '1000', currency: 'KES', goalType: 'goal', goalName: 'ada ya shule' });
    const { saving: spare } = await recordSaving(fixture.app, caller, { description: 'Savings', amount: '200', currency: 'KES', goalType: 'general' });
    await changeSaving(fixture.app, caller, saving.id, { amount: '1500' });
    await deleteSaving(fixture.app, caller, spare.id);
    const rows = (await holdingChanges(fixture.db, caller.userId)).map(({ side, amount, present }) => [side, amount, present]);
    expect(rows).toEqual([
      ['asset', '500.00', true],
      ['asset', '1000.00', true],
      ['asset', '200.00', true],
      ['asset', '1500.00', true],
      ['asset', '200.00', false],
    ]);
    // The loan and the saving both count: 500 + 1,500.
    expect(await netWorth(fixture.app, caller)).toMatchObject({ currency: 'KES', assets: '2000.00', netWorth: '2000.00' });
    expect((await auditProjection(fixture.db, netWorthProjection)).differences).toEqual([]);
  });
});
