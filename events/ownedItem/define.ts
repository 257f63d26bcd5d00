// One lifecycle for every stream a user owns as one item (expenses, savings, goals, IOUs, budgets,
// assets, debts, subscriptions): created with its fields, changed field by field, deleted and, for
// some, restored. A noun declares its events' shape (shapes.ts) and its rules; commands particular to
// it (a bill paid, a goal completed, an IOU repaid) are decided in its own file, through `particular`.
import type { z } from 'zod';
import { unfitAmount, wholeUnitsMessage } from '../../domain/currencies.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import { changedFields } from '../changedFields.ts';
import type { Decider } from '../handleCommand.ts';
import type { AnyEvent, EventDefinition, EventOf } from '../store/eventTypes.ts';
import { createRegistry } from '../store/eventTypes.ts';
import type { LifecycleEvents } from './shapes.ts';
import { nested } from './shapes.ts';

/** What a noun's events may allow beyond creating and deleting, named by the command each allows. */
type Ability = 'Change' | 'Restore';

/**
 * What a noun's events allow: Change unless its fields never change (Changes is never), Restore when it
 * has a restored event (its type is not never). The brackets test never itself: a bare never would
 * make the whole test never.
 */
type Allowed<Changes, RestoredType> = ([Changes] extends [never] ? never : 'Change') | ([RestoredType] extends [never] ? never : 'Restore');

/**
 * The generic commands of a noun whose events allow `Can`: Create and Delete always, Change only with
 * a change event, Restore only with a restored event. Asking a noun for another does not compile.
 */
export type LifecycleCommand<Fields, Changes, Can extends Ability> =
  | { type: 'Create'; userId: string; id: string; fields: Fields }
  | { type: 'Delete'; userId: string; id: string }
  | ('Change' extends Can ? { type: 'Change'; userId: string; id: string; changes: Changes } : never)
  | ('Restore' extends Can ? { type: 'Restore'; userId: string; id: string } : never);

/** Every generic command, as the one decide below answers them for all nouns. */
type AnyLifecycleCommand<Fields, Changes> = LifecycleCommand<Fields, Changes, Ability>;

export type LifecycleState<Fields, Fact> =
  | { status: 'none' }
  | { status: 'live' | 'deleted'; ownerId: string; fields: Fields; facts: readonly Fact[] };

/** The owner's own live item as a particular command sees it, with the particular facts it holds. */
interface LiveItem<Fields, Fact> {
  ownerId: string;
  fields: Fields;
  facts: readonly Fact[];
}

type ParticularCommand = { type: string; userId: string; id: string };

/**
 * Commands particular to one noun and the facts they record. Such a command may also change the
 * item's fields through `change`, which answers the item's ordinary change event for what differs
 * (none when nothing does), so every read model of the item follows. The generic part answers
 * "not found" for another user's, a deleted or an unknown item first.
 */
export interface Particular<Fields, Changes, Command extends ParticularCommand, Definitions extends readonly EventDefinition[]> {
  definitions: Definitions;
  decide<Change>(
    command: Command,
    item: LiveItem<Fields, EventOf<Definitions[number]>>,
    change: (changes: Changes) => Change[],
  ): (EventOf<Definitions[number]> | Change)[];
}

const GENERIC_COMMANDS = new Set(['Create', 'Change', 'Delete', 'Restore']);

/** Every noun's amounts fit its currency (domain/currencies.ts: whole XOF, XAF and UGX), created or changed. */
function assertAmountsFit(fields: object, changes?: object) {
  const unfit = unfitAmount(fields, changes);
  if (unfit) throw new ValidationError(wholeUnitsMessage(unfit.currency, unfit.field), unfit.field);
}

interface LifecycleOptions<Fields, Changes, Event extends AnyEvent, Definitions extends readonly EventDefinition[], RestoredType extends string, Fact> {
  /** How a person names one in messages: "Expense" (not found). */
  title: string;
  /** And at a sentence's start: "An expense" (with this id already exists). */
  one: string;
  events: LifecycleEvents<Fields, Changes, Event, Definitions, RestoredType>;
  /**
   * Throws (a ValidationError or ConflictError) when these changes may not be made to these fields,
   * given the particular facts the item holds (an IOU's repayments).
   */
  checkChange?: (fields: Fields, changes: Changes, facts: readonly Fact[]) => void;
}

export function defineLifecycle<
  Fields extends object,
  Changes extends object,
  Event extends AnyEvent,
  const Definitions extends readonly EventDefinition[],
  RestoredType extends string,
  Extra extends ParticularCommand = never,
  const ExtraDefinitions extends readonly EventDefinition[] = readonly [],
