// Test support: an in-memory server behind the Transport interface that dedupes by commandId the way
// the real one does, and can fail before or after deciding (a lost answer). It decides every kind of
// write by the kind's own record (outbox.ts): the row it makes, a row it needs, what refuses it.
// Never imported by the app.
import type { OutboxEntry } from './db.ts';
import type { Table } from './rowTables.ts';
import { outboxKind } from './outbox.ts';
import type { SendResult, ServerExpense, ServerGoal, ServerIou, ServerSaving, Transport } from './transport.ts';
import { RetryableError } from './request.ts';
import { InvalidInputError, RefusedError } from './writeErrors.ts';

type Fault = 'before' | 'after' | { refuse: string };

export interface FakeServer extends Transport {
  expenses: Map<string, ServerExpense>;
  savingRows: Map<string, ServerSaving>;
  goalRows: Map<string, ServerGoal>;
  iouRows: Map<string, ServerIou>;
  /** Every command received, in arrival order, retries included. */
  received: OutboxEntry[];
  /** Consumed one per send, in order. */
  faults: Fault[];
  /** The next so many pulls of the recent days fail. */
  recentFails: number;
}

export function createFakeServer(clock: () => Date = () => new Date('2025-03-10T09:00:00Z')): FakeServer {
  const expenses = new Map<string, ServerExpense>();
  const savings = new Map<string, ServerSaving>();
  const goals = new Map<string, ServerGoal>();
  const ious = new Map<string, ServerIou>();
  // A savings group's book is the real server's (test/api/savingsGroups.test.ts): its entries are only received here.
  const rows: Record<Table, Map<string, { id: string }>> = { expenses, savings, goals, ious, savingsGroups: new Map() };
  /** Deleted rows, kept so a restore can bring them back as they were. */
  const deleted = new Map<string, { id: string }>();
  const answered = new Map<string, SendResult>();
  const refused = (code: string, message: string): SendResult => ({ kind: 'refused', code, message });

  function decide(entry: OutboxEntry): SendResult {
    const kind = outboxKind(entry.kind);
    // Parsing messages and paying bills are the real server's job (test/api/imports.test.ts, bills.test.ts): here they record none.
    if (kind.apply === undefined) return { kind: 'acknowledged', ...kind.answer(null) };
    const table = rows[kind.table];
    const current = table.get(entry.entityId);
    if (kind.effect === 'creates' && current) return refused('CONFLICT', `${entry.entityId} already exists`);
    const before = kind.effect === 'restores' ? (current ?? deleted.get(entry.entityId)) : current;
    if ((kind.effect === 'changes' || kind.effect === 'restores') && !before) return refused('NOT_FOUND', `${entry.entityId} not found`);
    let after: { id: string } | null;
    try {
      after = kind.apply(before, entry.input, clock().toISOString());
    } catch (error) {
      // The record's own rule refuses it, as the server's decider would.
      if (error instanceof InvalidInputError) return refused('BAD_USER_INPUT', error.message);
      if (error instanceof RefusedError) return refused(error.code, error.message);
      throw error;
    }
    if (after === null) {
      if (current) deleted.set(entry.entityId, current);
      table.delete(entry.entityId);
    } else {
      deleted.delete(entry.entityId);
      table.set(after.id, after);
    }
    return { kind: 'acknowledged', ...kind.answer(after) };
  }

  const server: FakeServer = {
    expenses,
    savingRows: savings,
    goalRows: goals,
    iouRows: ious,
    received: [],
    faults: [],
    recentFails: 0,
    async send(entry) {
      server.received.push(entry);
      const fault = server.faults.shift();
      if (fault === 'before') throw new RetryableError('connection reset before the server read it');
      if (typeof fault === 'object') return refused(fault.refuse, 'refused by the test');
      // Like handleCommand: a command id seen before gets the first answer again, nothing new happens.
      const result = answered.get(entry.commandId) ?? decide(entry);
      answered.set(entry.commandId, result);
      if (fault === 'after') throw new RetryableError('the answer was lost on the way back');
      return result;
    },
    async recent() {
      if (server.recentFails > 0) {
        server.recentFails -= 1;
        throw new RetryableError('recent days failed');
      }
      return [...expenses.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    async savings() {
      return { savings: [...savings.values()], goals: [...goals.values()] };
    },
    async ious() {
      return [...ious.values()];
    },
  };
  return server;
}
