// The Pothos schema builder: setup only. Fields are non-null unless they say otherwise; money
// travels as Decimal strings, instants as ISO DateTime strings and days as YYYY-MM-DD.
import SchemaBuilder from '@pothos/core';
import type { App, Caller } from '../context.ts';

export interface GraphQLContext {
  app: App;
  caller: Caller;
}

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  DefaultFieldNullability: false;
  Scalars: {
    Decimal: { Input: string; Output: string };
    DateTime: { Input: string; Output: string };
    Date: { Input: string; Output: string };
    JSON: { Input: unknown; Output: unknown };
  };
}>({ defaultFieldNullability: false });

const passString = (description: string) => ({
  description,
  serialize: (value: unknown) => String(value),
  parseValue: (value: unknown) => String(value),
});

builder.scalarType('Decimal', passString('An exact decimal amount as a string, e.g. "1500.50".'));
builder.scalarType('DateTime', passString('An instant as an ISO-8601 string in UTC.'));
builder.scalarType('Date', passString('A calendar day (YYYY-MM-DD) in the user\'s time zone.'));
builder.scalarType('JSON', { description: 'Any JSON value.', serialize: (value) => value, parseValue: (value) => value });

builder.queryType({});
builder.mutationType({});
