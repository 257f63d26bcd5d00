// One field of a noun, declared once: how its events store it, how a command takes it, which
// read-model column keeps it and how GraphQL and REST show it. A noun's fields file (events/expense/
// fields.ts) lists them; event schemas, command inputs, Pothos fields, REST JSON and columns follow.
import * as z from 'zod';
import { isCurrencyCode } from '../domain/currencies.ts';
import { decimal, givenCurrency, language, note, shownText, textBounds } from '../domain/fields.ts';
import { LANGUAGE_CODES } from '../domain/languages.ts';
import { safeText } from '../domain/text.ts';
import { TEXT_LIMITS } from '../domain/textLimits.ts';

/**
 * The read-model column kinds (projections/columns.ts builds each); a json column names its schema.
 * `position` is the log position of the event that made the row: a list's order among rows made in one instant.
 */
export type ColumnKind =
  | 'id' | 'text' | 'optionalText' | 'amount' | 'optionalAmount' | 'number' | 'optionalNumber' | 'day' | 'optionalDay'
  | 'instant' | 'flag' | 'position' | { json: z.ZodType };

/** The schema's enums a field can show as (server/graphql/enums.ts builds each from the value list). */
export type EnumName =
  | 'Category' | 'Language' | 'GoalType' | 'IouDirection'
  | 'BudgetCategory' | 'BudgetPeriod' | 'AssetType' | 'DebtType' | 'BillingCycle' | 'SubscriptionCategory';

export type GraphQLType = 'ID' | 'String' | 'Decimal' | 'DateTime' | 'Date' | 'Boolean' | 'Float' | 'Int' | EnumName;

export interface FieldSpec {
  /**
   * How its events store it; absent for what the read model derives (a local day, a timestamp).
   * A field added after events were stored is `.optional()`, so those events still decode.
   */
  stored?: z.ZodType;
  /** A change event may carry it, and the change command take it. */
  changeable?: true;
  /**
   * A change may clear it: there, null means "none from now on", where for every other field null is
   * "not given" (GraphQL clients send null for what they leave out). A goal's deadline.
   */
  clearable?: true;
  /** How a command takes it, with messages that name it (domain/fields.ts); optional on input when it parses `undefined`. */
  input?: z.ZodType;
  /** How the record command takes it when that differs from `input` (a default when left out, which a change must not get). */
  recordInput?: z.ZodType;
  /** What the GraphQL inputs say about it when recording and when changing. */
  inputNotes?: { record?: string; change?: string };
  /**
   * Its read-model column; absent for what a column of another name keeps (a saving's savedAt is its
   * createdAt) and for what the query adds to the row it answers (a goal's progress).
   */
  column?: ColumnKind;
  /** An empty stored value means none: its column holds null (a note cleared by an edit). */
  emptyIsNull?: true;
  /**
   * What its column holds for an event stored before the field existed (`stored` is optional): null
   * unless said. A subscription created before autoRecord never recorded itself: false.
   */
  absent?: boolean;
  /**
   * Its field on the GraphQL object, nullable when its column is (or, for what the query adds, when
   * `nullable` says so); `name` when it shows under another one. Inputs take a string the command
   * checks, a flag or a number as such, or the enum itself when `enumInput` says so.
   */
  graphql?: { type: GraphQLType; name?: string; description?: string; enumInput?: true; nullable?: true };
  /** In the REST JSON, in declaration order: always, or only when not null (answers from before it keep their shape). */
  rest?: 'always' | 'whenSet';
  /**
   * What the phone does with a text the person types, beyond keeping it (the noun's fragment in
   * web/src/offline names what it keeps): a box in Add by hand (`add`) and in the edit dialog (`edit`),
   * a line under its row in the lists (`list`), a few lines for a long text (`long`). Its bounds are
   * `input`'s: web/build/nounFields.ts prints both for the phone.
   */
  phone?: { add?: true; edit?: true; list?: true; long?: true };
}

/** Whether the column, and so the GraphQL field, may hold null. */
export const isNullable = (kind: ColumnKind | undefined) =>
  kind === 'optionalText' || kind === 'optionalDay' || kind === 'optionalAmount' || kind === 'optionalNumber' ||
  (typeof kind === 'object' && kind.json.safeParse(null).success);

export type FieldList = Record<string, FieldSpec>;

/** A noun's fields, each entry's own types kept; the order is the REST JSON's and the change message's. */
export const fieldsOf = <const Fields extends FieldList>(fields: Fields) => fields;

export type Stored<Spec> = Spec extends { stored: infer Schema extends z.ZodType } ? Schema : never;
type Input<Spec> = Spec extends { input: infer Schema extends z.ZodType } ? Schema : never;
type RecordInput<Spec> = Spec extends { recordInput: infer Schema extends z.ZodType } ? Schema : Input<Spec>;
type KeysWhere<Fields, Facet> = { [K in keyof Fields]: Fields[K] extends Facet ? K : never }[keyof Fields] & string;
export type StoredKeys<Fields> = KeysWhere<Fields, { stored: z.ZodType }>;
/** The stored fields a column keeps under their own name. */
export type StoredColumnKeys<Fields> = KeysWhere<Fields, { stored: z.ZodType; column: ColumnKind }>;
type Changeable = { changeable: true };

