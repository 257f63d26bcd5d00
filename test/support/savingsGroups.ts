// Savings groups made over HTTP for the API tests: a group with its chair, members added by name,
// and the rules of the two kinds.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import * as z from 'zod';
import { localDay } from '../../domain/dates.ts';
import type { Client } from '../api/client.ts';
import { TIME_ZONE } from '../api/client.ts';

export const Group = z.object({
  id: z.uuid(), inviteCode: z.string().nullable(), cycle: z.number(),
  members: z.array(z.object({ id: z.uuid(), name: z.string(), role: z.string(), linked: z.boolean(), arrears: z.string() })),
  payoutOrder: z.array(z.uuid()).nullable(),
  rounds: z.array(z.object({ round: z.number(), dueDate: z.string(), recipientMemberId: z.uuid().nullable(), collected: z.string(), paidOut: z.boolean() })),
  totals: z.object({ loanFund: z.string(), socialFund: z.string(), sharesTotal: z.number(), loansOutstanding: z.string(), interestEarned: z.string(), finesTotal: z.string(), shareValue: z.string().nullable() }),
  me: z.object({ memberId: z.uuid(), role: z.string() }),
});
export const Id = z.object({ id: z.uuid() });
export const today = () => localDay(new Date(), TIME_ZONE);

export async function newGroup(user: Client, kind: 'rotating' | 'accumulating', rules: Record<string, unknown>, currency = 'KES') {
  const answer = await user.rest('POST', '/api/savings-groups', { commandId: randomUUID(), name: 'Umoja', kind, currency, rules, chairName: 'Amina' });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return Group.parse(answer.body);
}

export async function addMembers(user: Client, groupId: string, names: readonly string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const name of names) {
    const answer = await user.rest('POST', `/api/savings-groups/${groupId}/members`, { commandId: randomUUID(), name });
    expect(answer.status).toBe(201);
    ids.push(Id.parse(answer.body).id);
  }
  return ids;
}

export const ROTATING = () => ({ contribution: '500', frequency: 'weekly', firstDueDate: today(), lateFine: '50' });
export const VSLA = { sharePrice: '500', maxSharesPerMeeting: 150, socialFundPerMeeting: '3000', monthlyInterestPercent: '10' };

