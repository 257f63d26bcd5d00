// The API the screens use: writes answer synced / queued / refused, reads are live and cut by the
// device's day. The engine runs against the in-memory server; Dexie against fake-indexeddb.
import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openExpenseDatabase, setDatabaseForTests } from './db.ts';
import type { ExpenseDatabase } from './db.ts';
import type { FakeServer } from './fakeServer.ts';
import { createFakeServer } from './fakeServer.ts';
import {
  addExpense, changeExpense, deleteExpense, restoreExpense,
  useDaySummary, useExpensesBetween, useTodayExpenses, useWeekExpenses,
} from './expenses.ts';
import { addDays, localDay } from '../../../domain/dates.ts';
import { deviceTimeZone } from '../user/deviceTimeZone.ts';
import { setSyncEngineForTests } from './start.ts';
import { InvalidInputError, RefusedError } from './writeErrors.ts';
import { createSyncEngine } from './sync.ts';
import type { SyncEngine } from './sync.ts';

const lunch = { description: 'lunch', amount: '250', currency: 'KES', category: 'food', language: 'en' } as const;
let db: ExpenseDatabase;
let server: FakeServer;
let count = 0;
let engine: SyncEngine;

beforeEach(() => {
  db = openExpenseDatabase(`api test ${(count += 1)}`);
  setDatabaseForTests(db);
  server = createFakeServer(() => new Date());
  engine = createSyncEngine({ db, transport: server, baseDelayMs: 60_000 });
  setSyncEngineForTests(engine);
});

afterEach(() => {
  setSyncEngineForTests(null);
  db.close();
  vi.restoreAllMocks();
});

describe('writes', () => {
  it('answers synced when the server confirmed, and the row carries the server values', async () => {
    const { expense, synced } = await addExpense(lunch);
    expect(synced).toBe(true);
    expect(expense).toMatchObject({ description: 'lunch', amount: '250.00', pending: true });
    expect(await db.expenses.get(expense.id)).toMatchObject({ pending: false, createdAt: server.expenses.get(expense.id)?.createdAt });
    expect(await changeExpense(expense.id, { amount: '300.5' })).toEqual({ synced: true });
    expect(server.expenses.get(expense.id)?.amount).toBe('300.50');
    expect(await (await deleteExpense(expense.id)).synced).toBe(true);
    expect(server.expenses.size).toBe(0);
  });

  it('undoes a delete through the outbox: the row is back at once, and the server restores it once', async () => {
    const { expense } = await addExpense(lunch);
    const row = await db.expenses.get(expense.id);
    if (row === undefined) throw new Error('not stored');
    await (await deleteExpense(expense.id)).synced;
    // The server decides, but its answer is lost: the retry carries the same command id.
    server.faults.push('after');
    const undo = await restoreExpense(row);
    expect(await db.expenses.get(expense.id)).toMatchObject({ description: 'lunch', pending: true });
    expect(await undo.synced).toBe(false);
    // A second tap finds the row back and queues nothing.
    expect(await (await restoreExpense(row)).synced).toBe(true);
    await engine.flush();
    expect(await db.outbox.count()).toBe(0);
    expect(server.expenses.get(expense.id)?.amount).toBe('250.00');
    const restores = server.received.filter((entry) => entry.kind === 'restore');
    expect(restores).toHaveLength(2);
    expect(new Set(restores.map((entry) => entry.commandId)).size).toBe(1);
    expect(await db.expenses.get(expense.id)).toMatchObject({ pending: false });
  });

  it('undoes a delete made offline: both wait in order and reach the server when it is back', async () => {
    const { expense } = await addExpense(lunch);
    const row = await db.expenses.get(expense.id);
    if (row === undefined) throw new Error('not stored');
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await (await deleteExpense(expense.id)).synced).toBe(false);
    expect(await (await restoreExpense(row)).synced).toBe(false);
    expect((await db.outbox.toArray()).map((entry) => entry.kind)).toEqual(['delete', 'restore']);
    offline.mockRestore();
    await engine.flush();
    expect(await db.outbox.count()).toBe(0);
    expect(server.expenses.has(expense.id)).toBe(true);
    expect(server.received.map((entry) => entry.kind)).toEqual(['record', 'delete', 'restore']);
  });

  it('answers queued when the network fails, keeping the expense on the device', async () => {
    server.faults.push('before');
    const { expense, synced } = await addExpense(lunch);
    expect(synced).toBe(false);
    expect(await db.expenses.get(expense.id)).toMatchObject({ pending: true });
    expect(await db.outbox.count()).toBe(1);
  });

  it('does not even try while the browser is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect((await addExpense(lunch)).synced).toBe(false);
    expect(server.received).toEqual([]);
  });

  it('throws when the server refuses, and the device forgets the expense', async () => {
    server.faults.push({ refuse: 'BAD_USER_INPUT' });
    await expect(addExpense(lunch)).rejects.toBeInstanceOf(RefusedError);
    expect(await db.expenses.count()).toBe(0);
  });

  it('throws before storing anything the server could never accept', async () => {
    await expect(addExpense({ ...lunch, amount: '12.345' })).rejects.toBeInstanceOf(InvalidInputError);
    await expect(addExpense({ ...lunch, description: '  ' })).rejects.toBeInstanceOf(InvalidInputError);
    await expect(changeExpense('missing', { amount: '1' })).rejects.toBeInstanceOf(InvalidInputError);
    expect(await db.expenses.count()).toBe(0);
  });

  it('moves an expense to another day and currency, on the device at once and at the server once', async () => {
    const { expense } = await addExpense(lunch);
    const spentAt = new Date(Date.now() - 3 * 86_400_000).toISOString();
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await changeExpense(expense.id, { spentAt, currency: 'USD', amount: '3' })).toEqual({ synced: false });
    expect(await db.expenses.get(expense.id)).toMatchObject({ createdAt: spentAt, day: localDay(spentAt, deviceTimeZone()), currency: 'USD', pending: true });
    offline.mockRestore();
    await engine.flush();
    await engine.flush();
    expect(server.received.filter((entry) => entry.kind === 'change')).toHaveLength(1);
    expect(server.expenses.get(expense.id)).toMatchObject({ createdAt: spentAt, currency: 'USD', amount: '3.00' });
    expect(await db.expenses.get(expense.id)).toMatchObject({ createdAt: spentAt, pending: false });
  });

  it('refuses a day in the future, one more than five years back, and an unknown currency', async () => {
    const { expense } = await addExpense(lunch);
    const refused = [
      { spentAt: new Date(Date.now() + 3_600_000).toISOString() },
      { spentAt: '2019-01-01T00:00:00Z' },
      { spentAt: 'yesterday' },
      { currency: 'XYZ' },
    ];
    for (const changes of refused) await expect(changeExpense(expense.id, changes)).rejects.toBeInstanceOf(InvalidInputError);
    expect(server.received.filter((entry) => entry.kind === 'change')).toHaveLength(0);
  });
});

