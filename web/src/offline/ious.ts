// The offline API for money lent and borrowed: live local reads, and an IOU's writes (its outbox kinds,
// and the local writes that save on the device first and queue them in the same ordered outbox as
// expenses). A repayment or a change sets the local row at once.
import { localDay } from '../../../domain/dates.ts';
import { fromCents, isValidAmount, normalizeAmount, toCents } from '../../../domain/money.ts';
import { formatMoney } from '../format/money.ts';
import { deviceTimeZone } from '../user/deviceTimeZone.ts';
import { database } from './database.ts';
import type { ExpenseDatabase, LocalIou } from './db.ts';
import { graphql } from './gql/index.ts';
import type { ChangeIouInput, RecordIouInput, RepayIouInput } from './gql/graphql.ts';
import { known } from './request.ts';
import type { OutboxKind } from './outbox.ts';
import { answered, deletedAs, queue } from './outbox.ts';
import type { ServerIou } from './transport.ts';
import { t } from '../i18n/index.ts';
import { useLiveQuery } from './live.ts';
import { syncEngine } from './start.ts';
import { synced, writeThenWait } from './synced.ts';
import { IOU_WORDS, OFFLINE_MESSAGES } from './messages.ts';
import { checkedText } from './typedText.tsx';
import { InvalidInputError } from './writeErrors.ts';

export type { LocalIou } from './db.ts';

export type IouRecordInput = Omit<RecordIouInput, 'commandId' | 'userId'> & {
  id: string;
  phone: string | null;
  date: string;
  dueDate: string | null;
};

/**
 * An IOU fixed on the phone: its id and only the fields changed (the local row takes them at once), never
 * null but for the due date and the note, which a change clears with null.
 */
export type IouChangeInput = {
  [Key in keyof Pick<ChangeIouInput, 'id' | 'person' | 'amount'>]: NonNullable<ChangeIouInput[Key]>;
} & { dueDate?: string | null; note?: string | null };

/** `id` is the repayment's own id, so a resend is recognised; the row it lowers is `iouId`. */
export type IouRepayInput = Omit<RepayIouInput, 'commandId'> & { id: string };

export interface NewIou {
  person: string;
  phone?: string | null;
  direction: 'lent' | 'borrowed';
  amount: string;
  currency: string;
  /** YYYY-MM-DD: when it should be paid back. */
  dueDate?: string | null;
}

/** What the phone lets a person fix on an IOU; an empty note or due date clears it. */
export type IouChanges = Omit<IouChangeInput, 'id'>;


/** @public spread by name (...OfflineIou) in the offline documents */
export const OfflineIou = graphql(`
  fragment OfflineIou on Iou { id person phone direction amount repaid outstanding settled currency date dueDate note createdAt }
`);

const DOCUMENTS = {
  record: graphql(`
    mutation OfflineRecordIou($input: RecordIouInput!) { result: recordIou(input: $input) { ...OfflineIou } }
  `),
  change: graphql(`
    mutation OfflineChangeIou($input: ChangeIouInput!) { result: changeIou(input: $input) { ...OfflineIou } }
  `),
  repay: graphql(`
    mutation OfflineRepayIou($input: RepayIouInput!) { result: repayIou(input: $input) { ...OfflineIou } }
  `),
  delete: graphql(`
    mutation OfflineDeleteIou($input: DeleteIouInput!) { result: deleteIou(input: $input) }
  `),
};

const answer = (iou: ServerIou | null) => ({ expense: null, iou });
const read = ({ result }: { result: ServerIou }) => answer(known(result, 'an IOU'));

/** The row with `amount` as its amount and what is left of it after what was repaid. */
function owing(iou: ServerIou, amount: string, repaidCents: bigint): ServerIou {
  const outstanding = toCents(amount) - repaidCents;
  return { ...iou, amount, repaid: fromCents(repaidCents), outstanding: fromCents(outstanding), settled: outstanding === 0n };
}

