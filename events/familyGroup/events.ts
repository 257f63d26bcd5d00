// Facts about one family group: created with a name and its invite code, members joining, shared
// expenses (already split to the cent into shares) and shares paid. One stream per group.
import * as z from 'zod';
import { CATEGORY_IDS } from '../../domain/categories.ts';
import { isCurrencyCode } from '../../domain/currencies.ts';
import { isInviteCode } from '../../domain/inviteCode.ts';
import { isValidAmount } from '../../domain/money.ts';
import { createRegistry, defineEvent } from '../store/eventTypes.ts';
import type { EventOf } from '../store/eventTypes.ts';

const Cents = z.string().regex(/^\d{1,12}\.\d{2}$/, 'An amount with 2 decimals');

const FamilyGroupCreated = defineEvent(
  'FamilyGroupCreated',
  z.object({ groupId: z.uuid(), name: z.string().trim().min(1).max(80), inviteCode: z.string().refine(isInviteCode) }),
);

const FamilyMemberJoined = defineEvent(
  'FamilyMemberJoined',
  z.object({ groupId: z.uuid(), userId: z.uuid(), nickname: z.string().trim().min(1).max(40).nullable() }),
);

const SharedExpenseAdded = defineEvent(
  'SharedExpenseAdded',
  z.object({
    groupId: z.uuid(),
    expenseId: z.uuid(),
    paidBy: z.uuid(),
    description: z.string().trim().min(1).max(200),
    amount: z.string().refine(isValidAmount),
    currency: z.string().refine(isCurrencyCode),
    category: z.enum(CATEGORY_IDS),
    spentAt: z.iso.datetime({ offset: true }),
    /** In split order (the payer first); the payer's own share is paid at once. */
    shares: z.array(z.object({ shareId: z.uuid(), userId: z.uuid(), amount: Cents, isPaid: z.boolean() })).min(1),
  }),
);

const ExpenseSharePaid = defineEvent(
  'ExpenseSharePaid',
  z.object({ groupId: z.uuid(), expenseId: z.uuid(), shareId: z.uuid() }),
);

export const familyGroupDefinitions = [FamilyGroupCreated, FamilyMemberJoined, SharedExpenseAdded, ExpenseSharePaid] as const;

export const familyGroupRegistry = createRegistry(familyGroupDefinitions);

export type FamilyGroupEvent = EventOf<(typeof familyGroupDefinitions)[number]>;
export type SharedExpenseFields = Pick<EventOf<typeof SharedExpenseAdded>['data'],
  'description' | 'amount' | 'currency' | 'category' | 'spentAt'>;

export const familyGroupStream = (groupId: string) => `familyGroup-${groupId}`;
