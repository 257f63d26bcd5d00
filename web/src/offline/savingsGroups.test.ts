// A meeting's entries through the outbox: kept on the phone at once, offline too, and sent in the order
// they were marked, each once even when an answer is lost (the server recognises the command id).
import 'fake-indexeddb/auto';
import { describe, expect } from 'vitest';
import type { LocalSavingsGroup } from './savingsGroups.ts';
import { recordGroupEntryLocally } from './savingsGroups.ts';
import { outboxTest } from './syncHarness.ts';

const now = new Date('2026-12-07T08:00:00Z');
const ZONE = 'Africa/Nairobi';
const member = (id: string, name: string) => ({ id, name, phone: null, role: 'member', linked: false, arrears: '0.00', dueRound: 1, dueAmount: '500.00', dueShares: 0, dueSocial: '0.00' });
const group: LocalSavingsGroup = {
  id: 'g1', name: 'Umoja', kind: 'rotating', currency: 'KES', cycle: 1, inviteCode: null, myMemberId: 'amina', myRole: 'treasurer', nextDueDate: '2026-12-07',
  youOwe: '500.00', createdAt: '2026-12-01T08:00:00.000Z', mySavings: [],
  rules: { contribution: '500.00', frequency: 'weekly', firstDueDate: '2026-12-07', lateFine: null, sharePrice: null, maxSharesPerMeeting: null, socialFundPerMeeting: null, loanLimitMultiple: null, monthlyInterestPercent: null },
  members: [member('amina', 'Amina'), member('juma', 'Juma')], payoutOrder: null, rounds: [], loans: [],
  totals: { loanFund: '0.00', socialFund: '0.00', sharesTotal: 0, loansOutstanding: '0.00', interestEarned: '0.00', finesTotal: '0.00', shareValue: null },
};

const test = outboxTest('savings group test');

describe("a meeting's entries offline", () => {
  test('queues each mark at once and sends them in order, each once across a lost answer', async ({ db, server, engine, drain }) => {
    const sync = engine();
    await recordGroupEntryLocally(db, group, { type: 'contribution', memberId: 'amina', amount: '500', round: 1 }, now, ZONE);
    await recordGroupEntryLocally(db, group, { type: 'contribution', memberId: 'juma', amount: '300', round: 1 }, now, ZONE);
    const queued = await db.outbox.toArray();
    expect(queued.map((entry) => [entry.kind, entry.entityId, entry.kind === 'recordGroupEntry' ? entry.input.amount : null])).toEqual([
      ['recordGroupEntry', 'g1', '500.00'], ['recordGroupEntry', 'g1', '300.00'],
    ]);
    server.faults.push('after'); // the first answer is lost: sent again under the same command id
    await drain(sync);
    expect(server.received.map((entry) => entry.commandId)).toEqual([queued[0]?.commandId, queued[0]?.commandId, queued[1]?.commandId]);
    expect(await db.outbox.count()).toBe(0);
  });

  test('refuses an amount the group\'s currency cannot hold before storing anything', async ({ db }) => {
    await expect(recordGroupEntryLocally(db, { ...group, currency: 'XOF' }, { type: 'contribution', memberId: 'amina', amount: '500.50', round: 1 }, now, ZONE))
      .rejects.toThrow();
    await expect(recordGroupEntryLocally(db, group, { type: 'contribution', memberId: 'amina', amount: 'abc', round: 1 }, now, ZONE)).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
  });
});
