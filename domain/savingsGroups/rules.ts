// A savings group's kinds, roles and rules (issue 34): a rotating group (merry-go-round, equb,
// tontine) pays each round's pot to one member; an accumulating one (VSLA, table banking) sells
// shares, lends from the fund and shares it out at the cycle's end. Shapes only; the arithmetic is beside.
import * as z from 'zod';
import { WHOLE_UNIT_CURRENCIES } from '../currencies.ts';

export const GROUP_KINDS = ['rotating', 'accumulating'] as const;
export type GroupKind = (typeof GROUP_KINDS)[number];

export const FREQUENCIES = ['weekly', 'fortnightly', 'monthly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const GROUP_ROLES = ['chair', 'treasurer', 'secretary', 'member'] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];

/** Officials keep the books; a plain member reads them. */
export const isOfficial = (role: GroupRole) => role !== 'member';

export const ENTRY_TYPES = ['contribution', 'payout', 'shares', 'social', 'loan', 'repayment', 'fine', 'grant'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];

/** Which entries each kind keeps: rounds for a rotating group, shares and loans for an accumulating one. */
export const ENTRY_TYPES_OF: Readonly<Record<GroupKind, readonly EntryType[]>> = {
  rotating: ['contribution', 'payout', 'social', 'fine', 'grant'],
  accumulating: ['shares', 'social', 'loan', 'repayment', 'fine', 'grant'],
};

/** An exact amount as stored: a positive decimal string with 2 decimals. */
const Amount = z.string().regex(/^\d{1,12}\.\d{2}$/);
/** A percent with at most 2 decimals, e.g. "10" or "2.50". */
const Percent = z.string().regex(/^\d{1,3}(\.\d{1,2})?$/);

export const RotatingRules = z.object({
  contribution: Amount,
  frequency: z.enum(FREQUENCIES),
  firstDueDate: z.iso.date(),
  lateFine: Amount.nullable(),
});
export type RotatingRules = z.infer<typeof RotatingRules>;

export const AccumulatingRules = z.object({
  sharePrice: Amount,
  maxSharesPerMeeting: z.number().int().min(1).max(1000),
  socialFundPerMeeting: Amount.nullable(),
  loanLimitMultiple: z.number().int().min(0).max(100),
  monthlyInterestPercent: Percent,
});
export type AccumulatingRules = z.infer<typeof AccumulatingRules>;

export const GroupSetup = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('rotating'), rules: RotatingRules }),
  z.object({ kind: z.literal('accumulating'), rules: AccumulatingRules }),
]);
export type GroupSetup = z.infer<typeof GroupSetup>;

/** The smallest amount of the currency in cents: 100 for whole-unit currencies (XOF, XAF, UGX), else 1. */
export const minorUnitCents = (currency: string): bigint => (WHOLE_UNIT_CURRENCIES.includes(currency) ? 100n : 1n);
