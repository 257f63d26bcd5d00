// One list of a read-model table's columns, each a zod schema with its SQL type: the table's DDL,
// the select list, the record set a batch writes and the typed parse of a row read back all come
// from it, so a new field is one line in its projection (for an expense, a saving or an IOU, one
// entry in events/<stream>/fields.ts: projections/fieldColumns.ts). Rows travel under their camelCase keys.
import * as z from 'zod';
import { isoUtc } from './sqlTime.ts';

interface SqlColumn {
  /** The column's SQL type; `not null` unless the column is nullable. */
  type: string;
  /** How it is selected, e.g. as text to keep an amount exact; the plain column by default. */
  select?: (column: string) => string;
}

const sqlOf = z.registry<SqlColumn>();

function as<Schema extends z.ZodType>(schema: Schema, type: string, select?: (column: string) => string): Schema {
  sqlOf.add(schema, select ? { type, select } : { type });
  return schema;
}

const asText = (column: string) => `${column}::text`;

/** The column kinds the read models use. */
export const column = {
  id: () => as(z.string(), 'uuid not null', asText),
  text: () => as(z.string(), 'text not null'),
  /** Text that is one of a closed list (a category), read back as that list. */
  oneOf: (values: readonly string[]) => as(z.enum(values), 'text not null'),
  optionalText: () => as(z.string().nullable(), 'text'),
  /** An exact amount, read back as its decimal string. */
  amount: (type = 'numeric(14, 2)') => as(z.string(), `${type} not null`, asText),
  optionalAmount: () => as(z.string().nullable(), 'numeric(14, 2)', asText),
  /** A number that is not money (a budget's alert threshold, a debt's interest rate). */
  number: () => as(z.number(), 'double precision not null'),
  optionalNumber: () => as(z.number().nullable(), 'double precision'),
  day: () => as(z.string(), 'date not null', asText),
  optionalDay: () => as(z.string().nullable(), 'date', asText),
  /** An instant, read back as ISO-8601 UTC on both backends. */
  instant: () => as(z.string(), 'timestamptz not null', (name) => isoUtc(name)),
  flag: () => as(z.boolean(), 'boolean not null'),
  /** A place in the event log, read back as text (it may pass 2^53). */
  position: () => as(z.string(), 'bigint not null', asText),
  json: <Schema extends z.ZodType>(schema: Schema) => as(schema, 'jsonb'),
};

const snake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

export interface Columns<Row> {
  /** `name type` per column, for create table. */
  definitions: string;
  /** The snake_case column names, in order. */
  names: string;
  /** The select list answering each column under its row key. */
  select: string;
  /** jsonb_to_recordset's column list for rows sent as JSON, in the order of `names`. */
  recordset: string;
  parse(raw: unknown): Row;
}

export function columnsOf<Shape extends Record<string, z.ZodType>>(shape: Shape): Columns<z.infer<z.ZodObject<Shape>>> {
  const schema = z.object(shape);
  const columns = Object.entries(shape).map(([key, field]) => {
    const sql = sqlOf.get(field);
    if (!sql) throw new Error(`Column ${key} has no SQL type`);
    return { key, name: snake(key), ...sql };
  });
  return {
    definitions: columns.map(({ name, type }) => `${name} ${type}`).join(',\n'),
    names: columns.map(({ name }) => name).join(', '),
    select: columns.map(({ key, name, select }) => `${select ? select(name) : name} as "${key}"`).join(', '),
    recordset: columns.map(({ key, type }) => `"${key}" ${type.replace(' not null', '')}`).join(', '),
    parse: (raw) => schema.parse(raw),
  };
}
