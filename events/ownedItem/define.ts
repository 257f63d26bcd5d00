// One generic for the streams a user owns as plain items (budgets, assets, debts, subscriptions):
// created with its fields, changed field by field, deleted. A definition names its fields and rules.
import { z } from 'zod';
import { ConflictError, NotFoundError } from '../../domain/errors.ts';
import { changedFields } from '../changedFields.ts';
import type { Decider } from '../handleCommand.ts';
import { createRegistry, defineEvent } from '../store/eventTypes.ts';

export interface OwnedItemOptions<Created extends string, Changed extends string, Deleted extends string, Fields> {
  /** Stream type and stream id prefix, e.g. "budget". */
  kind: string;
  /** How a person names one in messages, e.g. "Budget". */
  title: string;
  events: { created: Created; changed: Changed; deleted: Deleted };
  fields: z.ZodType<Fields>;
  changes: z.ZodType<Partial<Fields>>;
  /** Why a change may not be made to these fields (answered as a conflict), or null when it may. */
  refuseChange?: (fields: Fields, changes: Partial<Fields>) => string | null;
}

export type OwnedItemCommand<Fields> =
  | { type: 'Create'; userId: string; id: string; fields: Fields }
  | { type: 'Change'; userId: string; id: string; changes: Partial<Fields> }
  | { type: 'Delete'; userId: string; id: string };

export type OwnedItemState<Fields> =
  | { status: 'none' }
  | { status: 'created' | 'deleted'; ownerId: string; fields: Fields };

export function defineOwnedItem<const Created extends string, const Changed extends string, const Deleted extends string, Fields>(
  options: OwnedItemOptions<Created, Changed, Deleted, Fields>,
) {
  const created = defineEvent(options.events.created, z.object({ id: z.uuid(), fields: options.fields }));
  const changed = defineEvent(options.events.changed, z.object({ id: z.uuid(), changes: options.changes }));
  const deleted = defineEvent(options.events.deleted, z.object({ id: z.uuid() }));
  const definitions = [created, changed, deleted] as const;
  const registry = createRegistry(definitions);
  type Event =
    | { type: Created; data: { id: string; fields: Fields } }
    | { type: Changed; data: { id: string; changes: Partial<Fields> } }
    | { type: Deleted; data: { id: string } };
  const notFound = () => new NotFoundError(`${options.title} not found`);

  const decider: Decider<OwnedItemCommand<Fields>, OwnedItemState<Fields>, Event> = {
    registry,
    initialState: { status: 'none' },
    evolve(state, event) {
      if (event.type === options.events.created && 'fields' in event.data) {
        return { status: 'created', ownerId: event.metadata.userId, fields: event.data.fields };
      }
      if (state.status === 'none') return state;
      if ('changes' in event.data) return { ...state, fields: { ...state.fields, ...event.data.changes } };
      return { ...state, status: 'deleted' };
    },
    decide(command, state) {
      switch (command.type) {
        case 'Create':
          if (state.status !== 'none') throw new ConflictError(`A ${options.kind} with this id already exists`);
          return [{ type: options.events.created, data: { id: command.id, fields: command.fields } }];
        case 'Change': {
          if (state.status !== 'created' || state.ownerId !== command.userId) throw notFound();
          const changes = changedFields(state.fields, command.changes);
          if (Object.keys(changes).length === 0) return [];
          const refusal = options.refuseChange?.(state.fields, changes) ?? null;
          if (refusal !== null) throw new ConflictError(refusal);
          return [{ type: options.events.changed, data: { id: command.id, changes } }];
        }
        case 'Delete':
          if (state.status === 'none' || state.ownerId !== command.userId) throw notFound();
          if (state.status === 'deleted') return [];
          return [{ type: options.events.deleted, data: { id: command.id } }];
        default: {
          const unexpected: never = command;
          return unexpected;
        }
      }
    },
  };

  return {
    kind: options.kind,
    title: options.title,
    events: options.events,
    fields: options.fields,
    definitions,
    decider,
    stream: (id: string) => `${options.kind}-${id}`,
  };
}

export type OwnedItem<Fields> = ReturnType<typeof defineOwnedItem<string, string, string, Fields>>;
