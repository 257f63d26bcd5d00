// The phone's copy of the correction memory, tested offline: a correction made here, or learnt from
// the server while online, decides the category the phone's own parser gives — with no network.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../apollo.ts';
import { openExpenseDatabase, setDatabaseForTests } from '../offline/db.ts';
import type { ExpenseDatabase } from '../offline/db.ts';
import { changeLocally, recordLocally } from '../offline/local.ts';
import { analyzeExpense } from './analyze.ts';
import { refreshCorrectionMemory } from './correctionMemory.ts';

let db: ExpenseDatabase;
let count = 0;

function serverRemembering(memory: { descriptionKey: string; category: string }[]) {
  const body = { data: { categoryMemory: memory.map((entry) => ({ __typename: 'CategoryCorrection', ...entry })) } };
  const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })));
  return createApolloClient({ uri: 'http://sauti.test/graphql', fetch });
}

const unreachable = createApolloClient({ uri: 'http://sauti.test/graphql', fetch: () => Promise.reject(new TypeError('offline')) });
const offline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

beforeEach(() => {
  db = openExpenseDatabase(`corrections test ${(count += 1)}`);
  setDatabaseForTests(db);
});

afterEach(() => {
  db.close();
  vi.restoreAllMocks();
});

describe('the correction memory on the phone', () => {
  it('a category corrected on the phone decides the offline analysis of that description at once', async () => {
    offline();
    // Medicine is other (issue 37); this person files the child's medicine as a bill.
    expect(await analyzeExpense(unreachable, 'dawa ya mtoto 350', 'sw')).toMatchObject({ description: 'Dawa ya mtoto', category: 'other' });
    const { expense } = await recordLocally(db, { description: 'Dawa ya mtoto', amount: '350', currency: 'KES', category: 'other', language: 'sw' }, new Date());
    await changeLocally(db, expense.id, { category: 'bills' }, new Date());
    expect(await analyzeExpense(unreachable, 'dawa ya mtoto 350', 'sw')).toMatchObject({ category: 'bills' });
    expect(await analyzeExpense(unreachable, 'DAWA YA MTOTO 120', 'sw')).toMatchObject({ category: 'bills' });
    expect(await analyzeExpense(unreachable, 'chakula 200', 'sw')).toMatchObject({ category: 'food' });
  });

  it('learns the corrections made on other devices from the server, and uses them offline', async () => {
    await refreshCorrectionMemory(serverRemembering([{ descriptionKey: 'mandazi', category: 'business' }]));
    offline();
    expect(await analyzeExpense(unreachable, 'mandazi 50', 'sw')).toMatchObject({ category: 'business' });
  });

  it("follows the server once nothing is queued: another account's memory leaves, a changed one is taken", async () => {
    const { expense } = await recordLocally(db, { description: 'Unga', amount: '120', currency: 'KES', category: 'food', language: 'sw' }, new Date());
    await changeLocally(db, expense.id, { category: 'business' }, new Date());
    // Still queued: the server has not heard this correction yet, so its older answer must not undo it.
    await refreshCorrectionMemory(serverRemembering([{ descriptionKey: 'unga', category: 'food' }, { descriptionKey: 'chai', category: 'business' }]));
    expect(await db.corrections.toArray()).toEqual([
      { key: 'chai', category: 'business', pending: false },
      { key: 'unga', category: 'business', pending: true },
    ]);
    await db.outbox.clear();
    await refreshCorrectionMemory(serverRemembering([{ descriptionKey: 'unga', category: 'other' }]));
    expect(await db.corrections.toArray()).toEqual([{ key: 'unga', category: 'other', pending: false }]);
  });

  it('keeps the copy as it was when the server cannot be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await refreshCorrectionMemory(serverRemembering([{ descriptionKey: 'chai', category: 'business' }]));
    await refreshCorrectionMemory(unreachable);
    expect(await db.corrections.toArray()).toEqual([{ key: 'chai', category: 'business', pending: false }]);
  });
});
