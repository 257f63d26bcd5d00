// The field schemas every input and every owned item's events share, so one field is checked one
// way on both transports and its messages name it. Amounts may arrive as numbers and are kept as
// exact strings; every text a person types passes the text rule (domain/text.ts) first.
import * as z from 'zod';
import { CURRENCY_MESSAGE, isSupportedCurrency, unfitAmount, wholeUnitsMessage } from './currencies.ts';
import { isSupportedDay, isSupportedInstant, unsupportedDayMessage } from './dates.ts';
import { LANGUAGE_CODES } from './languages.ts';
import { isValidAmount, normalizeAmount } from './money.ts';
import { safeText, visibleText } from './text.ts';
import { TEXT_LIMITS } from './textLimits.ts';

/**
 * A typed text's bounds as its schema checks them, so the phone's forms and checks read them off the
 * schema the server parses (web/build/nounFields.ts) instead of restating a number.
 */
export const textBounds = z.registry<{ min: number; max: number }>();

/** An id: the client mints it so that a retry is recognised. */
export const uuid = (field: string) => z.uuid({ error: `${field} must be a UUID` });

/** A decimal as sent, trimmed: a string or a JSON number (which is already exact or not a cent amount). */
export const decimal = (field: string) =>
  z
    .union([z.string(), z.number()], { error: `${field} is required` })
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()));

/** A positive amount of money in cents' precision, kept canonical ("500" becomes "500.00"). */
export const money = (field: string) =>
  decimal(field)
    .refine(isValidAmount, `${field} must be a positive decimal with at most 12 integer digits and 2 decimals`)
    .transform(normalizeAmount);

/** The one rule for text shown to people: no invisible or direction-changing characters, no edge spaces. */
export const shownForm = (text: string) => visibleText(text).trim();

/**
 * Text a person typed, as it should be stored (shownForm) before the length rules count what is
 * left; `min: 1` makes it required and non-empty. Text read from elsewhere (an import) takes shownForm too.
 */
export const shownText = (field: string, { min = 0, max }: { min?: 0 | 1; max: number }) => {
  const schema = safeText(field)
    .transform(shownForm)
    .pipe(
      z
        .string()
        .min(min, `${field} must not be empty`)
        .max(max, `${field} must be at most ${max} characters`),
    );
  textBounds.add(schema, { min, max });
  return schema;
};

export const name = shownText('name', { min: 1, max: 100 });

export const description = shownText('description', { max: 500 });

/** A person's own words about an expense or a saving; empty clears it. */
export const note = shownText('note', { max: TEXT_LIMITS.note });

export const currency = z
  .string({ error: 'currency is required' })
  .trim()
  .toUpperCase()
  .refine(isSupportedCurrency, CURRENCY_MESSAGE);

/**
 * The one currency rule (every amount whole in XOF, XAF and UGX) on a record's input, so a refused one
 * stores nothing, not even the caller's session; the deciders keep it for changes (events/ownedItem/define.ts).
 */
export const amountsFitCurrency = (input: object, context: z.RefinementCtx) => {
  const unfit = unfitAmount(input);
  if (unfit) context.addIssue({ code: 'custom', path: [unfit.field], message: wholeUnitsMessage(unfit.currency, unfit.field) });
};

/** A currency code as given, for a command that checks it against the caller's allowed ones (savings and goals). */
export const givenCurrency = z.string({ error: 'currency is required' }).trim().toUpperCase();

export const language = z.enum(LANGUAGE_CODES, { error: 'language must be one of the 22 supported language codes' });

/** One of a closed list. */
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

/** A calendar day, YYYY-MM-DD, that exists and lies in the supported years (domain/dates.ts). */
export const day = (field: string) =>
  z.iso.date({ error: `${field} must be a date (YYYY-MM-DD)` }).refine(isSupportedDay, unsupportedDayMessage(field));

/** An instant with its offset, as a device sends it, on a day in the supported years. */
export const instant = (field: string) =>
  z.iso
    .datetime({ offset: true, error: `${field} must be an ISO-8601 instant` })
    .refine((text) => isSupportedInstant(Date.parse(text)), unsupportedDayMessage(field));
