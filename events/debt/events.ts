// Facts about one debt. Stored nested, as debts always were: `{ id, fields }` when added,
// `{ id, changes }` when changed, `{ id }` when deleted.
import * as z from 'zod';
import type { SupportedCurrency } from '../../domain/currencies.ts';
import type { DebtType } from '../../domain/ownedItems.ts';
import type { Same } from '../fields.ts';
import { changesShape, storedShape } from '../fields.ts';
import type { EventOf } from '../store/eventTypes.ts';
import { defineEvent } from '../store/eventTypes.ts';
import { debtFields } from './fields.ts';

/** A debt as added. Amounts are exact decimal text ("1200.00"). */
export interface DebtFields {
  name: string;
  type: DebtType;
  amount: string;
  currency: SupportedCurrency;
  /** Percent a year, 0 to 1000; null when not known. */
  interestRate: number | null;
  minimumPayment: string | null;
  /** '' when none was given. */
  description: string;
}

/** What a change carries: only the fields that differ. Its type and currency stay. */
export type DebtChanges = Partial<Pick<DebtFields, 'name' | 'amount' | 'interestRate' | 'minimumPayment' | 'description'>>;

export const DebtAdded = defineEvent('DebtAdded', z.object({ id: z.uuid(), fields: z.object(storedShape(debtFields)) }));
export const DebtChanged = defineEvent('DebtChanged', z.object({ id: z.uuid(), changes: z.object(changesShape(debtFields)) }));
export const DebtDeleted = defineEvent('DebtDeleted', z.object({ id: z.uuid() }));

// The shapes written out above are the ones the field list derives: when the two part, this does not compile.
true satisfies Same<DebtFields, EventOf<typeof DebtAdded>['data']['fields']>;
true satisfies Same<DebtChanges, EventOf<typeof DebtChanged>['data']['changes']>;

export const debtDefinitions = [DebtAdded, DebtChanged, DebtDeleted] as const;

export const debtStream = (debtId: string) => `debt-${debtId}`;
