// The projections Sauti runs, in one list for the runner and for replay.
import { correctionsProjection } from './corrections/projection.ts';
import { expensesProjection } from './expenses/projection.ts';
import { familyProjection } from './family/projection.ts';
import { iousProjection } from './ious/projection.ts';
import { netWorthProjection } from './netWorth/projection.ts';
import { OWNED_ITEM_PROJECTIONS } from './ownedItems/all.ts';
import type { Projection } from './projection.ts';
import { savingsProjection } from './savings/projection.ts';
import { savingsGroupsProjection } from './savingsGroups/projection.ts';
import { usersProjection } from './users/projection.ts';

export const PROJECTIONS: readonly Projection[] = [expensesProjection, usersProjection, correctionsProjection, ...OWNED_ITEM_PROJECTIONS, familyProjection,
  savingsProjection, iousProjection, netWorthProjection, savingsGroupsProjection];
