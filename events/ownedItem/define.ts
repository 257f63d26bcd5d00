// One lifecycle for every stream a user owns as one item (expenses, savings, goals, IOUs, budgets,
// assets, debts, subscriptions): created with its fields, changed field by field, deleted and, for
// some, restored. A noun names the commands it answers (its Command type), hands over its events
// (shapes.ts reads them nested or flat) and adds its own rules; a command particular to it (a bill
// paid, a goal completed, an IOU repaid) is decided in its own file, through `particular`.
import type { z } from 'zod';
import { unfitAmount, wholeUnitsMessage } from '../../domain/currencies.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import { changedFields } from '../changedFields.ts';
import type { Decider } from '../handleCommand.ts';
import type { AnyEvent, EventDefinition } from '../store/eventTypes.ts';
import { createRegistry } from '../store/eventTypes.ts';
import type { LifecycleEvents, NestedEvents } from './shapes.ts';
import { nested } from './shapes.ts';

/** The generic commands: Create and Delete for every noun; Change and Restore for a noun that names them in `Can`. */
export type LifecycleCommand<Fields, Changes, Can extends 'Change' | 'Restore' = never> =
  | { type: 'Create'; userId: string; id: string; fields: Fields }
  | { type: 'Delete'; userId: string; id: string }
  | ('Change' extends Can ? { type: 'Change'; userId: string; id: string; changes: Changes } : never)
  | ('Restore' extends Can ? { type: 'Restore'; userId: string; id: string } : never);

type GenericCommand<Fields, Changes> = LifecycleCommand<Fields, Changes, 'Change' | 'Restore'>;
const GENERIC = new Set(['Create', 'Change', 'Delete', 'Restore']);

/** Every command a noun answers names its item and its caller. */
type ItemCommand = { type: string; userId: string; id: string };

/** A noun's commands other than the generic ones: those its `particular` decides. */
type ParticularOf<Command> = Exclude<Command, { type: 'Create' | 'Change' | 'Delete' | 'Restore' }>;

/** Every noun's amounts fit its currency (domain/currencies.ts: whole XOF, XAF and UGX), created or changed. */
function assertAmountsFit(fields: object, changes?: object) {
  const unfit = unfitAmount(fields, changes);
  if (unfit) throw new ValidationError(wholeUnitsMessage(unfit.currency, unfit.field), unfit.field);
}

/** The item as the stream holds it: its owner, its fields and the particular facts recorded on it (repayments). */
export type LifecycleState<Fields, Fact> =
  | { status: 'none' }
  | { status: 'live' | 'deleted'; ownerId: string; fields: Fields; facts: readonly Fact[] };

/**
 * Commands particular to one noun and the facts they record. The generic part has already answered "not
 * found" for another user's, a deleted or an unknown item; `change` gives the noun's ordinary change event
 * for what differs (none when nothing does), so every read model follows a change made this way too.
 */
export interface Particular<Fields, Changes, Command, Fact extends AnyEvent> {
  definitions: readonly EventDefinition[];
  decide(command: Command, item: { ownerId: string; fields: Fields; facts: readonly Fact[] }, change: (changes: Changes) => AnyEvent[]): AnyEvent[];
}

/** What a noun tells the lifecycle. `Fact` is the event type of its particular facts, if any. */
export interface Lifecycle<Fields, Changes, Command, Fact extends AnyEvent> {
  /** How a person names one in messages: "Expense" (not found). */
  title: string;
  /** And at a sentence's start: "An expense" (with this id already exists). */
  one: string;
  events: LifecycleEvents<Fields, Changes>;
  /** Throws (ValidationError, ConflictError) when these changes may not be made, given the facts the item holds. */
  checkChange?: (fields: Fields, changes: Changes, facts: readonly Fact[]) => void;
  particular?: Particular<Fields, Changes, ParticularOf<Command>, Fact>;
}

/**
 * The noun's decider. Its commands are the noun's own type (the generic ones it names, and its particular
 * ones), so asking a noun for a command it does not answer does not compile.
 */
