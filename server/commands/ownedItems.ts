// One command module for every plain owned item (budgets, assets, debts, subscriptions): create, change
// and delete through runCommand, shared by GraphQL and REST. A body's userId must be the caller's.
import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { NotFoundError, ValidationError } from '../../domain/errors.ts';
import { uuid } from '../../domain/fields.ts';
import type { FieldList } from '../../events/fields.ts';
import { changeableNames } from '../../events/fields.ts';
import type { Decider } from '../../events/handleCommand.ts';
import type { LifecycleCommand, LifecycleState } from '../../events/ownedItem/define.ts';
import type { Queryable } from '../../events/store/driver.ts';
import type { AnyEvent } from '../../events/store/eventTypes.ts';
import { deterministicId } from '../../events/store/ids.ts';
import type { App, Caller } from '../context.ts';
import type { Present } from '../queries/insightViews.ts';
import { assertOwnUser, userIdField } from '../envelope.ts';
import { parseInput } from '../input.ts';
import { readOwn, runCommand } from './run.ts';

/** What every owned-item command may carry beside its fields. Other keys (spentAmount) are dropped. */
const Envelope = z.object({
  id: uuid('id').optional(),
  commandId: uuid('commandId').optional(),
  userId: userIdField,
});

/** A plain owned item as its commands see it: its stream, its decider, its inputs (from its field list) and its rows. */
export interface OwnedItem<Fields, Changes, Row> {
  /** Stream type and stream id prefix, e.g. "budget". */
  kind: string;
  /** How a person names one in messages: "Budget" (not found). */
  title: string;
  fields: FieldList;
  stream(id: string): string;
  decider: Decider<LifecycleCommand<Fields, Changes, 'Change'>, LifecycleState<Fields, AnyEvent>, AnyEvent>;
  /** z.object(recordInputShape(fields)) and z.object(changeInputShape(fields)). */
  inputs: { record: z.ZodType<Fields>; change: z.ZodType<Changes> };
  rows: {
    list(db: Queryable, userId: string): Promise<Row[]>;
    find(db: Queryable, userId: string, id: string): Promise<Row | null>;
  };
}

export function ownedItemCommands<Fields, Changes extends object, Row>(item: OwnedItem<Fields, Changes, Row>) {
  const run = (app: App, caller: Caller, commandId: string, command: LifecycleCommand<Fields, Changes, 'Change'>) =>
    runCommand(app, caller, item.decider, { streamId: item.stream(command.id), streamType: item.kind, commandId, command });

  const current = (app: App, caller: Caller, id: string): Promise<Row> => readOwn(app, caller, async () => {
    const row = await item.rows.find(app.db, caller.userId, id);
    if (!row) throw new NotFoundError(`${item.title} not found`);
    return row;
  });

  /** Without a command id, a retry is recognised by the item id the caller minted. */
  const defaultCommandId = (action: string, id: string, userId: string) => deterministicId(item.kind, action, id, userId);

  function envelope(caller: Caller, input: unknown) {
    const parsed = parseInput(Envelope, input);
    assertOwnUser(caller, parsed.userId);
    return parsed;
  }

  return {
    /** Creates an item; `created` is false when this was a retry of one already created. */
    async create(app: App, caller: Caller, input: unknown) {
      const { id, commandId } = envelope(caller, input);
      const fields = parseInput(item.inputs.record, input);
      const itemId = id ?? (commandId ? deterministicId(item.kind, 'create', commandId, caller.userId) : randomUUID());
      const outcome = await run(app, caller, commandId ?? defaultCommandId('create', itemId, caller.userId), {
        type: 'Create', userId: caller.userId, id: itemId, fields,
      });
      return { row: await current(app, caller, itemId), created: !outcome.duplicate };
    },

    async change(app: App, caller: Caller, id: string, input: unknown): Promise<Row> {
      const { commandId } = envelope(caller, input);
      const changes = parseInput(item.inputs.change, input);
      if (Object.values(changes).every((value) => value === undefined)) throw new ValidationError(`Give at least one of ${changeableNames(item.fields)}`);
      await run(app, caller, commandId ?? randomUUID(), { type: 'Change', userId: caller.userId, id, changes });
      return current(app, caller, id);
    },

    async remove(app: App, caller: Caller, id: string, input: unknown = {}): Promise<void> {
      const { commandId } = envelope(caller, input);
      await run(app, caller, commandId ?? defaultCommandId('delete', id, caller.userId), {
        type: 'Delete', userId: caller.userId, id,
      });
    },
  };
}

/** An owned item as both transports serve it: its commands, its field list, its rows and how each is shown (with what is read at read time). */
export interface OwnedItemApi<Fields extends FieldList, Row, View> {
  commands: {
    create(app: App, caller: Caller, input: unknown): Promise<{ row: Row; created: boolean }>;
    change(app: App, caller: Caller, id: string, input: unknown): Promise<Row>;
    remove(app: App, caller: Caller, id: string, input?: unknown): Promise<void>;
  };
  fields: Fields;
  rows: { list(db: Queryable, userId: string): Promise<Row[]> };
  present: Present<Row, View>;
}
