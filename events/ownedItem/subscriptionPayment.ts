// A subscription's particular command: an occurrence marked paid. The first unpaid occurrence is the
// next billing date, so paying it moves that date on one cycle, counted from the anchor the person set.
import { z } from 'zod';
import { ConflictError, ValidationError } from '../../domain/errors.ts';
import type { CategoryId } from '../../domain/categories.ts';
import type { Schedule } from '../../domain/recurrence.ts';
import { isOccurrence, occurrenceAfter } from '../../domain/recurrence.ts';
import type { Particular } from './define.ts';
import { defineEvent } from '../store/eventTypes.ts';
import type { EventOf } from '../store/eventTypes.ts';
import type { SubscriptionCategory, SubscriptionFields } from './subscription.ts';

export const SubscriptionOccurrencePaid = defineEvent(
  'SubscriptionOccurrencePaid',
  z.object({ id: z.uuid(), dueDate: z.iso.date(), expenseId: z.uuid() }),
);

export interface PayOccurrence {
  type: 'PayOccurrence';
  userId: string;
  id: string;
  dueDate: string;
  /** The expense that records the payment, its id derived from the occurrence so it is made once. */
  expenseId: string;
}

/**
 * The subscription's schedule, or null without a billing date. The anchor is kept from the first
 * payment on; a billing date the person sets off that schedule starts a new one.
 */
export function scheduleOf(fields: SubscriptionFields): Schedule | null {
  const next = fields.nextBillingDate;
  if (next === null) return null;
  const kept = fields.billingAnchor ?? null;
  const anchor = kept !== null && isOccurrence({ cycle: fields.billingCycle, anchor: kept }, next) ? kept : next;
  return { cycle: fields.billingCycle, anchor };
}

/**
 * Whether this occurrence is still to pay ("due") or already paid ("paid"); refuses a day that is
 * not an occurrence (naming dueDate), one past an unpaid earlier one, and a cancelled subscription.
 */
export function occurrenceStatus(fields: SubscriptionFields, dueDate: string): 'due' | 'paid' {
  const schedule = scheduleOf(fields);
  if (schedule === null || fields.nextBillingDate === null || !isOccurrence(schedule, dueDate)) {
    throw new ValidationError('dueDate is not a billing date of this subscription', 'dueDate');
  }
  if (dueDate < fields.nextBillingDate) return 'paid';
  if (!fields.isActive) throw new ConflictError('A cancelled subscription has nothing to pay');
  if (dueDate > fields.nextBillingDate) throw new ConflictError(`Pay the bill due ${fields.nextBillingDate} first`);
  return 'due';
}

/** The expense category a subscription's payment is recorded under. */
export const EXPENSE_CATEGORY: Record<SubscriptionCategory, CategoryId> = {
  utility: 'bills',
  subscription: 'bills',
  streaming: 'other',
  software: 'business',
  other: 'other',
};

export const payOccurrence: Particular<SubscriptionFields, Partial<SubscriptionFields>, PayOccurrence, EventOf<typeof SubscriptionOccurrencePaid>> = {
  definitions: [SubscriptionOccurrencePaid],
  decide(command, { fields }, change) {
    if (occurrenceStatus(fields, command.dueDate) === 'paid') return [];
    const schedule = scheduleOf(fields);
    if (schedule === null) throw new ValidationError('dueDate is not a billing date of this subscription', 'dueDate');
    return [
      { type: 'SubscriptionOccurrencePaid', data: { id: command.id, dueDate: command.dueDate, expenseId: command.expenseId } },
      ...change({ nextBillingDate: occurrenceAfter(schedule, command.dueDate), billingAnchor: schedule.anchor }),
    ];
  },
};
