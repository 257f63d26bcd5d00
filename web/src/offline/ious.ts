// The offline API for money lent and borrowed: live local reads, and writes that save on the device
// first and go through the same ordered outbox as expenses. A repayment or a change sets the local row at once.
import { localDay } from '../../../domain/dates.ts';
import { fromCents, isValidAmount, normalizeAmount, toCents } from '../../../domain/money.ts';
import { formatMoney } from '../format/money.ts';
import { deviceTimeZone } from '../user/deviceTimeZone.ts';
import { database } from './database.ts';
import type { ExpenseDatabase, IouChangeInput, LocalIou, OutboxCommand } from './db.ts';
import { useLiveQuery } from './live.ts';
import { syncEngine } from './start.ts';
import { synced, writeThenWait } from './synced.ts';
import { OFFLINE_MESSAGES } from './messages.ts';
import { InvalidInputError } from './writeErrors.ts';
import { TEXT_LIMITS } from '../../../domain/textLimits.ts';

export type { LocalIou } from './db.ts';

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


/** Queued behind every earlier write; `entityId` is the IOU the command changes. */
async function queue(db: ExpenseDatabase, command: OutboxCommand, entityId: string, now: Date): Promise<string> {
  const commandId = crypto.randomUUID();
  await db.outbox.add({ ...command, commandId, entityId, queuedAt: now.toISOString() });
  return commandId;
}

/** On conflict: the server keeps the first recording of an id; a refused record is parked or dropped (sync.ts). */
export async function recordIouLocally(db: ExpenseDatabase, input: NewIou, now: Date, timeZone: string) {
  const amount = input.amount.trim();
  if (!isValidAmount(amount)) throw new InvalidInputError(OFFLINE_MESSAGES.invalid.amount, { amount: input.amount });
  const person = input.person.trim();
  if (person === '') throw new InvalidInputError(OFFLINE_MESSAGES.invalid.personEmpty, {});
  const iou: LocalIou = {
    id: crypto.randomUUID(), person, phone: input.phone?.trim() || null, direction: input.direction, amount: normalizeAmount(amount),
    repaid: '0.00', outstanding: normalizeAmount(amount), settled: false, currency: input.currency, date: localDay(now, timeZone),
    dueDate: input.dueDate || null, note: null, createdAt: now.toISOString(), pending: true,
  };
  const { id, phone, direction, currency, date, dueDate } = iou;
  const command: OutboxCommand = { kind: 'recordIou', input: { id, person, phone, direction, amount: iou.amount, currency, date, dueDate } };
  const commandId = await db.transaction('rw', db.ious, db.outbox, async () => {
    await db.ious.add(iou);
    return queue(db, command, id, now);
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
    const outstanding = toCents(iou.outstanding) - toCents(given);
    if (outstanding < 0n) throw new InvalidInputError(OFFLINE_MESSAGES.invalid.aboveOutstanding, { amount: formatMoney(iou.outstanding, iou.currency) });
    await db.ious.put({
      ...iou, repaid: fromCents(toCents(iou.repaid) + toCents(given)), outstanding: fromCents(outstanding), settled: outstanding === 0n, pending: true,
    });
    const input = { id: crypto.randomUUID(), iouId, amount: normalizeAmount(given), date: localDay(now, timeZone) };
    return queue(db, { kind: 'repayIou', input }, iouId, now);
  });
}

/** The changes as the server takes them, checked as it would check them against `iou`: only what differs. */
function checkedChanges(iou: LocalIou, changes: IouChanges): Omit<IouChangeInput, 'id'> {
  const person = changes.person?.trim();
  if (person === '') throw new InvalidInputError(OFFLINE_MESSAGES.invalid.personEmpty, {});
  if (person !== undefined && person.length > TEXT_LIMITS.name) throw new InvalidInputError(OFFLINE_MESSAGES.invalid.personTooLong, { max: TEXT_LIMITS.name });
  const given = changes.amount?.trim();
  if (given !== undefined && !isValidAmount(given)) throw new InvalidInputError(OFFLINE_MESSAGES.invalid.amount, { amount: given });
  const amount = given === undefined ? undefined : normalizeAmount(given);
  if (amount !== undefined && toCents(amount) < toCents(iou.repaid)) {
    throw new InvalidInputError(OFFLINE_MESSAGES.invalid.belowRepaid, { amount: formatMoney(iou.repaid, iou.currency) });
  }
  const note = changes.note === undefined ? undefined : changes.note?.trim() || null;
  if (note !== undefined && note !== null && note.length > TEXT_LIMITS.note) throw new InvalidInputError(OFFLINE_MESSAGES.invalid.noteTooLong, { max: TEXT_LIMITS.note });
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
    const checked = checkedChanges(iou, changes);
    if (Object.keys(checked).length === 0) return null;
    const changed = { ...iou, ...checked };
    const outstanding = toCents(changed.amount) - toCents(iou.repaid);
    await db.ious.put({ ...changed, outstanding: fromCents(outstanding), settled: outstanding === 0n, pending: true });
    return queue(db, { kind: 'changeIou', input: { id, ...checked } }, id, now);
  });
}

/** On conflict: delete wins; deleting what the server no longer has counts as done. */
export async function deleteIouLocally(db: ExpenseDatabase, id: string, now: Date) {
  return db.transaction('rw', db.ious, db.outbox, async () => {
    await db.ious.delete(id);
    return queue(db, { kind: 'deleteIou', input: { id } }, id, now);
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