describe('the day index', () => {
  it('gives the rows of an older database their day on upgrade, and keeps it on every write', async () => {
    const { Dexie } = await import('dexie');
    const name = `upgrade test ${(count += 1)}`;
    const before = new Dexie(name);
    before.version(5).stores({ expenses: 'id, category, createdAt, amount', outbox: '++seq, entityId', savings: 'id, createdAt', goals: 'id', rates: 'base', corrections: 'key', ious: 'id, createdAt' });
    await before.table('expenses').add({ ...lunch, id: 'kept', amount: '1.00', createdAt: '2025-03-09T22:30:00Z', updatedAt: '', pending: false });
    before.close();
    const after = openExpenseDatabase(name);
    const zone = deviceTimeZone();
    expect(await after.expenses.get('kept')).toMatchObject({ day: localDay('2025-03-09T22:30:00Z', zone) });
    await after.expenses.update('kept', { createdAt: '2025-01-01T12:00:00Z' });
    expect((await after.expenses.get('kept'))?.day).toBe('2025-01-01');
    after.close();
  });
});

describe('reads', () => {
  it('shows today newest first, the week, and the summary, and follows writes live', async () => {
    const dayAgo = new Date(Date.now() - 36 * 3_600_000).toISOString();
    // A minute ago, but never before today's midnight on the device (in the first minute of a day it was yesterday).
    const midnight = new Date();
    midnight.setHours(0, 0, 0, 0);
    const minuteAgo = new Date(Math.max(Date.now() - 60_000, midnight.getTime())).toISOString();
    await db.expenses.bulkAdd([
      { ...lunch, id: 'old', amount: '80.00', createdAt: dayAgo, updatedAt: dayAgo, pending: false },
      { ...lunch, id: 'a', amount: '100.00', createdAt: minuteAgo, updatedAt: '', pending: false },
    ]);
    const today = renderHook(() => useTodayExpenses());
    const week = renderHook(() => useWeekExpenses());
    const summary = renderHook(() => useDaySummary());
    expect(today.result.current).toBeUndefined();
    await waitFor(() => expect(today.result.current?.map((row) => row.id)).toEqual(['a']));
    await waitFor(() => expect(week.result.current?.map((row) => row.id)).toEqual(['a', 'old']));
    await act(async () => {
      await addExpense({ ...lunch, description: 'chai', amount: '20' });
    });
    await waitFor(() => expect(today.result.current?.map((row) => row.description)).toEqual(['chai', 'lunch']));
    await waitFor(() => expect(summary.result.current?.totals).toEqual([{ currency: 'KES', amount: '120.00' }]));
  });

  it('reads any span of days by the day index, and a moved expense leaves its old day', async () => {
    const { expense } = await addExpense(lunch);
    const today = localDay(new Date(), deviceTimeZone());
    const days = renderHook(() => useExpensesBetween(addDays(today, -10), addDays(today, -5)));
    await waitFor(() => expect(days.result.current).toEqual([]));
    const spentAt = new Date(Date.now() - 7 * 86_400_000).toISOString();
    await act(async () => {
      await changeExpense(expense.id, { spentAt });
    });
    await waitFor(() => expect(days.result.current?.map((row) => row.id)).toEqual([expense.id]));
    const todays = renderHook(() => useTodayExpenses());
    await waitFor(() => expect(todays.result.current).toEqual([]));
  });

  it('never answers one span with another span\'s rows while the new one is read', async () => {
    const { expense } = await addExpense(lunch);
    const today = localDay(new Date(), deviceTimeZone());
    const span = renderHook(({ first, last }) => useExpensesBetween(first, last), { initialProps: { first: today, last: today } });
    await waitFor(() => expect(span.result.current?.map((row) => row.id)).toEqual([expense.id]));
    // The span moves to days that hold nothing: until they are read there is no answer, not today's.
    const seen: (string[] | undefined)[] = [];
    span.rerender({ first: addDays(today, -20), last: addDays(today, -15) });
    seen.push(span.result.current?.map((row) => row.id));
    await waitFor(() => expect(span.result.current).toEqual([]));
    expect(seen).toEqual([undefined]);
  });
});