export function defineLifecycle<Fields extends object, Changes extends object, Command extends ItemCommand, Fact extends AnyEvent = never>(
  noun: Lifecycle<Fields, Changes, Command, Fact>,
) {
  type State = LifecycleState<Fields, Fact>;
  const { events, particular } = noun;
  const definitions = [...events.definitions, ...(particular?.definitions ?? [])];
  const factTypes = new Set(particular?.definitions.map((definition) => definition.type));
  // The registry decoded each event by its type, so a particular type names a particular fact.
  const isFact = (event: AnyEvent): event is Fact => factTypes.has(event.type);
  const isGeneric = (command: Command): command is Command & GenericCommand<Fields, Changes> => GENERIC.has(command.type);
  const isParticular = (command: Command): command is ParticularOf<Command> & Command => !GENERIC.has(command.type);
  const notFound = () => new NotFoundError(`${noun.title} not found`);
  const owned = (state: State, userId: string) => {
    if (state.status === 'none' || state.ownerId !== userId) throw notFound();
    return state;
  };
  const live = (state: State, userId: string) => {
    const item = owned(state, userId);
    if (item.status !== 'live') throw notFound();
    return item;
  };

  // Change and Restore reach here only from a noun that named them, which has the event; typed code never throws this.
  function needed<Make>(make: Make | null, event: 'change' | 'restored'): Make {
    if (make === null) throw new Error(`${noun.title} has no ${event} event`);
    return make;
  }

  /** The change event for the fields that differ: none when nothing does. */
  function change(id: string, fields: Fields, changes: Changes): AnyEvent[] {
    const differing = changedFields(fields, changes);
    return Object.keys(differing).length === 0 ? [] : [needed(events.changed, 'change')(id, differing)];
  }

  const decider: Decider<Command, State, AnyEvent> = {
    registry: createRegistry(definitions),
    initialState: { status: 'none' },
    evolve(state, event) {
      if (isFact(event)) return state.status === 'none' ? state : { ...state, facts: [...state.facts, event] };
      const effect = events.effect(event);
      if (effect !== null && 'created' in effect) return { status: 'live', ownerId: event.metadata.userId, fields: effect.created, facts: [] };
      if (state.status === 'none' || effect === null) return state;
      if ('changes' in effect) return { ...state, fields: { ...state.fields, ...effect.changes } };
      return { ...state, status: effect.status };
    },
    decide(command, state) {
      if (isParticular(command)) {
        const item = live(state, command.userId);
        if (!particular) throw new Error(`${noun.title} has no command ${command.type}`);
        return particular.decide(command, item, (changes) => change(command.id, item.fields, changes));
      }
      if (!isGeneric(command)) throw new Error(`${noun.title} has no command ${command.type}`);
      switch (command.type) {
        case 'Create':
          if (state.status !== 'none') throw new ConflictError(`${noun.one} with this id already exists`);
          assertAmountsFit(command.fields);
          return [events.created(command.id, command.fields)];
        case 'Change': {
          const { fields, facts } = live(state, command.userId);
          assertAmountsFit(fields, command.changes);
          noun.checkChange?.(fields, command.changes, facts);
          return change(command.id, fields, command.changes);
        }
        case 'Delete':
          return owned(state, command.userId).status === 'deleted' ? [] : [events.deleted(command.id)];
        case 'Restore':
          return owned(state, command.userId).status === 'live' ? [] : [needed(events.restored, 'restored')(command.id)];
        default: {
          const unexpected: never = command;
          return unexpected;
        }
      }
    },
  };
  return { definitions, decider };
}

/** What the generic commands, read models and transports need of a plain owned item. */
export interface OwnedItem<Fields> {
  kind: string;
  title: string;
  events: { created: string; changed: string; deleted: string };
  fields: z.ZodType<Fields>;
  decider: Decider<LifecycleCommand<Fields, Partial<Fields>, 'Change'>, LifecycleState<Fields, AnyEvent>, AnyEvent>;
  stream(id: string): string;
}

/**
 * The plain owned items (budgets, assets, debts, subscriptions): their nested events (written out in
 * their own files), on `<kind>-<id>` streams, served by one command module (server/commands/ownedItems.ts).
 * A subscription's paid occurrence is its particular command (subscriptionPayment.ts).
 */
export function defineOwnedItem<Fields extends object, Particulars extends ItemCommand = never, Fact extends AnyEvent = never>(options: {
  /** Stream type and stream id prefix, e.g. "budget". */
  kind: string;
  title: string;
  events: NestedEvents<Fields>;
  fields: z.ZodType<Fields>;
  checkChange?: (fields: Fields, changes: Partial<Fields>) => void;
  particular?: Particular<Fields, Partial<Fields>, Particulars, Fact>;
}) {
  const { kind, title, fields, checkChange, particular } = options;
  const { decider } = defineLifecycle<Fields, Partial<Fields>, LifecycleCommand<Fields, Partial<Fields>, 'Change'> | Particulars, Fact>({
    title, one: `A ${kind}`, events: nested(options.events), checkChange, particular,
  });
  const { created, changed, deleted } = options.events;
  const events = { created: created.type, changed: changed.type, deleted: deleted.type };
  return { kind, title, events, fields, decider, stream: (id: string) => `${kind}-${id}` };
}
