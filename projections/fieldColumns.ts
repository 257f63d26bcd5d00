// The read model's side of a field declaration (events/fields.ts): a noun's columns, and the column
// values its recorded and changed events give, so a new plain field needs no line in a projection.
import * as z from 'zod';
import type { ColumnKind, FieldList, FieldSpec, Stored, StoredColumnKeys } from '../events/fields.ts';
import { column, columnsOf } from './columns.ts';

/** A text column of a closed list (its events store one of its values) reads back as that list. */
type ColumnSchema<Spec extends FieldSpec, Kind = Spec['column']> = Kind extends { json: infer Schema extends z.ZodType }
  ? Schema
  : Kind extends 'text' ? (Spec extends { stored: infer Choice extends z.ZodEnum } ? Choice : z.ZodString)
  : Kind extends 'optionalText' | 'optionalDay' | 'optionalAmount'
    ? z.ZodNullable<z.ZodString>
    : Kind extends 'flag'
      ? z.ZodBoolean
      : Kind extends 'number'
        ? z.ZodNumber
        : Kind extends 'optionalNumber'
          ? z.ZodNullable<z.ZodNumber>
          : z.ZodString;

function schemaOf(kind: ColumnKind, stored: z.ZodType | undefined): z.ZodType {
  if (typeof kind === 'object') return column.json(kind.json);
  return kind === 'text' && stored instanceof z.ZodEnum ? column.oneOf(stored.options.map(String)) : column[kind]();
}

type ColumnKeys<Fields> = { [K in keyof Fields]: Fields[K] extends { column: ColumnKind } ? K : never }[keyof Fields];

/** The noun's columns, in declaration order. */
export function fieldColumns<Fields extends FieldList>(fields: Fields) {
  const shape = Object.fromEntries(
    Object.entries(fields).flatMap(([key, { column: kind, stored }]) => (kind === undefined ? [] : [[key, schemaOf(kind, stored)] as const])),
  );
  // fromEntries cannot carry a mapped type; every key maps to the schema its kind names.
  return columnsOf(shape as { [K in ColumnKeys<Fields>]: ColumnSchema<Fields[K]> });
}

/** A stored value as its column holds it: absent (an event from before the field) is null, or what the field says. */
type ColumnValue<Spec, Value> = undefined extends Value
  ? Exclude<Value, undefined> | (Spec extends { absent: infer Absent } ? Absent : null)
  : Value;

export type StoredValues<Fields> = { [K in StoredColumnKeys<Fields>]: ColumnValue<Fields[K], z.output<Stored<Fields[K]>>> };

function valueOf(fields: FieldList, key: string, value: unknown) {
  if (value === undefined) return fields[key]?.absent ?? null;
  return fields[key]?.emptyIsNull && value === '' ? null : value;
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
