// Every event type Sauti writes, for reading the whole log (projections, replay, history).
import { assetDefinitions } from './asset/events.ts';
import { budgetDefinitions } from './budget/events.ts';
import { debtDefinitions } from './debt/events.ts';
import { expenseDefinitions } from './expense/events.ts';
import { familyGroupDefinitions } from './familyGroup/events.ts';
import { identityDefinitions } from './identity/events.ts';
import { iouDefinitions } from './iou/events.ts';
import { savingDefinitions } from './saving/events.ts';
import { savingsGoalDefinitions } from './savingsGoal/events.ts';
import { savingsGroupDefinitions } from './savingsGroup/events.ts';
import { inviteCodeDefinitions } from './inviteCode/events.ts';
import { subscriptionDefinitions } from './subscription/events.ts';
import { createRegistry } from './store/eventTypes.ts';
import type { EventOf, StoredEvent } from './store/eventTypes.ts';
import { userDefinitions } from './user/events.ts';

const definitions = [...expenseDefinitions, ...userDefinitions, ...identityDefinitions,
  ...familyGroupDefinitions, ...inviteCodeDefinitions, ...budgetDefinitions, ...assetDefinitions, ...debtDefinitions,
  ...subscriptionDefinitions, ...savingDefinitions,
  ...savingsGoalDefinitions, ...iouDefinitions, ...savingsGroupDefinitions] as const;

export const sautiRegistry = createRegistry(definitions);

export const SAUTI_EVENT_TYPES: readonly string[] = definitions.map((definition) => definition.type);

export type SautiEvent = EventOf<(typeof definitions)[number]>;
export type StoredSautiEvent = StoredEvent<SautiEvent>;
