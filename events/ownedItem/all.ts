// The four owned-item streams' events, for the registry of every event type.
import { assetDefinitions } from './asset.ts';
import { budgetDefinitions } from './budget.ts';
import { debtDefinitions } from './debt.ts';
import { subscriptionDefinitions } from './subscription.ts';

export const ownedItemDefinitions = [...budgetDefinitions, ...assetDefinitions, ...debtDefinitions, ...subscriptionDefinitions] as const;
