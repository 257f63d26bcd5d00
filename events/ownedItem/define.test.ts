import { randomUUID } from 'node:crypto';
import { describe, expectTypeOf, it } from 'vitest';
import { ConflictError, NotFoundError } from '../../domain/errors.ts';
import { deciderSpec } from '../../test/support/decider.ts';
import { expenseDecider } from '../expense/decider.ts';
import { iouDecider } from '../iou/decider.ts';
import { savingDecider } from '../saving/decider.ts';
import { savingsGoalDecider } from '../savingsGoal/decider.ts';
import { assetDecider } from '../asset/decider.ts';
import { budgetDecider } from '../budget/decider.ts';
import { subscriptionDecider } from '../subscription/decider.ts';

const owner = randomUUID();
const stranger = randomUUID();
const id = randomUUID();

describe('owned item decider (budget)', () => {
  const spec = deciderSpec(budgetDecider, owner);
  const fields = {
    name: 'Chakula', category: 'food' as const, budgetAmount: '1000.00', currency: 'KES' as const, period: 'monthly' as const,
    alertThreshold: 0.8, isActive: true,
  };
  const created = { type: 'BudgetCreated' as const, data: { id, fields } };
  const deleted = { type: 'BudgetDeleted' as const, data: { id } };

  it('creates', () => spec.given([]).when({ type: 'Create', userId: owner, id, fields }).then([created]));
  it('refuses an id that is taken', () =>
    spec.given([created]).when({ type: 'Create', userId: owner, id, fields }).thenThrows(ConflictError));
  it('records only the fields that differ', () =>
    spec.given([created]).when({ type: 'Change', userId: owner, id, changes: { budgetAmount: '1500.00', alertThreshold: 0.8 } })
      .then([{ type: 'BudgetChanged', data: { id, changes: { budgetAmount: '1500.00' } } }]));
  it('decides nothing when the change already holds', () =>
    spec.given([created]).when({ type: 'Change', userId: owner, id, changes: { name: 'Chakula' } }).then([]));
  it("refuses someone else's budget and a deleted one as not found", () => {
    spec.given([created]).when({ type: 'Change', userId: stranger, id, changes: { name: 'x' } }).thenThrows(NotFoundError, 'Budget not found');
    spec.given([created, deleted]).when({ type: 'Change', userId: owner, id, changes: { name: 'x' } }).thenThrows(NotFoundError);
    spec.given([created]).when({ type: 'Delete', userId: stranger, id }).thenThrows(NotFoundError);
    spec.given([]).when({ type: 'Delete', userId: owner, id }).thenThrows(NotFoundError);
  });
  it('deletes, once', () => {
    spec.given([created]).when({ type: 'Delete', userId: owner, id }).then([deleted]);
    spec.given([created, deleted]).when({ type: 'Delete', userId: owner, id }).then([]);
  });
});

describe('owned item decider (asset revaluation)', () => {
  const spec = deciderSpec(assetDecider, owner);
  const fields = { name: 'Shamba', type: 'real_estate' as const, value: '500000.00', currency: 'KES' as const, isLiquid: false, description: '' };
  it('records a new value as a change', () =>
    spec.given([{ type: 'AssetAdded', data: { id, fields } }]).when({ type: 'Change', userId: owner, id, changes: { value: '650000.00' } })
      .then([{ type: 'AssetChanged', data: { id, changes: { value: '650000.00' } } }]));
});

describe('subscription decider', () => {
  const spec = deciderSpec(subscriptionDecider, owner);
  const fields = {
    name: 'Showmax', amount: '300.00', currency: 'KES' as const, billingCycle: 'monthly' as const, nextBillingDate: null,
    category: 'streaming' as const, isActive: true, canCancel: true,
  };
  const added = { type: 'SubscriptionAdded' as const, data: { id, fields } };
  const cancelled = { type: 'SubscriptionChanged' as const, data: { id, changes: { isActive: false } } };
  const cancel = { type: 'Change' as const, userId: owner, id, changes: { isActive: false } };

  it('cancels', () => spec.given([added]).when(cancel).then([cancelled]));
  it('decides nothing when already cancelled', () => spec.given([added, cancelled]).when(cancel).then([]));
  it('refuses to make a cancelled subscription active again', () =>
    spec.given([added, cancelled]).when({ ...cancel, changes: { isActive: true } }).thenThrows(ConflictError, /cannot be made active/));
  it('decides nothing when asked to make an active one active', () =>
    spec.given([added]).when({ ...cancel, changes: { isActive: true } }).then([]));
  it('refuses to cancel one that cannot be cancelled', () =>
    spec.given([{ ...added, data: { id, fields: { ...fields, canCancel: false } } }]).when(cancel).thenThrows(ConflictError, /cannot be cancelled/));
  it('removes either state', () =>
    spec.given([added, cancelled]).when({ type: 'Delete', userId: owner, id }).then([{ type: 'SubscriptionRemoved', data: { id } }]));
});

// Checked by the type checker (npm run typecheck), not at run time: a command a noun's events do not
// allow is a compile error.
describe('the generic commands each noun answers', () => {
  const restore = { type: 'Restore' as const, userId: owner, id };
  it('offers Restore only to the expense, the one noun with a restored event', () => {
    expectTypeOf(restore).toExtend<Parameters<typeof expenseDecider.decide>[0]>();
    expectTypeOf(restore).not.toExtend<Parameters<typeof savingDecider.decide>[0]>();
    expectTypeOf(restore).not.toExtend<Parameters<typeof savingsGoalDecider.decide>[0]>();
    expectTypeOf(restore).not.toExtend<Parameters<typeof iouDecider.decide>[0]>();
    expectTypeOf(restore).not.toExtend<Parameters<typeof budgetDecider.decide>[0]>();
  });
  it('offers Change to a noun with a change event: the saving, and the IOU since IouChanged', () => {
    expectTypeOf<'Change'>().toExtend<Parameters<typeof savingDecider.decide>[0]['type']>();
    expectTypeOf<'Change'>().toExtend<Parameters<typeof iouDecider.decide>[0]['type']>();
  });
});
