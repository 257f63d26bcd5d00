// How a lifecycle's events carry an item: nested, `{ id, fields }` / `{ id, changes }` / `{ id }` as
// the owned items were always stored, or flat under a named id key, `{ expenseId, ...fields }`, as the
// expenses, savings, goals and IOUs were. Only the shape of the data differs: define.ts holds the rules.
import type { AnyEvent, EventDefinition } from '../store/eventTypes.ts';

/** What one of a lifecycle's events does to its item; a particular fact is none of these. */
type Effect<Fields, Changes> = { created: Fields } | { changes: Changes } | { status: 'live' | 'deleted' } | null;

/**
 * A lifecycle's own events: their definitions, how each is written, and what each means when read back.
 * `changed` is null for a noun whose fields never change, `restored` for one whose delete is final.
 */
export interface LifecycleEvents<Fields, Changes> {
  definitions: readonly EventDefinition[];
  created(id: string, fields: Fields): AnyEvent;
  changed: ((id: string, changes: Partial<Changes>) => AnyEvent) | null;
  deleted(id: string): AnyEvent;
  restored: ((id: string) => AnyEvent) | null;
  effect(event: AnyEvent): Effect<Fields, Changes>;
}

/**
 * Nested events, as the owned items write theirs out: `{ id, fields }` when created, `{ id, changes }`
 * when changed, `{ id }` when deleted.
 */
export interface NestedEvents<Fields> {
  created: EventDefinition<string, { id: string; fields: Fields }>;
  changed: EventDefinition<string, { id: string; changes: Partial<Fields> }>;
  deleted: EventDefinition<string, { id: string }>;
}

export function nested<Fields>(definitions: NestedEvents<Fields>): LifecycleEvents<Fields, Partial<Fields>> {
  const { created, changed, deleted } = definitions;
  // As the registry decoded them: an event of a definition's type carries that definition's data.
  const isCreated = (event: AnyEvent): event is { type: string; data: { fields: Fields } } => event.type === created.type;
  const isChanged = (event: AnyEvent): event is { type: string; data: { changes: Partial<Fields> } } => event.type === changed.type;
  return {
    definitions: [created, changed, deleted],
    created: (id, fields) => ({ type: created.type, data: { id, fields } }),
    changed: (id, changes) => ({ type: changed.type, data: { id, changes } }),
    deleted: (id) => ({ type: deleted.type, data: { id } }),
    restored: null,
    effect(event) {
      if (isCreated(event)) return { created: event.data.fields };
      if (isChanged(event)) return { changes: event.data.changes };
      return event.type === deleted.type ? { status: 'deleted' } : null;
    },
  };
}

/**
 * Flat events, as written out beside their noun (events.ts): the created data is the id under `key`
 * beside the fields, a change `{ [key], changes }`, a delete or restore `{ [key] }`.
 */
export function flat<const Key extends string, Created extends Record<Key, string>, Changes extends object>(
  key: Key,
  definitions: {
    created: EventDefinition<string, Created>;
    changed?: EventDefinition<string, { changes: Changes }>;
    deleted: EventDefinition;
    restored?: EventDefinition;
  },
): LifecycleEvents<Omit<Created, Key>, Changes> {
  const { created, changed, deleted, restored } = definitions;
  // As the registry decoded them: an event of a definition's type carries that definition's data.
  const isCreated = (event: AnyEvent): event is { type: string; data: Created } => event.type === created.type;
  const isChanged = (event: AnyEvent): event is { type: string; data: { changes: Changes } } => event.type === changed?.type;
  return {
    definitions: [created, ...(changed ? [changed] : []), deleted, ...(restored ? [restored] : [])],
    created: (id, fields) => ({ type: created.type, data: { [key]: id, ...fields } }),
    changed: changed ? (id, changes) => ({ type: changed.type, data: { [key]: id, changes } }) : null,
    deleted: (id) => ({ type: deleted.type, data: { [key]: id } }),
    restored: restored ? (id) => ({ type: restored.type, data: { [key]: id } }) : null,
    effect(event) {
      if (isCreated(event)) {
        const { [key]: _id, ...fields } = event.data;
        return { created: fields };
      }
      if (isChanged(event)) return { changes: event.data.changes };
      if (event.type === deleted.type) return { status: 'deleted' };
      return event.type === restored?.type ? { status: 'live' } : null;
    },
  };
}
