// Moving an anonymous device user into the phone's user, as events: each live expense is recorded
// again for the phone's user (new deterministic id, same instant and local day) and deleted on the
// old stream; then both user streams record the merge. Every step is safe to run again.
import { expenseDecider } from '../../events/expense/decider.ts';
import { expenseRegistry, expenseStream } from '../../events/expense/events.ts';
import { handleCommand } from '../../events/handleCommand.ts';
import type { CommandOutcome } from '../../events/handleCommand.ts';
import { createEventStore } from '../../events/store/eventStore.ts';
import type { Checkpoint, EventMetadata } from '../../events/store/eventTypes.ts';
import { deterministicId } from '../../events/store/ids.ts';
import type { ExpenseTransfer } from '../../events/user/events.ts';
import { metadataFor } from '../commands/metadata.ts';
import type { App, Caller } from '../context.ts';
import { onUserStream } from './identities.ts';

const mergeId = (step: string, fromId: string, intoUserId: string) => deterministicId('merge', step, fromId, intoUserId);

/** Expense streams are owned by the user who recorded them (streams.owner_id). */
async function expenseStreamsOf(app: App, userId: string): Promise<string[]> {
  const rows = await app.db.query<{ stream_id: string }>(
    `select stream_id from streams where owner_id = $1 and stream_type = 'expense' order by created_at, stream_id`,
    [userId],
  );
  return rows.map((row) => row.stream_id);
}

export async function mergeAnonymousUser(app: App, caller: Caller, fromUserId: string, intoUserId: string): Promise<Checkpoint | null> {
  const store = createEventStore(app.db, expenseRegistry);
  const as = (userId: string, commandId: string, timeZone = caller.timeZone): EventMetadata =>
    ({ ...metadataFor(caller, commandId), userId, timeZone });
  let last: Checkpoint | null = null;
  const track = (outcome: CommandOutcome) => {
    last = outcome.last ?? last;
  };
  const transfers: ExpenseTransfer[] = [];
  for (const streamId of await expenseStreamsOf(app, fromUserId)) {
    const stream = await store.readStream(streamId);
    const first = stream?.events[0];
    if (!stream || !first) continue;
    const state = stream.events.reduce(expenseDecider.evolve, expenseDecider.initialState);
    const from = first.data.expenseId;
    const to = deterministicId('expense', 'merged', from, intoUserId);
    const deleteId = mergeId('delete', from, intoUserId);
    if (state.status === 'deleted' && stream.events.at(-1)?.metadata.commandId === deleteId) transfers.push({ from, to });
    if (state.status !== 'recorded') continue;
    // Recorded in the original's time zone, so it lands on the same local day for its new owner.
    track(await handleCommand(app.db, expenseDecider, {
      streamId: expenseStream(intoUserId, to),
      streamType: 'expense',
      command: { type: 'RecordExpense', userId: intoUserId, expenseId: to, fields: state.fields },
      metadata: as(intoUserId, mergeId('record', from, intoUserId), first.metadata.timeZone),
    }));
    track(await handleCommand(app.db, expenseDecider, {
      streamId,
      streamType: 'expense',
      command: { type: 'DeleteExpense', userId: fromUserId, expenseId: from },
      metadata: as(fromUserId, deleteId),
    }));
    transfers.push({ from, to });
  }
  track(await onUserStream(app.db, as(intoUserId, mergeId('into', fromUserId, intoUserId)), intoUserId, {
    type: 'MergeAnonymousUser', userId: intoUserId, fromUserId, expenses: transfers,
  }));
  track(await onUserStream(app.db, as(fromUserId, mergeId('from', fromUserId, intoUserId)), fromUserId, {
    type: 'MergeInto', userId: fromUserId, intoUserId,
  }));
  return last;
}
