// The shape of family commands as callers send them, over REST or GraphQL alike. Messages name
// the field. A shared amount has exactly 2 decimals as a string; a JSON number (which cannot keep
// trailing zeros) may have at most 2.
import { z } from 'zod';
import { CATEGORY_IDS } from '../../domain/categories.ts';
import { CURRENCY_MESSAGE, isSupportedCurrency } from '../../domain/currencies.ts';
import { isInviteCode, normalizeInviteCode } from '../../domain/inviteCode.ts';
import { isValidAmount, normalizeAmount } from '../../domain/money.ts';
import { safeText, visibleText } from '../../domain/text.ts';

const commandId = z.uuid({ error: 'commandId must be a UUID' }).optional();
/** The spec's clients may name their user; it must be the caller (checked by the command). */
const userId = z.union([z.string(), z.number()]).transform(String).optional();

/** Shown text: invisible and direction-changing characters go before the length rules count what is left. */
const shownText = (field: string, max: number) => safeText(field).transform(visibleText)
  .pipe(z.string().trim().max(max, `${field} must be at most ${max} characters`));
const requiredText = (field: string, max: number) =>
  shownText(field, max).pipe(z.string().min(1, `${field} must not be empty`));

export const CreateFamilyGroupInput = z.object({
  commandId,
  userId,
  name: requiredText('name', 80),
});

export const JoinFamilyGroupInput = z.object({
  commandId,
  userId,
  inviteCode: z.string({ error: 'inviteCode is required' }).transform(normalizeInviteCode)
    .refine((code) => code.length > 0, 'inviteCode must not be empty')
    .refine(isInviteCode, 'inviteCode must be 9 letters and digits, as shared by the group'),
  nickname: shownText('nickname', 40).transform((nickname) => nickname || null).optional(),
});

const AMOUNT_MESSAGE = 'amount must be a positive decimal with 2 decimals and at most 12 integer digits';

export const AddSharedExpenseInput = z.object({
  commandId,
  userId,
  description: requiredText('description', 200),
  amount: z.union([
    z.string().trim().regex(/^\d+\.\d{2}$/, AMOUNT_MESSAGE),
    z.number().transform(String),
  ], { error: 'amount is required' }).refine(isValidAmount, AMOUNT_MESSAGE).transform(normalizeAmount),
  category: z.enum(CATEGORY_IDS, { error: `category must be one of ${CATEGORY_IDS.join(', ')}` }).default('food'),
  /** Left out, the payer's own currency. */
  currency: z.string().trim().toUpperCase().refine(isSupportedCurrency, CURRENCY_MESSAGE).optional(),
});

export const PayShareInput = z.object({ commandId });
