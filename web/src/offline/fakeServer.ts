// Test support: an in-memory server behind the Transport interface that dedupes by commandId the way
// the real one does, and can fail before or after deciding (a lost answer). Never imported by the app.
import type { OutboxEntry } from './db.ts';
import { fromCents, toCents } from '../../../domain/money.ts';
import type { SendResult, ServerExpense, ServerGoal, ServerIou, ServerSaving, Transport } from './transport.ts';
import { RetryableError } from './request.ts';

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
  /** Deleted expenses, kept so a RestoreExpense can bring them back as they were. */
  const deleted = new Map<string, ServerExpense>();
  const answered = new Map<string, SendResult>();
  const refused = (code: string, message: string): SendResult => ({ kind: 'refused', code, message });

  function decide(entry: OutboxEntry): SendResult {
    const now = clock().toISOString();
    const current = expenses.get(entry.entityId);
    switch (entry.kind) {
      case 'record': {
        if (current) return refused('CONFLICT', 'An expense with this id already exists');
        // As the real server's row: the expense stands at the instant it was spent.
        const { originalText: _text, spentAt, ...fields } = entry.input;
        const expense = { ...fields, createdAt: spentAt ?? now, updatedAt: now };
        expenses.set(expense.id, expense);
        return { kind: 'acknowledged', expense };
      }
      case 'change': {
        if (!current) return refused('NOT_FOUND', 'Expense not found');
        const { id: _id, spentAt, ...changes } = entry.input;
        const expense = { ...current, ...changes, ...(spentAt !== undefined && { createdAt: spentAt }), updatedAt: now };
        expenses.set(expense.id, expense);
        return { kind: 'acknowledged', expense };
      }
      case 'delete':
        if (current) deleted.set(entry.entityId, current);
        expenses.delete(entry.entityId);
        return { kind: 'acknowledged', expense: null };
      case 'restore': {
        const restored = current ?? deleted.get(entry.entityId);
        if (!restored) return refused('NOT_FOUND', 'Expense not found');
        deleted.delete(entry.entityId);
        expenses.set(entry.entityId, restored);
        return { kind: 'acknowledged', expense: restored };
      }
      case 'recordSaving': {
        if (savings.has(entry.entityId)) return refused('CONFLICT', 'A saving with this id already exists');
        const { originalText: _text, savedAt, ...fields } = entry.input;
        const saving = { ...fields, createdAt: savedAt };
        savings.set(saving.id, saving);
        return { kind: 'acknowledged', expense: null, saving };
      }
      case 'changeSaving': {
        const saving = savings.get(entry.entityId);
        if (!saving) return refused('NOT_FOUND', 'Saving not found');
        const { id: _id, note, ...changes } = entry.input;
        // As the real server: an empty note clears it.
        const changed = { ...saving, ...changes, ...(note !== undefined && { note: note === '' ? null : note }) };
        savings.set(changed.id, changed);
        return { kind: 'acknowledged', expense: null, saving: changed };
      }
      case 'deleteSaving':
        savings.delete(entry.entityId);
        return { kind: 'acknowledged', expense: null, saving: null };
      case 'createGoal': {
        // As the real server: a resend is its command id's first answer again (send below); a new command, a conflict.
        if (goals.has(entry.entityId)) return refused('CONFLICT', 'A savings goal with this id already exists');
        const goal = { ...entry.input, isCompleted: false, createdAt: now };
        goals.set(goal.id, goal);
        return { kind: 'acknowledged', expense: null, goal };
      }
      case 'changeGoal': {
        const goal = goals.get(entry.entityId);
        if (!goal) return refused('NOT_FOUND', 'Savings goal not found');
        const { id: _id, isCompleted, ...changes } = entry.input;
        if (isCompleted === false && goal.isCompleted) return refused('BAD_USER_INPUT', 'A completed goal cannot be reopened');
        const changed = { ...goal, ...changes, isCompleted: goal.isCompleted || isCompleted === true };
        goals.set(changed.id, changed);
        return { kind: 'acknowledged', expense: null, goal: changed };
      }
      case 'deleteGoal':
        goals.delete(entry.entityId);
        return { kind: 'acknowledged', expense: null, goal: null };
      case 'recordIou': {
        if (ious.has(entry.entityId)) return refused('CONFLICT', 'An IOU with this id already exists');
        const iou = { ...entry.input, repaid: '0.00', outstanding: entry.input.amount, settled: false, note: null, createdAt: now };
        ious.set(iou.id, iou);
        return { kind: 'acknowledged', expense: null, iou };
      }
      case 'changeIou': {
        const iou = ious.get(entry.entityId);
        if (!iou) return refused('NOT_FOUND', 'IOU not found');
        const { id: _id, amount = iou.amount, note, ...changes } = entry.input;
        // As the real server: never below what was repaid, and an empty note clears it.
        const outstanding = toCents(amount) - toCents(iou.repaid);
        if (outstanding < 0n) return refused('BAD_USER_INPUT', `amount must be at least the ${iou.repaid} repaid`);
        const changed = {
          ...iou, ...changes, amount, outstanding: fromCents(outstanding), settled: outstanding === 0n, ...(note !== undefined && { note: note || null }),
        };
        ious.set(iou.id, changed);
        return { kind: 'acknowledged', expense: null, iou: changed };
      }
      case 'repayIou': {
        const iou = ious.get(entry.entityId);
        if (!iou) return refused('NOT_FOUND', 'IOU not found');
        const outstanding = toCents(iou.outstanding) - toCents(entry.input.amount);
        if (outstanding < 0n) return refused('BAD_USER_INPUT', `amount must be at most the ${iou.outstanding} outstanding`);
        const repaid = { ...iou, repaid: fromCents(toCents(iou.repaid) + toCents(entry.input.amount)), outstanding: fromCents(outstanding), settled: outstanding === 0n };
        ious.set(iou.id, repaid);
        return { kind: 'acknowledged', expense: null, iou: repaid };
      }
      case 'deleteIou':
        ious.delete(entry.entityId);
        return { kind: 'acknowledged', expense: null, iou: null };
      case 'recordGroupEntry':
        // A group's book is the real server's job (test/api/savingsGroups.test.ts); here it is only received.
      case 'payBill':
        // Paying bills is the real server's job (test/api/bills.test.ts); here it records none.
        return { kind: 'acknowledged', expense: null };
      case 'import':
        // Parsing messages is the real server's job (test/api/imports.test.ts); here it records none.
        return { kind: 'acknowledged', expense: null, imported: [] };
      default: {
        const unexpected: never = entry;
        return unexpected;
      }
    }
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
