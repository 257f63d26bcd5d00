// How a lifecycle's events carry an item: nested, `{ id, fields }` / `{ id, changes }` / `{ id }` as
// the owned items were always stored, or flat under a named id key, `{ expenseId, ...fields }`, as the
// expenses, savings, goals and IOUs were. Only the shape of the data differs: define.ts holds the rules.
import { z } from 'zod';
import type { AnyEvent, EventDefinition } from '../store/eventTypes.ts';
import { defineEvent } from '../store/eventTypes.ts';

/** What one of a lifecycle's events does to its item; a particular fact is none of these. */
type Effect<Fields, Changes> = { created: Fields } | { changes: Changes } | { status: 'live' | 'deleted' } | null;

/**
 * A lifecycle's own events: their definitions, how each is written, and what each means when read back.
 * Changes is never for a noun whose fields never change, RestoredType for one that cannot be restored.
 */
export interface LifecycleEvents<Fields, Changes, Event extends AnyEvent, Definitions extends readonly EventDefinition[], RestoredType extends string> {
  definitions: Definitions;
  created(id: string, fields: Fields): Event;
  /** Null for a noun whose fields never change. */
  changed: ((id: string, changes: Partial<Changes>) => Event) | null;
  deleted(id: string): Event;
  /** Null for a noun whose delete cannot be undone (its RestoredType is never). */
  restored: ((id: string) => Event & { type: RestoredType }) | null;
  effect(event: AnyEvent): Effect<Fields, Changes>;
}

type Event<Type extends string, Data> = { type: Type; data: Data };

/**
 * Nested events, their definitions made here from the fields' schema. The registry decoded each
 * stored event by its type, so an event of one of these types carries that type's data.
 */
export function nested<const Created extends string, const Changed extends string, const Deleted extends string, Fields>(
  names: { created: Created; changed: Changed; deleted: Deleted },
  fields: z.ZodType<Fields>,
  changes: z.ZodType<Partial<Fields>>,
) {
  type CreatedEvent = Event<Created, { id: string; fields: Fields }>;
  type ChangedEvent = Event<Changed, { id: string; changes: Partial<Fields> }>;
  type Nested = CreatedEvent | ChangedEvent | Event<Deleted, { id: string }>;
  const isCreated = (event: AnyEvent): event is CreatedEvent => event.type === names.created;
  const isChanged = (event: AnyEvent): event is ChangedEvent => event.type === names.changed;
  const shape: LifecycleEvents<Fields, Partial<Fields>, Nested, readonly [
    EventDefinition<Created, { id: string; fields: Fields }>, EventDefinition<Changed, { id: string; changes: Partial<Fields> }>, EventDefinition<Deleted, { id: string }>,
  ], never> = {
    definitions: [
      defineEvent(names.created, z.object({ id: z.uuid(), fields })),
      defineEvent(names.changed, z.object({ id: z.uuid(), changes })),
      defineEvent(names.deleted, z.object({ id: z.uuid() })),
    ],
    created: (id, given) => ({ type: names.created, data: { id, fields: given } }),
    changed: (id, changed) => ({ type: names.changed, data: { id, changes: changed } }),
    deleted: (id) => ({ type: names.deleted, data: { id } }),
    restored: null,
    effect(event) {
      if (isCreated(event)) return { created: event.data.fields };
      if (isChanged(event)) return { changes: event.data.changes };
      return event.type === names.deleted ? { status: 'deleted' } : null;
    },
  };
  return shape;
}

type Flat<Key extends string> = Record<Key, string>;
type FlatChange<Key extends string, Changes> = Flat<Key> & { changes: Changes };

/**
 * Flat events, as defined beside their noun: the created data is the id under `key` beside the
 * fields, a change is `{ [key], changes }`, a delete or restore `{ [key] }`.
 */
export function flat<
  const Key extends string,
  Created extends string, CreatedData extends Flat<Key>,
  Deleted extends string,
  Changed extends string = never, Changes extends object = never,
  Restored extends string = never,
>(key: Key, definitions: {
  created: EventDefinition<Created, CreatedData>;
  changed?: EventDefinition<Changed, FlatChange<Key, Changes>>;
  deleted: EventDefinition<Deleted, Flat<Key>>;
  restored?: EventDefinition<Restored, Flat<Key>>;
}) {
  type Fields = Omit<CreatedData, Key>;
  type FlatEvent = Event<Created, CreatedData> | Event<Changed, FlatChange<Key, Changes>> | Event<Deleted, Flat<Key>> | Event<Restored, Flat<Key>>;
  const { created, changed, deleted, restored } = definitions;
  const isCreated = (event: AnyEvent): event is Event<Created, CreatedData> => event.type === created.type;
  const isChanged = (event: AnyEvent): event is Event<Changed, FlatChange<Key, Changes>> => event.type === changed?.type;
  // TypeScript types an object with a computed key as an index signature, so it cannot see the id
  // and the rest make the event's data again: the one cast, and the registry checks it on append.
  const withId = <Data>(id: string, rest: object) => ({ [key]: id, ...rest }) as Data;
  const shape: LifecycleEvents<Fields, Changes, FlatEvent, readonly EventDefinition<FlatEvent['type'], FlatEvent['data']>[], Restored> = {
    definitions: [created, ...(changed ? [changed] : []), deleted, ...(restored ? [restored] : [])],
    created: (id, fields) => ({ type: created.type, data: withId<CreatedData>(id, fields) }),
    changed: changed ? (id, changes) => ({ type: changed.type, data: withId<FlatChange<Key, Changes>>(id, { changes }) }) : null,
    deleted: (id) => ({ type: deleted.type, data: withId<Flat<Key>>(id, {}) }),
    restored: restored ? (id) => ({ type: restored.type, data: withId<Flat<Key>>(id, {}) }) : null,
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
  return shape;
}
