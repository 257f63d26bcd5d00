// The shape of family commands as callers send them, over REST or GraphQL alike. Messages name
// the field. A shared amount has exactly 2 decimals as a string; a JSON number (which cannot keep
// trailing zeros) may have at most 2.
import * as z from 'zod';
import { CATEGORY_IDS } from '../../domain/categories.ts';
import { currency, money, oneOf, shownText, uuid } from '../../domain/fields.ts';
import { isInviteCode, normalizeInviteCode } from '../../domain/inviteCode.ts';
import { userIdField as userId } from '../envelope.ts';

const commandId = uuid('commandId').optional();

export const CreateFamilyGroupInput = z.object({
  commandId,
  userId,
  name: shownText('name', { min: 1, max: 80 }),
});

export const JoinFamilyGroupInput = z.object({
  commandId,
  userId,
  inviteCode: z.string({ error: 'inviteCode is required' }).transform(normalizeInviteCode)
    .refine((code) => code.length > 0, 'inviteCode must not be empty')
    .refine(isInviteCode, 'inviteCode must be 9 letters and digits, as shared by the group'),
  nickname: shownText('nickname', { max: 40 }).transform((nickname) => nickname || null).optional(),
});

const AMOUNT_MESSAGE = 'amount must be a positive decimal with 2 decimals and at most 12 integer digits';

export const AddSharedExpenseInput = z.object({
  commandId,
  userId,
  description: shownText('description', { min: 1, max: 200 }),
  // Typed as a string, a shared amount shows both its decimals; a JSON number cannot keep them.
  amount: z.union([z.string().trim().regex(/^\d+\.\d{2}$/, AMOUNT_MESSAGE), z.number()], { error: 'amount is required' })
    .pipe(money('amount')),
  category: oneOf('category', CATEGORY_IDS).default('food'),
  /** Left out, the payer's own currency. */
  currency: currency.optional(),
});

export const PayShareInput = z.object({ commandId });
