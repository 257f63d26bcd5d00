// Writes that land while their device signs in (issue 31, P2): the device's anonymous user is being
// merged into the number's account. Each write is stored in the account and answered as stored — to
// the request and to its resend with the same id and command id — whichever user the device carried
// when it sent it. Before: 404 "Expense not found" for a stored write and 409 for its resend (also
// for the resend of a write stored before the sign-in), so the phone parked a write the server held.
// The callers are the application's (each request's caller resolved as the anonymous user, as it is
// by a request that began before the sign-in): which session a late cookie names is not tested here.
import { describe, expect, it } from 'vitest';
import { changeExpense, recordExpense } from '../../server/commands/expenses.ts';
import { recordIou } from '../../server/commands/ious.ts';
import { recordSaving } from '../../server/commands/savings.ts';
import type { Caller } from '../../server/context.ts';
import { signIn } from '../../server/identity/signIn.ts';
import { expensePage } from '../../server/queries/ledger.ts';
import { callerAt, createUserFor, useTestApp } from '../support/app.ts';
import { databaseBackends } from '../support/backends.ts';

const NOW = '2026-11-20T12:00:00.000Z';
const WRITES = 12;
const ROUNDS = 4;
let phoneSeq = 0;
const newPhone = () => `+2547${String(30_000_000 + (phoneSeq += 1)).slice(-8)}`;

const outcome = (promise: Promise<unknown>) =>
  promise.then(() => 'stored', (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)));

describe.each(databaseBackends())('writes while signing in on $name', (backend) => {
  const fixture = useTestApp(backend);

  async function device(): Promise<Caller> {
    const caller = callerAt(NOW, 'Africa/Nairobi');
    await createUserFor(fixture.app, caller);
    return caller;
  }

  it('answers each write stored, and its resend as the same write, when they race the merge', { timeout: 240_000 }, async () => {
    const refused: unknown[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const phone = newPhone();
      const account = await device();
      await signIn(fixture.app, account, phone);
      const anonymous = await device();
      const before = { id: crypto.randomUUID(), commandId: crypto.randomUUID(), description: 'Before', amount: '10', currency: 'KES', category: 'food' };
      await recordExpense(fixture.app, anonymous, before);

      const writes = Array.from({ length: WRITES }, (_, index) => ({
        id: crypto.randomUUID(), commandId: crypto.randomUUID(), description: `Round ${round} write ${index}`, amount: '20', currency: 'KES', category: 'food',
      }));
      // Each request's own caller (a copy: one request never sees another's), set off over the merge.
      const [, ...answers] = await Promise.all([
        signIn(fixture.app, { ...anonymous }, phone),
        ...writes.map(async (write, index) => {
          await new Promise((resolve) => setTimeout(resolve, index * 3));
          const { expense } = await recordExpense(fixture.app, { ...anonymous }, write);
          return expense.id;
        }).map((answer) => outcome(answer)),
        outcome(recordSaving(fixture.app, { ...anonymous }, { description: 'Karo', amount: '100', currency: 'KES', commandId: crypto.randomUUID() })),
        outcome(recordIou(fixture.app, { ...anonymous }, { person: 'Juma', direction: 'lent', amount: '50', currency: 'KES', commandId: crypto.randomUUID() })),
      ]);
      refused.push(...answers.flatMap((answer, index) => (answer === 'stored' ? [] : [{ round, index, answer }])));

      // The phone's outbox sends each again, signed in now: the same write, not a conflict.
      const signedIn = { ...anonymous, userId: account.userId };
      for (const write of [before, ...writes]) {
        const again = await outcome(recordExpense(fixture.app, signedIn, write).then(({ expense, created }) => {
          if (expense.id !== write.id || created) throw new Error(`answered ${expense.id} created ${created}`);
        }));
        if (again !== 'stored') refused.push({ round, resend: write.description, again });
      }
      // A change the anonymous user sent, resent after the sign-in, is recognised as itself.
      const change = { commandId: crypto.randomUUID(), amount: '25' };
      const target = writes[1]?.id ?? '';
      const first = await outcome(changeExpense(fixture.app, { ...anonymous }, target, change));
      const resent = await outcome(changeExpense(fixture.app, signedIn, target, change));
      if (first !== 'stored' || resent !== 'stored') refused.push({ round, change: [first, resent] });

      const page = await expensePage(fixture.app, signedIn, { limit: 200 });
      expect(page.edges.map((edge) => edge.node.description).sort())
        .toEqual(['Before', ...writes.map((write) => write.description)].sort());
    }
    expect(refused).toEqual([]);
  });
});