/** An IOU's outbox kinds; their words are the ious catalog's. */
export const IOU_KINDS = {
  /** On conflict: the server keeps the first recording of an id. */
  record: {
    table: 'ious',
    effect: 'creates',
    apply: (_row, input, now) => ({ ...input, repaid: '0.00', outstanding: input.amount, settled: false, note: null, createdAt: now }),
    send: (post, input, commandId) => post(DOCUMENTS.record, { input: { ...input, commandId } }).then(answered(read)),
    answer,
    refused: ({ person }, reason) => ({ title: t(IOU_WORDS.error), description: t(IOU_WORDS.refused.record, { person, reason }) }),
    label: ({ person }) => person,
  } satisfies OutboxKind<IouRecordInput, ServerIou>,
  /**
   * On conflict: last writer wins per field at the server; an amount below what another device had
   * repaid meanwhile is refused there (and here), and the next pull brings back the server's figures.
   */
  change: {
    table: 'ious',
    effect: 'changes',
    apply(row, { id: _id, amount, note, ...fields }) {
      if (row === undefined) return null;
      const repaid = toCents(row.repaid);
      if (amount !== undefined && toCents(amount) < repaid) {
        throw new InvalidInputError(OFFLINE_MESSAGES.invalid.belowRepaid, { amount: formatMoney(row.repaid, row.currency) });
      }
      // An empty note clears it, as on the server.
      return owing({ ...row, ...fields, ...(note !== undefined && { note: note || null }) }, amount ?? row.amount, repaid);
    },
    send: (post, input, commandId) => post(DOCUMENTS.change, { input: { ...input, commandId } }).then(answered(read)),
    answer,
    refused: (_input, reason) => ({ title: t(IOU_WORDS.error), description: t(IOU_WORDS.refused.change, { reason }) }),
    label: () => t(OFFLINE_MESSAGES.parked.change),
  } satisfies OutboxKind<IouChangeInput, ServerIou>,
  /** On conflict: a repayment above what the server holds as outstanding (another device repaid meanwhile) is refused. */
  repay: {
    table: 'ious',
    effect: 'changes',
    rowOf: ({ iouId }) => iouId,
    apply(row, { amount }) {
      if (row === undefined) return null;
      if (toCents(amount) > toCents(row.outstanding)) {
        throw new InvalidInputError(OFFLINE_MESSAGES.invalid.aboveOutstanding, { amount: formatMoney(row.outstanding, row.currency) });
      }
      return owing(row, row.amount, toCents(row.repaid) + toCents(amount));
    },
    send: (post, input, commandId) => post(DOCUMENTS.repay, { input: { ...input, commandId } }).then(answered(read)),
    answer,
    refused: (_input, reason) => ({ title: t(IOU_WORDS.error), description: t(IOU_WORDS.refused.repay, { reason }) }),
    label: () => t(IOU_WORDS.addRepayment),
  } satisfies OutboxKind<IouRepayInput, ServerIou>,
  /** On conflict: delete wins; deleting what the server no longer has counts as done. */
  delete: {
    table: 'ious',
    effect: 'deletes',
    apply: () => null,
    send: (post, input, commandId) => post(DOCUMENTS.delete, { input: { ...input, commandId } }).then(deletedAs(answer(null))),
    answer,
    refused: (_input, reason) => ({ title: t(IOU_WORDS.error), description: t(IOU_WORDS.refused.delete, { reason }) }),
    label: () => t(OFFLINE_MESSAGES.parked.delete),
  } satisfies OutboxKind<{ id: string }, ServerIou>,
};

/** On conflict: the server keeps the first recording of an id; a refused record is parked or dropped (sync.ts). */
export async function recordIouLocally(db: ExpenseDatabase, input: NewIou, now: Date, timeZone: string) {
  const amount = input.amount.trim();
  if (!isValidAmount(amount)) throw new InvalidInputError(OFFLINE_MESSAGES.invalid.amount, { amount: input.amount });
  const person = checkedText('iou', 'person', input.person);
  const command: IouRecordInput = {
    id: crypto.randomUUID(), person, phone: input.phone?.trim() || null, direction: input.direction, amount: normalizeAmount(amount),
    currency: input.currency, date: localDay(now, timeZone), dueDate: input.dueDate || null,
  };
  // The row from the command, as the server will make it.
  const iou: LocalIou = { ...IOU_KINDS.record.apply(undefined, command, now.toISOString()), pending: true };
  const commandId = await db.transaction('rw', db.ious, db.outbox, async () => {
    await db.ious.add(iou);
    return queue(db, { kind: 'recordIou', input: command }, now);
  });
  return { iou, commandId };
}

/**
 * On conflict: the server refuses a repayment above what it holds as outstanding (another device
 * repaid meanwhile); the refusal is shown and the next pull brings back the server's figures.
 */
