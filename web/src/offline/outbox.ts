// The outbox's kinds of write, one record each, declared beside its noun (local.ts, savings.ts,
// savingsGoals.ts, ious.ts, imports.ts, bills.ts) and listed here once. Sync, merge, parked writes, the
// refusal toasts and the fake server read a write's record, never a switch over kinds: a new command is
// its record in the noun's module and one line below.
import type { ExpenseDatabase } from './db.ts';
import type { Table } from './rowTables.ts';
import type { TypedDocumentString } from './gql/graphql.ts';
import type { Answer } from './request.ts';
import type { SendResult } from './transport.ts';
import { EXPENSE_KINDS } from './local.ts';
import { SAVING_KINDS } from './savings.ts';
import { GOAL_KINDS } from './savingsGoals.ts';
import { IOU_KINDS } from './ious.ts';
import { IMPORT_KIND } from './imports.ts';
import { CREATE_BILL_KIND, PAY_BILL_KIND } from './bills.ts';
import { GROUP_ENTRY_KIND } from './savingsGroups.ts';

/** The registry: kind → record. Built when first read, as the noun modules and this one import each other. */
const kinds = () => ({
  record: EXPENSE_KINDS.record,
  change: EXPENSE_KINDS.change,
  delete: EXPENSE_KINDS.delete,
  restore: EXPENSE_KINDS.restore,
  recordSaving: SAVING_KINDS.record,
  changeSaving: SAVING_KINDS.change,
  deleteSaving: SAVING_KINDS.delete,
  createGoal: GOAL_KINDS.create,
  changeGoal: GOAL_KINDS.change,
  deleteGoal: GOAL_KINDS.delete,
  recordIou: IOU_KINDS.record,
  changeIou: IOU_KINDS.change,
  repayIou: IOU_KINDS.repay,
  deleteIou: IOU_KINDS.delete,
  import: IMPORT_KIND,
  createBill: CREATE_BILL_KIND,
  payBill: PAY_BILL_KIND,
  recordGroupEntry: GROUP_ENTRY_KIND,
});

/** What the server answered an acknowledged command with: its row (null when gone), under its noun. */
export type Answered = Omit<Extract<SendResult, { kind: 'acknowledged' }>, 'kind'>;

/** Sends a document to the server: the transport gives its fetch and address. */
export type Post = <Result, Variables>(document: TypedDocumentString<Result, Variables>, variables: Variables) => Promise<Answer<Result>>;

/** What a toast says about a write refused while no one waited for it. */
interface Refused {
  title: string;
  description: string;
}

/**
 * One kind of write: what it does to its row (here at once, on the fake server on receipt), how it goes to
 * the server and how its answer reads, and what the person reads of it. `Input` is the command as queued;
 * `Row` the row of its table as the server keeps it.
 */
export interface OutboxKind<Input extends { id: string }, Row extends { id: string } = { id: string }> {
  /** The local table of its row. */
  table: Table;
  /** Sets its row up (refused, the row goes with every write queued on it), changes, deletes or brings back its row. */
  effect: 'creates' | 'changes' | 'deletes' | 'restores';
  /** The row it acts on when that is not `input.id` (a repayment's IOU). */
  rowOf?(input: Input): string;
  /**
   * The row after the write, from the row before it (absent for a new one) and the time; null when gone.
   * Throws InvalidInputError when the row cannot take it. Absent where the server alone knows (an import).
   */
  apply?(row: Row | undefined, input: Input, now: string): Row | null;
  /** Sends it (the command id goes with it, so a resend is recognised) and reads the answer. */
  send(post: Post, input: Input, commandId: string): Promise<SendResult>;
  /** An acknowledgement carrying the server's row (null: none, or gone), as `send` reads one and the fake server answers. */
  answer(row: Row | null): Answered;
  /** The toast when the server refused it while no one waited. */
  refused(input: Input, reason: string): Refused;
  /** How a parked write names it: "<label>: could not sync: …". */
  label(input: Input): string;
  /** A parked one may be given another amount and description before it goes again: their values as queued. */
  editable?(input: Input): { amount: string; description: string };
  /** Once acknowledged, the server's copy is pulled (an import's duplicates, a paid bill's list). */
  pullAfter?: true;
  /** The row it stood for takes the server's row under the server's id (a paid bill's stand-in expense). */
  standIn?: true;
  /** Lands an answer that is more than one row (an import's); inside acknowledge's transaction. */
  settle?(db: ExpenseDatabase, input: Input, answer: Answered): Promise<void>;
}

type Kinds = ReturnType<typeof kinds>;
export type KindName = keyof Kinds;
type InputOf<Kind> = Kind extends OutboxKind<infer Input, infer _Row> ? Input : never;

/** One command as the server will receive it; `commandId` is minted once and reused on every retry. */
export type OutboxCommand = { [Kind in KindName]: { kind: Kind; input: InputOf<Kinds[Kind]> } }[KindName];

let registry: Kinds | null = null;

/**
 * A kind's record as code that treats every kind alike sees it. Its methods take the input the kind's
 * entry carries: the registry is keyed by the kind, so an entry's input is always its record's own.
 */
export function outboxKind(kind: KindName): OutboxKind<{ id: string }> {
  registry ??= kinds();
  return registry[kind];
}

/** The row a command changes: its input's id, or the row its record names. */
const rowOf = (command: OutboxCommand): string => outboxKind(command.kind).rowOf?.(command.input) ?? command.input.id;

/** Queues `command` behind every earlier write (call inside the transaction that writes its row); answers its command id. */
export async function queue(db: ExpenseDatabase, command: OutboxCommand, now: Date): Promise<string> {
  const commandId = crypto.randomUUID();
  await db.outbox.add({ ...command, commandId, entityId: rowOf(command), queuedAt: now.toISOString() });
  return commandId;
}

/** The answer read by `read`, or the server's refusal as the outbox keeps it. */
export const answered =
  <Result>(read: (data: Result) => Answered) =>
  (answer: Answer<Result>): SendResult =>
    answer.error === null ? { kind: 'acknowledged', ...read(answer.data) } : { kind: 'refused', ...answer.error };

/** A delete's answer: deleting what is already gone (NOT_FOUND) is the outcome the person asked for. */
export const deletedAs =
  (gone: Answered) =>
  (answer: Answer<unknown>): SendResult =>
    answer.error === null || answer.error.code === 'NOT_FOUND' ? { kind: 'acknowledged', ...gone } : { kind: 'refused', ...answer.error };

