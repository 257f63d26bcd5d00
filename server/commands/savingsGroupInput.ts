// The shape of savings group commands as callers send them, over REST or GraphQL alike; messages
// name the field ("rules.contribution"). Amounts are decimal strings in the group's currency.
import * as z from 'zod';
import { bounded, currency, day, money, oneOf, shownText, uuid } from '../../domain/fields.ts';
import { isInviteCode, normalizeInviteCode } from '../../domain/inviteCode.ts';
import { ENTRY_TYPES, FREQUENCIES, GROUP_KINDS, GROUP_ROLES } from '../../domain/savingsGroups/rules.ts';
import { TEXT_LIMITS } from '../../domain/textLimits.ts';

const commandId = uuid('commandId').optional();
const name = (field: string) => shownText(field, { min: 1, max: TEXT_LIMITS.name });
const count = (field: string, min: number, max: number) => bounded(field, min, max).refine(Number.isInteger, `${field} must be a whole number`);
const percent = z.union([z.string(), z.number()], { error: 'rules.monthlyInterestPercent is required' })
  .transform(String)
  .refine((value) => /^\d{1,3}(\.\d{1,2})?$/.test(value.trim()) && Number(value) <= 100, 'rules.monthlyInterestPercent must be a percent from 0 to 100 with at most 2 decimals')
  .transform((value) => value.trim());

export const RotatingRulesInput = z.object({
  contribution: money('rules.contribution'),
  frequency: oneOf('rules.frequency', FREQUENCIES),
  firstDueDate: day('rules.firstDueDate'),
  lateFine: money('rules.lateFine').nullish().transform((value) => value ?? null),
});

export const AccumulatingRulesInput = z.object({
  sharePrice: money('rules.sharePrice'),
  maxSharesPerMeeting: count('rules.maxSharesPerMeeting', 1, 1000).default(5),
  socialFundPerMeeting: money('rules.socialFundPerMeeting').nullish().transform((value) => value ?? null),
  loanLimitMultiple: count('rules.loanLimitMultiple', 0, 100).default(3),
  monthlyInterestPercent: percent,
});

export const CreateSavingsGroupInput = z.object({
  commandId,
  name: name('name'),
  kind: oneOf('kind', GROUP_KINDS),
  currency,
  rules: z.record(z.string(), z.unknown(), { error: 'rules is required' }),
  /** The creator's name in the group's book; "Chair" when left out. */
  chairName: name('chairName').optional(),
});

const phone = z.string({ error: 'phone must be text' }).trim().max(32, 'phone must be at most 32 characters').nullish();

export const AddGroupMemberInput = z.object({
  commandId,
  id: uuid('id').optional(),
  name: name('name'),
  phone,
  role: oneOf('role', GROUP_ROLES).default('member'),
});

export const JoinSavingsGroupInput = z.object({
  commandId,
  inviteCode: z.string({ error: 'inviteCode is required' }).transform(normalizeInviteCode)
    .refine(isInviteCode, 'inviteCode must be 9 letters and digits, as shared by the group'),
  memberId: uuid('memberId').optional(),
  /** The new member row's name when no memberId is named. */
  name: name('name').optional(),
});

export const SetPayoutOrderInput = z.object({ commandId, memberIds: z.array(uuid('memberIds'), { error: 'memberIds must be a list of member ids' }).min(1, 'memberIds must not be empty') });

export const CommandOnlyInput = z.object({ commandId });

export const ShareOutInput = z.object({ commandId, date: day('date').optional() });

export const RecordGroupEntryInput = z.object({
  commandId,
  id: uuid('id').optional(),
  type: oneOf('type', ENTRY_TYPES),
  memberId: uuid('memberId').optional(),
  amount: money('amount').optional(),
  shares: count('shares', 1, 1000).optional(),
  round: count('round', 1, 520).optional(),
  loanId: uuid('loanId').optional(),
  months: count('months', 1, 60).optional(),
  reason: shownText('reason', { min: 1, max: 200 }).optional(),
  date: day('date').optional(),
});

export const CorrectGroupEntryInput = z.object({
  commandId,
  id: uuid('id').optional(),
  reason: shownText('reason', { min: 1, max: 200 }),
  amount: money('amount').optional(),
  shares: count('shares', 1, 1000).optional(),
  memberId: uuid('memberId').optional(),
  date: day('date').optional(),
  reverse: z.boolean({ error: 'reverse must be true or false' }).optional(),
});