export async function repayIouLocally(db: ExpenseDatabase, iouId: string, amount: string, now: Date, timeZone: string) {
  const given = amount.trim();
  if (!isValidAmount(given)) throw new InvalidInputError(OFFLINE_MESSAGES.invalid.amount, { amount });
  return db.transaction('rw', db.ious, db.outbox, async () => {
    const iou = await db.ious.get(iouId);
    if (!iou) throw new InvalidInputError(OFFLINE_MESSAGES.invalid.iouGone, {});
    const input: IouRepayInput = { id: crypto.randomUUID(), iouId, amount: normalizeAmount(given), date: localDay(now, timeZone) };
    await db.ious.put({ ...iou, ...IOU_KINDS.repay.apply(iou, input), pending: true });
    return queue(db, { kind: 'repayIou', input }, now);
  });
}

/** The changes as the server takes them, checked as it would check them (the amount against `iou`, in its apply): only what differs. */
function checkedChanges(iou: LocalIou, changes: IouChanges): Omit<IouChangeInput, 'id'> {
  const person = changes.person === undefined ? undefined : checkedText('iou', 'person', changes.person);
  const given = changes.amount?.trim();
  if (given !== undefined && !isValidAmount(given)) throw new InvalidInputError(OFFLINE_MESSAGES.invalid.amount, { amount: given });
  const amount = given === undefined ? undefined : normalizeAmount(given);
  const note = changes.note === undefined ? undefined : checkedText('iou', 'note', changes.note ?? '') || null;
  const dueDate = changes.dueDate === undefined ? undefined : changes.dueDate || null;
  return {
    ...(person !== undefined && person !== iou.person && { person }),
    ...(amount !== undefined && amount !== iou.amount && { amount }),
    ...(dueDate !== undefined && dueDate !== iou.dueDate && { dueDate }),
    ...(note !== undefined && note !== iou.note && { note }),
  };
}

/**
 * On conflict: last writer wins per field at the server, in the order writes reach it; an amount below
 * what another device had repaid meanwhile is refused and shown, and the next pull brings back the
 * server's figures; a change to an IOU deleted elsewhere (NOT_FOUND) is dropped. Null: nothing differs.
 */
export async function changeIouLocally(db: ExpenseDatabase, id: string, changes: IouChanges, now: Date): Promise<string | null> {
  return db.transaction('rw', db.ious, db.outbox, async () => {
    const iou = await db.ious.get(id);
    if (!iou) throw new InvalidInputError(OFFLINE_MESSAGES.invalid.iouGone, {});
    const input: IouChangeInput = { id, ...checkedChanges(iou, changes) };
    if (Object.keys(input).length === 1) return null;
    await db.ious.put({ ...iou, ...IOU_KINDS.change.apply(iou, input), pending: true });
    return queue(db, { kind: 'changeIou', input }, now);
  });
}

/** On conflict: delete wins; deleting what the server no longer has counts as done. */
export async function deleteIouLocally(db: ExpenseDatabase, id: string, now: Date) {
  return db.transaction('rw', db.ious, db.outbox, async () => {
    await db.ious.delete(id);
    return queue(db, { kind: 'deleteIou', input: { id } }, now);
  });
}

export async function addIou(input: NewIou): Promise<{ iou: LocalIou; synced: boolean }> {
  const { iou, commandId } = await recordIouLocally(await database(), input, new Date(), deviceTimeZone());
  return { iou, synced: await synced(commandId) };
}

export const changeIou = (id: string, changes: IouChanges) => writeThenWait((db, now) => changeIouLocally(db, id, changes, now));

export async function repayIou(iouId: string, amount: string): Promise<{ synced: boolean }> {
  return { synced: await synced(await repayIouLocally(await database(), iouId, amount, new Date(), deviceTimeZone())) };
}

export async function deleteIou(id: string): Promise<{ synced: boolean }> {
  return { synced: await synced(await deleteIouLocally(await database(), id, new Date())) };
}

/** Every IOU on this device: open ones first, newest first. */
export function useIous(): LocalIou[] | undefined {
  return useLiveQuery(
    (db) => db.ious.orderBy('createdAt').reverse().toArray().then((rows) => rows.sort((a, b) => Number(a.settled) - Number(b.settled))),
    'ious',
  );
}

/** Pulls the server's copy now (when the screen opens). */
export function refreshIous(): Promise<void> {
  return syncEngine().flush({ pull: true });
}
