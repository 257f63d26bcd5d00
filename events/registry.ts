// Every event type Sauti writes, for reading the whole log (projections, replay, history).
import { expenseDefinitions } from './expense/events.ts';
import { familyGroupDefinitions } from './familyGroup/events.ts';
import { identityDefinitions } from './identity/events.ts';
import { iouDefinitions } from './iou/events.ts';
import { savingDefinitions } from './saving/events.ts';
import { savingsGoalDefinitions } from './savingsGoal/events.ts';
import { savingsGroupDefinitions } from './savingsGroup/events.ts';
import { ownedItemDefinitions } from './ownedItem/all.ts';
import { inviteCodeDefinitions } from './inviteCode/events.ts';
import { createRegistry } from './store/eventTypes.ts';
import type { EventOf, StoredEvent } from './store/eventTypes.ts';
import { userDefinitions } from './user/events.ts';

const definitions = [...expenseDefinitions, ...userDefinitions, ...identityDefinitions,
  ...familyGroupDefinitions, ...inviteCodeDefinitions, ...ownedItemDefinitions, ...savingDefinitions,
  ...savingsGoalDefinitions, ...iouDefinitions, ...savingsGroupDefinitions] as const;

export const sautiRegistry = createRegistry(definitions);

export const SAUTI_EVENT_TYPES: readonly string[] = definitions.map((definition) => definition.type);

export type SautiEvent = EventOf<(typeof definitions)[number]>;
export type StoredSautiEvent = StoredEvent<SautiEvent>;
