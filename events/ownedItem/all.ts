// The four owned-item streams, for the registry of every event type.
import { assetItem } from './asset.ts';
import { budgetItem } from './budget.ts';
import { debtItem } from './debt.ts';
import { subscriptionItem } from './subscription.ts';

export const ownedItemDefinitions = [
  ...budgetItem.definitions, ...assetItem.definitions, ...debtItem.definitions, ...subscriptionItem.definitions,
] as const;
