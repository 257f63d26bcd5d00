// The one thing a rename cannot move: an expense whose id the account already uses (expense ids
// are per user, so an anonymous device may have picked one). Those are recorded again for the
// account under a new id and deleted where they were, before the merge renames the user.
import { expenseDecider } from '../../events/expense/decider.ts';
import type { ExpenseCommand } from '../../events/expense/decider.ts';
import { expenseRegistry, expenseStream, legacyExpenseStream } from '../../events/expense/events.ts';
import { handleCommand } from '../../events/handleCommand.ts';
import type { CommandOutcome } from '../../events/handleCommand.ts';
import { createEventStore } from '../../events/store/eventStore.ts';
import type { EventMetadata } from '../../events/store/eventTypes.ts';
import { deterministicId } from '../../events/store/ids.ts';
import type { ExpenseTransfer } from '../../events/user/events.ts';
import { expenseRequest } from '../commands/expenses.ts';
import type { App } from '../context.ts';
import { oneOf } from '../../events/store/driver.ts';

/** Moves the clashing expenses; answers which became which (also those a retry finds moved already). */
export async function moveClashingExpenses(
  app: App,
  as: (userId: string, commandId: string, timeZone?: string) => EventMetadata,
  fromUserId: string,
  intoUserId: string,
  track: (outcome: CommandOutcome) => void,
): Promise<ExpenseTransfer[]> {
  const store = createEventStore(app.db, expenseRegistry);
  const owned = await app.db.query<{ stream_id: string }>(
    `select stream_id from streams where owner_id = $1 and stream_type = 'expense' order by created_at, stream_id`,
    [fromUserId],
  );
  const streams = await store.readStreams(owned.map((row) => row.stream_id));
  const idOf = (streamId: string) => streams.get(streamId)?.events[0]?.data.expenseId ?? '';
  const accounts = await app.db.query<{ stream_id: string }>(
    `select stream_id from streams where stream_id ${oneOf('$1')} and owner_id = $2`,
    [JSON.stringify(owned.flatMap(({ stream_id: id }) => [expenseStream(intoUserId, idOf(id)), legacyExpenseStream(idOf(id))])), intoUserId],
  );
  const taken = new Set(accounts.map((row) => row.stream_id));
  const transfers: ExpenseTransfer[] = [];
  for (const [streamId, stream] of streams) {
    const from = idOf(streamId);
    const first = stream.events[0];
    if (!first || !(taken.has(expenseStream(intoUserId, from)) || taken.has(legacyExpenseStream(from)))) continue;
    const state = stream.events.reduce(expenseDecider.evolve, expenseDecider.initialState);
    const to = deterministicId('expense', 'merged', from, intoUserId);
    const deleteId = deterministicId('merge', 'delete', from, intoUserId);
    if (state.status === 'deleted' && stream.events.at(-1)?.metadata.commandId === deleteId) transfers.push({ from, to });
    if (state.status !== 'live') continue;
    const record: ExpenseCommand = { type: 'Create', userId: intoUserId, id: to, fields: state.fields };
    const remove: ExpenseCommand = { type: 'Delete', userId: fromUserId, id: from };
    // Recorded in the original's time zone, so it lands on the same local day for its new owner.
    track(await handleCommand(app.db, expenseDecider, {
      streamId: expenseStream(intoUserId, to),
      streamType: 'expense',
      command: record,
      request: expenseRequest(record),
      metadata: as(intoUserId, deterministicId('merge', 'record', from, intoUserId), first.metadata.timeZone),
    }));
    track(await handleCommand(app.db, expenseDecider, {
      streamId,
      streamType: 'expense',
      command: remove,
      request: expenseRequest(remove),
      metadata: as(fromUserId, deleteId),
    }));
    transfers.push({ from, to });
  }
  return transfers;
}
