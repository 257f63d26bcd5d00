// Field schemas the owned items share. Each is both the event's schema and the caller's input
// check, so messages name the field; amounts may arrive as numbers and are kept as exact strings.
import { z } from 'zod';
import { CURRENCY_MESSAGE, isSupportedCurrency } from '../../domain/currencies.ts';
import { isValidAmount, normalizeAmount } from '../../domain/money.ts';

export const name = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'name must not be empty')
  .max(100, 'name must be at most 100 characters');

export const money = (field: string) =>
  z
    .union([z.string(), z.number()], { error: `${field} is required` })
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .refine(isValidAmount, `${field} must be a positive decimal with at most 12 integer digits and 2 decimals`)
    .transform(normalizeAmount);

export const currency = z
  .string({ error: 'currency is required' })
  .trim()
  .toUpperCase()
  .refine(isSupportedCurrency, CURRENCY_MESSAGE);

export const oneOf = <const Values extends readonly [string, ...string[]]>(field: string, values: Values) =>
  z.enum(values, { error: `${field} must be one of ${values.join(', ')}` });

/** A number within bounds, given as a number or a numeric string. */
export const bounded = (field: string, min: number, max: number) =>
  z
    .union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/, `${field} must be a number`).transform(Number)], {
      error: `${field} must be a number`,
    })
    .refine((value) => Number.isFinite(value) && value >= min && value <= max, `${field} must be from ${min} to ${max}`);

export const flag = (field: string) => z.boolean({ error: `${field} must be true or false` });

export const description = z.string().trim().max(500, 'description must be at most 500 characters');

/** A calendar day, YYYY-MM-DD, that exists. */
export const day = (field: string) =>
  z.iso.date({ error: `${field} must be a date (YYYY-MM-DD)` });