/** The schemas `keep` finds in the fields' entries, under their keys: the one place a shape is built from a list. */
function shapeOf<Shape>(fields: FieldList, keep: (spec: FieldSpec) => z.ZodType | undefined): Shape {
  const entries = Object.entries(fields).flatMap(([key, spec]) => {
    const schema = keep(spec);
    return schema ? [[key, schema] as const] : [];
  });
  // fromEntries cannot carry a mapped type; the keys kept are exactly those `Shape` names.
  return Object.fromEntries(entries) as Shape;
}

/**
 * `true` when a noun's events as written out for the reader (its events.ts) are the types its field list
 * derives, key for key; otherwise both, so the type checker's message shows where they part. Written
 * `true satisfies Same<Written, Derived>`: a field added to one and not the other does not compile.
 */
export type Same<Written, Derived> = [Written, keyof Written] extends [Derived, keyof Derived]
  ? [Derived, keyof Derived] extends [Written, keyof Written] ? true : { written: Written; derived: Derived }
  : { written: Written; derived: Derived };

/** The recorded event's data (besides the noun's id). */
export const storedShape = <Fields extends FieldList>(fields: Fields) =>
  shapeOf<{ [K in StoredKeys<Fields>]: Stored<Fields[K]> }>(fields, (spec) => spec.stored);

/** The change event's `changes`: each changeable field, optional. */
export const changesShape = <Fields extends FieldList>(fields: Fields) =>
  shapeOf<{ [K in KeysWhere<Fields, Changeable & { stored: z.ZodType }>]: z.ZodOptional<Stored<Fields[K]>> }>(fields, (spec) =>
    spec.changeable ? spec.stored?.optional() : undefined);

/** The record command's fields as callers send them. */
export const recordInputShape = <Fields extends FieldList>(fields: Fields) =>
  shapeOf<{ [K in KeysWhere<Fields, { input: z.ZodType }>]: RecordInput<Fields[K]> }>(fields, (spec) => spec.input && (spec.recordInput ?? spec.input));

/** The change command's fields: each changeable one, optional. */
export const changeInputShape = <Fields extends FieldList>(fields: Fields) =>
  shapeOf<{ [K in KeysWhere<Fields, Changeable & { input: z.ZodType }>]: z.ZodOptional<Input<Fields[K]>> }>(fields, (spec) =>
    spec.changeable ? spec.input?.optional() : undefined);

/** Whether a caller may leave the field out of a record (its input takes `undefined`, maybe for a default). */
export const isOptionalInput = (schema: z.ZodType) => schema.safeParse(undefined).success;

/** The fields a change clears with null (see FieldSpec.clearable). */
export const clearableNames = (fields: FieldList): string[] => Object.keys(fields).filter((key) => fields[key]?.clearable);

/** The names a change may give, for "Give at least one of …"; `particular` ones follow (a goal's isCompleted). */
export function changeableNames(fields: FieldList, ...particular: string[]): string {
  const names = [...Object.keys(fields).filter((key) => fields[key]?.changeable && fields[key].input), ...particular];
  const last = names.pop();
  return names.length === 0 ? (last ?? '') : `${names.join(', ')} or ${last}`;
}

/** A person's own words about an expense or a saving: optional, and an empty one (an edit clearing it) is none. */
export const noteField = {
  // Optional, so every event stored before notes existed still reads as schema version 1.
  stored: note.optional(),
  changeable: true,
  input: note.optional(),
  inputNotes: { record: 'At most 500 characters.', change: 'Empty clears it.' },
  column: 'optionalText',
  emptyIsNull: true,
  graphql: { type: 'String', description: "The person's own words about it; null when none." },
  rest: 'whenSet',
} as const satisfies FieldSpec;

/** Text a person names a thing with, required and changeable: a description, a goal's name. */
export const namingField = (field: string, max: number) => ({
  stored: z.string().trim().min(1).max(max),
  changeable: true,
  input: shownText(field, { min: 1, max }),
  column: 'text',
  graphql: { type: 'String' },
  rest: 'always',
}) as const satisfies FieldSpec;

/** An amount put aside, kept as text so that USDT's 8 decimals survive exactly; checked against its currency by the command. */
export const preciseAmountField = (field: string, storedMessage: string, description?: string) => ({
  stored: z.string().regex(/^\d{1,12}(\.\d{1,8})?$/, storedMessage),
  changeable: true,
  input: decimal(field),
  column: 'text',
  graphql: description === undefined ? { type: 'Decimal' } : { type: 'Decimal', description },
  rest: 'always',
}) as const satisfies FieldSpec;

/** A savings currency: checked against the allowed currencies by the command (the user's own one is allowed too). */
export const savingsCurrencyField = {
  stored: z.string().refine(isCurrencyCode),
  changeable: true,
  input: givenCurrency,
  column: 'text',
  graphql: { type: 'String' },
  rest: 'always',
} as const satisfies FieldSpec;

/** The language a thing was said or typed in: English when not given. */
export const languageField = {
  stored: z.enum(LANGUAGE_CODES),
  input: language.default('en'),
  column: 'text',
  graphql: { type: 'Language' },
  rest: 'always',
} as const satisfies FieldSpec;

/** The words as first said or typed, kept for corrections and search; null for an entry made another way. */
const originalTextInput = safeText('originalText').max(TEXT_LIMITS.note, `originalText must be at most ${TEXT_LIMITS.note} characters`);
textBounds.add(originalTextInput, { min: 0, max: TEXT_LIMITS.note });

export const originalTextField = {
  stored: z.string().max(TEXT_LIMITS.note).nullable(),
  input: originalTextInput.nullish(),
  column: 'optionalText',
} as const satisfies FieldSpec;
