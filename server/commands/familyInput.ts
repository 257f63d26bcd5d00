// The shape of family commands as callers send them, over REST or GraphQL alike. Messages name
// the field. A shared amount has exactly 2 decimals as a string; a JSON number (which cannot keep
// trailing zeros) may have at most 2.
import { z } from 'zod';
import { CATEGORY_IDS } from '../../domain/categories.ts';
import { CURRENCY_MESSAGE, isSupportedCurrency } from '../../domain/currencies.ts';
import { isInviteCode, normalizeInviteCode } from '../../domain/inviteCode.ts';
import { isValidAmount, normalizeAmount } from '../../domain/money.ts';

const commandId = z.uuid({ error: 'commandId must be a UUID' }).optional();

export const CreateFamilyGroupInput = z.object({
  commandId,
  name: z.string({ error: 'name is required' }).trim()
    .min(1, 'name must not be empty').max(80, 'name must be at most 80 characters'),
});

export const JoinFamilyGroupInput = z.object({
  commandId,
  inviteCode: z.string({ error: 'inviteCode is required' }).transform(normalizeInviteCode)
    .refine((code) => code.length > 0, 'inviteCode must not be empty')
    .refine(isInviteCode, 'inviteCode must be 9 letters and digits, as shared by the group'),
  nickname: z.string({ error: 'nickname must be text' }).trim().max(40, 'nickname must be at most 40 characters')
    .transform((nickname) => nickname || null).optional(),
});

const AMOUNT_MESSAGE = 'amount must be a positive decimal with 2 decimals and at most 12 integer digits';

export const AddSharedExpenseInput = z.object({
  commandId,
  description: z.string({ error: 'description is required' }).trim()
    .min(1, 'description must not be empty').max(200, 'description must be at most 200 characters'),
  amount: z.union([
    z.string().trim().regex(/^\d+\.\d{2}$/, AMOUNT_MESSAGE),
    z.number().transform(String),
  ], { error: 'amount is required' }).refine(isValidAmount, AMOUNT_MESSAGE).transform(normalizeAmount),
  category: z.enum(CATEGORY_IDS, { error: `category must be one of ${CATEGORY_IDS.join(', ')}` }).default('food'),
  /** Left out, the payer's own currency. */
  currency: z.string().trim().toUpperCase().refine(isSupportedCurrency, CURRENCY_MESSAGE).optional(),
});

export const PayShareInput = z.object({ commandId });
