// One generic for the streams a user owns as plain items (budgets, assets, debts, subscriptions):
// created with its fields, changed field by field, deleted. A definition names its fields and rules,
// and may add commands of its own (a subscription's paid occurrence), decided in its own file.
import { z } from 'zod';
import { ConflictError, NotFoundError } from '../../domain/errors.ts';
import { changedFields } from '../changedFields.ts';
import type { Decider } from '../handleCommand.ts';
import type { AnyEvent, EventDefinition, EventOf } from '../store/eventTypes.ts';
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

/** The owner's own live item, as a particular command sees it. */
interface LiveItem<Fields> {
  ownerId: string;
  fields: Fields;
}

/**
 * Commands particular to one noun: their own facts, and the field changes those facts bring, which
 * are recorded as the item's ordinary change (so every read model of the item follows them).
 * The generic part answers "not found" for another user's, a deleted or an unknown item first.
 */
export interface Particular<Fields, Command extends { type: string; userId: string; id: string }, Definitions extends readonly EventDefinition[]> {
  definitions: Definitions;
  decide(command: Command, item: LiveItem<Fields>): { facts: EventOf<Definitions[number]>[]; changes: Partial<Fields> };
}

const GENERIC_COMMANDS = new Set(['Create', 'Change', 'Delete']);

export type OwnedItemCommand<Fields> =
  | { type: 'Create'; userId: string; id: string; fields: Fields }
  | { type: 'Change'; userId: string; id: string; changes: Partial<Fields> }
  | { type: 'Delete'; userId: string; id: string };

export type OwnedItemState<Fields> =
  | { status: 'none' }
  | { status: 'created' | 'deleted'; ownerId: string; fields: Fields };

export function defineOwnedItem<
  const Created extends string,
  const Changed extends string,
  const Deleted extends string,
  Fields,
  Extra extends { type: string; userId: string; id: string } = never,
  const ExtraDefinitions extends readonly EventDefinition[] = readonly [],
>(options: OwnedItemOptions<Created, Changed, Deleted, Fields> & { particular?: Particular<Fields, Extra, ExtraDefinitions> }) {
  const created = defineEvent(options.events.created, z.object({ id: z.uuid(), fields: options.fields }));
  const changed = defineEvent(options.events.changed, z.object({ id: z.uuid(), changes: options.changes }));
  const deleted = defineEvent(options.events.deleted, z.object({ id: z.uuid() }));
  const definitions = [created, changed, deleted, ...(options.particular?.definitions ?? [])] as const;
  const registry = createRegistry(definitions);
  type Generic =
    | { type: Created; data: { id: string; fields: Fields } }
    | { type: Changed; data: { id: string; changes: Partial<Fields> } }
    | { type: Deleted; data: { id: string } };
  type Event = Generic | EventOf<ExtraDefinitions[number]>;
  const notFound = () => new NotFoundError(`${options.title} not found`);
  // The registry decoded each event by its type, so the type names its data.
  const isOf = <Type extends Generic['type']>(event: AnyEvent, type: Type): event is Extract<Generic, { type: Type }> => event.type === type;
  const isGeneric = (command: OwnedItemCommand<Fields> | Extra): command is OwnedItemCommand<Fields> => GENERIC_COMMANDS.has(command.type);

  function decideParticular(command: Extra, state: OwnedItemState<Fields>): Event[] {
    if (state.status !== 'created' || state.ownerId !== command.userId) throw notFound();
    if (!options.particular) throw new Error(`${options.title} has no command ${command.type}`);
    const { facts, changes } = options.particular.decide(command, state);
    const changedOnes = changedFields(state.fields, changes);
    const change: Event[] = Object.keys(changedOnes).length === 0 ? [] : [{ type: options.events.changed, data: { id: command.id, changes: changedOnes } }];
    return [...facts, ...change];
  }

  const decider: Decider<OwnedItemCommand<Fields> | Extra, OwnedItemState<Fields>, Event> = {
    registry,
    initialState: { status: 'none' },
    evolve(state, event) {
      if (isOf(event, options.events.created)) {
        return { status: 'created', ownerId: event.metadata.userId, fields: event.data.fields };
      }
      if (state.status === 'none') return state;
      if (isOf(event, options.events.changed)) {
        return { ...state, fields: { ...state.fields, ...event.data.changes } };
      }
      if (event.type === options.events.deleted) return { ...state, status: 'deleted' };
      // A particular fact changes the item only through the change decided beside it.
      return state;
    },
    decide(command, state) {
      if (!isGeneric(command)) return decideParticular(command, state);
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

/** What the generic commands, read models and transports need of any owned item, particular commands or not. */
export interface OwnedItem<Fields> {
  kind: string;
  title: string;
  events: { created: string; changed: string; deleted: string };
  fields: z.ZodType<Fields>;
  decider: Decider<OwnedItemCommand<Fields>, OwnedItemState<Fields>, AnyEvent>;
  stream(id: string): string;
}
