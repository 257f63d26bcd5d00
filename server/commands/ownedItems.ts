// One command module for every owned item (budgets, assets, debts, subscriptions): create, change
// and delete through runCommand, shared by GraphQL and REST. A body's userId must be the caller's.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { NotFoundError, ValidationError } from '../../domain/errors.ts';
import { uuid } from '../../domain/fields.ts';
import type { OwnedItem } from '../../events/ownedItem/define.ts';
import { deterministicId } from '../../events/store/ids.ts';
import type { Queryable } from '../../events/store/driver.ts';
import type { OwnedItemRow } from '../../projections/ownedItems/queries.ts';
import type { App, Caller } from '../context.ts';
import type { Present } from '../queries/insightViews.ts';
import { assertOwnUser, userIdField } from '../envelope.ts';
import { parseInput } from '../input.ts';
import { runCommand } from './run.ts';

/** What every owned-item command may carry beside its fields. Other keys (spentAmount) are dropped. */
const Envelope = z.object({
  id: uuid('id').optional(),
  commandId: uuid('commandId').optional(),
  userId: userIdField,
});

export interface OwnedItemInputs<Fields> {
  /** The fields of a new item, with the spec's defaults filled in. */
  create: z.ZodType<Fields>;
  change: z.ZodType<Partial<Fields>>;
}

interface Finder<Fields> {
  find(db: Queryable, userId: string, id: string): Promise<OwnedItemRow<Fields> | null>;
}

export function ownedItemCommands<Fields>(item: OwnedItem<Fields>, rows: Finder<Fields>, inputs: OwnedItemInputs<Fields>) {
  const run = (app: App, caller: Caller, commandId: string, command: Parameters<typeof item.decider.decide>[0]) =>
    runCommand(app, caller, item.decider, { streamId: item.stream(command.id), streamType: item.kind, commandId, command });

  async function current(app: App, caller: Caller, id: string): Promise<OwnedItemRow<Fields>> {
    const row = await rows.find(app.db, caller.userId, id);
    if (!row) throw new NotFoundError(`${item.title} not found`);
    return row;
  }

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
      const fields = parseInput(inputs.create, input);
      const itemId = id ?? (commandId ? deterministicId(item.kind, 'create', commandId, caller.userId) : randomUUID());
      const outcome = await run(app, caller, commandId ?? defaultCommandId('create', itemId, caller.userId), {
        type: 'Create', userId: caller.userId, id: itemId, fields,
      });
      return { row: await current(app, caller, itemId), created: !outcome.duplicate };
    },

    async change(app: App, caller: Caller, id: string, input: unknown): Promise<OwnedItemRow<Fields>> {
      const { commandId } = envelope(caller, input);
      const changes = parseInput(inputs.change, input);
      if (Object.keys(changes).length === 0) throw new ValidationError('Give at least one field to change');
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

/** An owned item as both transports serve it: its commands, its rows and how it is shown. */
export interface OwnedItemApi<Fields> {
  commands: ReturnType<typeof ownedItemCommands<Fields>>;
  /** The noun's own input schemas (events/ownedItem/<noun>.ts): what a caller gives when creating, it reads back. */
  inputs: { create: z.ZodObject; change: z.ZodObject };
  rows: { list(db: Queryable, userId: string): Promise<OwnedItemRow<Fields>[]> };
  present: Present<Fields>;
}
