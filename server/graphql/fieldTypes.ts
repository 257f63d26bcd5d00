// Pothos fields from a noun's field declaration (events/fields.ts): the object type's fields and the
// record and change inputs' fields. Inputs stay plain strings (flags and numbers their own scalars): the
// command checks them, so both transports report the same errors. Fields that are more than a column (an
// expense's source) stay by hand.
import type { FieldRef, InputFieldBuilder, InputFieldRef, ObjectFieldBuilder, SchemaTypes } from '@pothos/core';
import type { EnumName, FieldList, GraphQLType } from '../../events/fields.ts';
import { isNullable, isOptionalInput } from '../../events/fields.ts';
import type { builder } from './builder.ts';
import { AssetType, BillingCycle, BudgetCategory, BudgetPeriod, Category, DebtType, GoalType, IouDirection, Language, SubscriptionCategory } from './enums.ts';
import type { EnumField } from './enums.ts';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T extends SchemaTypes> ? T : never;

const ENUMS = {
  Category, Language, GoalType, IouDirection, BudgetCategory, BudgetPeriod, AssetType, DebtType, BillingCycle, SubscriptionCategory,
} satisfies Record<EnumName, EnumField>;

const isEnum = (type: GraphQLType): type is EnumName => type in ENUMS;

/** A row's value as GraphQL answers it: rows are parsed by their columns, so a declared text is one. */
function textOf(value: unknown, key: string): string {
  if (typeof value !== 'string') throw new Error(`${key} is not text`);
  return value;
}

function flagOf(value: unknown, key: string): boolean {
  if (typeof value !== 'boolean') throw new Error(`${key} is not true or false`);
  return value;
}

function numberOf(value: unknown, key: string): number {
  if (typeof value !== 'number') throw new Error(`${key} is not a number`);
  return value;
}

export type ShownKeys<Fields> = { [K in keyof Fields]: Fields[K] extends { graphql: object } ? K : never }[keyof Fields] & string;

/** The object type's fields, under their GraphQL names (`localDay` shows as `day`); the row must hold each one. */
export function objectFields<Fields extends FieldList, Row extends Record<string, unknown> & Record<ShownKeys<Fields>, unknown>>(
  t: ObjectFieldBuilder<Types, Row>,
  fields: Fields,
) {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([key, { graphql, column }]): (readonly [string, FieldRef<Types, unknown, 'Object'>])[] => {
      if (!graphql) return [];
      const { type, name = key, description } = graphql;
      if (isEnum(type)) {
        const { ref, of } = ENUMS[type];
        return [[name, t.field({ type: ref, description, resolve: (row) => of(row[key]) })] as const];
      }
      if (type === 'Boolean') return [[name, t.boolean({ description, resolve: (row) => flagOf(row[key], key) })] as const];
      const nullable = isNullable(column) || graphql.nullable === true;
      if (type === 'Float' || type === 'Int') {
        const field = nullable
          ? t.field({ type, nullable: true, description, resolve: (row) => (row[key] === null ? null : numberOf(row[key], key)) })
          : t.field({ type, description, resolve: (row) => numberOf(row[key], key) });
        return [[name, field] as const];
      }
      const field = nullable
        ? t.field({ type, nullable: true, description, resolve: (row) => (row[key] === null ? null : textOf(row[key], key)) })
        : t.field({ type, description, resolve: (row) => textOf(row[key], key) });
      return [[name, field] as const];
    }),
  );
}

/**
 * A record or change input's fields: every field the command takes (only the changeable ones for a
 * change). `allOptional`: none is required of GraphQL, so a missing one is named by the command (as the
 * owned items always answered).
 */
export function inputFields(
  t: InputFieldBuilder<Types, 'InputObject'>,
  fields: FieldList,
  command: 'record' | 'change',
  { allOptional = false }: { allOptional?: boolean } = {},
) {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([key, { input, recordInput, changeable, inputNotes, graphql }]): (readonly [string, InputFieldRef<Types, unknown>])[] => {
      if (!input || (command === 'change' && !changeable)) return [];
      const required = !allOptional && command === 'record' && !isOptionalInput(recordInput ?? input);
      const description = inputNotes?.[command];
      if (graphql?.enumInput && isEnum(graphql.type)) {
        return [[key, t.field({ type: ENUMS[graphql.type].ref, required, description })] as const];
      }
      if (graphql?.type === 'Boolean') return [[key, t.boolean({ required, description })] as const];
      if (graphql?.type === 'Float') return [[key, t.float({ required, description })] as const];
      return [[key, t.string({ required, description })] as const];
    }),
  );
}