>(options: LifecycleOptions<Fields, Changes, Event, Definitions, RestoredType, EventOf<ExtraDefinitions[number]>> & {
  particular?: Particular<Fields, Changes, Extra, ExtraDefinitions>;
}) {
  type Command = LifecycleCommand<Fields, Changes, Allowed<Changes, RestoredType>> | Extra;
  type Fact = EventOf<ExtraDefinitions[number]>;
  type State = LifecycleState<Fields, Fact>;
  const { events, particular } = options;
  const definitions = [...events.definitions, ...(particular?.definitions ?? [])] as const;
  const notFound = () => new NotFoundError(`${options.title} not found`);
  const isGeneric = (command: AnyLifecycleCommand<Fields, Changes> | Extra): command is AnyLifecycleCommand<Fields, Changes> => GENERIC_COMMANDS.has(command.type);
  const facts = new Set(particular?.definitions.map((definition) => definition.type));
  // The registry decoded each event by its type, so a particular type names a particular fact.
  const isFact = (event: AnyEvent): event is Fact => facts.has(event.type);
  const live = (state: State, userId: string) => {
    if (state.status !== 'live' || state.ownerId !== userId) throw notFound();
    return state;
  };
  const owned = (state: State, userId: string) => {
    if (state.status === 'none' || state.ownerId !== userId) throw notFound();
    return state;
  };

  // The decider's type offers Change only when the events have a change event and Restore only when
  // they have a restored event (Allowed), but TypeScript cannot carry that from a command to `events`
  // inside this generic function: this check stands in for it, and typed code never reaches its throw.
  function allowed<Make>(make: Make | null, event: 'change' | 'restored'): Make {
    if (make === null) throw new Error(`${options.title} has no ${event} event`);
    return make;
  }

  /** The change event for the fields that differ: none when nothing does. */
  function change(id: string, fields: Fields, changes: Changes): Event[] {
    const differing = changedFields(fields, changes);
    if (Object.keys(differing).length === 0) return [];
    return [allowed(events.changed, 'change')(id, differing)];
  }

  function decideParticular(command: Extra, state: State): (Event | Fact)[] {
    const item = live(state, command.userId);
    if (!particular) throw new Error(`${options.title} has no command ${command.type}`);
    return particular.decide(command, item, (changes) => change(command.id, item.fields, changes));
  }

  const decider: Decider<Command, State, Event | Fact> = {
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
    // Answers every generic command; the decider's type offers only those this noun's events allow.
    decide(command: AnyLifecycleCommand<Fields, Changes> | Extra, state) {
      if (!isGeneric(command)) return decideParticular(command, state);
      switch (command.type) {
        case 'Create':
          if (state.status !== 'none') throw new ConflictError(`${options.one} with this id already exists`);
          assertAmountsFit(command.fields);
          return [events.created(command.id, command.fields)];
        case 'Change': {
          const { fields, facts: held } = live(state, command.userId);
          assertAmountsFit(fields, command.changes);
          options.checkChange?.(fields, command.changes, held);
          return change(command.id, fields, command.changes);
        }
        case 'Delete':
          if (owned(state, command.userId).status === 'deleted') return [];
          return [events.deleted(command.id)];
        case 'Restore':
          if (owned(state, command.userId).status === 'live') return [];
          return [allowed(events.restored, 'restored')(command.id)];
        default: {
          const unexpected: never = command;
          return unexpected;
        }
      }
    },
  };
  return { definitions, decider };
}

/**
 * The plain owned items (budgets, assets, debts, subscriptions): nested events made here from their
 * fields' schema, on `<kind>-<id>` streams, served by one command module (server/commands/ownedItems.ts).
 */
export function defineOwnedItem<
  const Created extends string,
  const Changed extends string,
  const Deleted extends string,
  Fields extends object,
  Extra extends ParticularCommand = never,
  const ExtraDefinitions extends readonly EventDefinition[] = readonly [],
>(options: {
  /** Stream type and stream id prefix, e.g. "budget". */
  kind: string;
  title: string;
  events: { created: Created; changed: Changed; deleted: Deleted };
  fields: z.ZodType<Fields>;
  changes: z.ZodType<Partial<Fields>>;
  checkChange?: (fields: Fields, changes: Partial<Fields>) => void;
  particular?: Particular<Fields, Partial<Fields>, Extra, ExtraDefinitions>;
}) {
  const { kind, title, fields, checkChange, particular } = options;
  const { definitions, decider } = defineLifecycle({
    title, one: `A ${kind}`, events: nested(options.events, fields, options.changes), checkChange, particular,
  });
  return { kind, title, events: options.events, fields, definitions, decider, stream: (id: string) => `${kind}-${id}` };
}

/** What the generic commands, read models and transports need of any owned item, particular commands or not. */
export interface OwnedItem<Fields> {
  kind: string;
  title: string;
  events: { created: string; changed: string; deleted: string };
  fields: z.ZodType<Fields>;
  decider: Decider<LifecycleCommand<Fields, Partial<Fields>, 'Change'>, LifecycleState<Fields, AnyEvent>, AnyEvent>;
  stream(id: string): string;
}
