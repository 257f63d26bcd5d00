// The read model's side of a field declaration (events/fields.ts): a noun's columns, and the column
// values its recorded and changed events give, so a new plain field needs no line in a projection.
import type { z } from 'zod';
import type { ColumnKind, FieldList, Stored, StoredColumnKeys } from '../events/fields.ts';
import { column, columnsOf } from './columns.ts';

type ColumnSchema<Kind> = Kind extends { json: infer Schema extends z.ZodType }
  ? Schema
  : Kind extends 'optionalText' | 'optionalDay'
    ? z.ZodNullable<z.ZodString>
    : Kind extends 'flag'
      ? z.ZodBoolean
      : z.ZodString;

const schemaOf = (kind: ColumnKind): z.ZodType => (typeof kind === 'object' ? column.json(kind.json) : column[kind]());

type ColumnKeys<Fields> = { [K in keyof Fields]: Fields[K] extends { column: ColumnKind } ? K : never }[keyof Fields];

/** The noun's columns, in declaration order. */
export function fieldColumns<Fields extends FieldList>(fields: Fields) {
  const shape = Object.fromEntries(
    Object.entries(fields).flatMap(([key, { column: kind }]) => (kind === undefined ? [] : [[key, schemaOf(kind)] as const])),
  );
  // fromEntries cannot carry a mapped type; every key maps to the schema its kind names.
  return columnsOf(shape as { [K in ColumnKeys<Fields>]: ColumnSchema<Fields[K]['column']> });
}

/** A stored value as its column holds it: absent (an event from before the field) is null. */
type ColumnValue<Value> = undefined extends Value ? Exclude<Value, undefined> | null : Value;

export type StoredValues<Fields> = { [K in StoredColumnKeys<Fields>]: ColumnValue<z.output<Stored<Fields[K]>>> };

function valueOf(fields: FieldList, key: string, value: unknown) {
  return value === undefined || (fields[key]?.emptyIsNull && value === '') ? null : value;
}

/** The columns a recorded event fills, from its data. */
export function recordedValues<Fields extends FieldList>(fields: Fields, data: object): StoredValues<Fields> {
  const given = new Map(Object.entries(data));
  const values = Object.keys(fields).filter((key) => fields[key]?.stored && fields[key].column).map((key) => [key, valueOf(fields, key, given.get(key))] as const);
  // fromEntries cannot carry a mapped type; the data was parsed by the same fields' stored schemas.
  return Object.fromEntries(values) as StoredValues<Fields>;
}

/** The columns a change event sets: only those it gives. */
export function changedValues<Fields extends FieldList, Changes extends object>(
  fields: Fields,
  changes: Changes,
): Partial<Pick<StoredValues<Fields>, keyof Changes & StoredColumnKeys<Fields>>> {
  const values = Object.entries(changes).flatMap(([key, value]) =>
    value === undefined || !fields[key]?.column ? [] : [[key, valueOf(fields, key, value)] as const]);
  // As above: the changes were parsed by the same fields' stored schemas.
  return Object.fromEntries(values) as Partial<Pick<StoredValues<Fields>, keyof Changes & StoredColumnKeys<Fields>>>;
}
