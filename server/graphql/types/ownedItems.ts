// GraphQL for an owned item, once for all four: its object type and inputs from the noun's own input
// schemas (events/ownedItem/<noun>.ts), a query for the caller's items and create / change / delete
// mutations over the same functions as REST.
import { z } from 'zod';
import { fieldKinds } from '../../../domain/fields.ts';
import type { OwnedItemRow } from '../../../projections/ownedItems/queries.ts';
import type { App, Caller } from '../../context.ts';
import { assertOwnUser } from '../../envelope.ts';
import type { ItemView } from '../../queries/insightViews.ts';
import type { OwnedItemApi } from '../../commands/ownedItems.ts';
import { builder } from '../builder.ts';
import type { EnumField } from '../enums.ts';
import { enumOfList } from '../enums.ts';

type Scalar = 'String' | 'Decimal' | 'Float' | 'Int' | 'Boolean' | 'Date';
/** Each field's GraphQL type: a scalar (`?` when nullable) or one of the schema's enums. */
export type FieldList = Record<string, Scalar | `${Scalar}?` | EnumField>;

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
const number = (value: unknown) => (typeof value === 'number' ? value : null);

const SCALAR_OF_KIND = { amount: 'Decimal', number: 'Float', day: 'Date' } as const;

/** A field's GraphQL type read off its schema: defaults and optionality peeled, null kept as `?`. */
function graphQLTypeOf(schema: z.core.$ZodType): FieldList[string] {
  let inner: z.core.$ZodType = schema;
  let nullable = false;
  for (;;) {
    if (inner instanceof z.ZodDefault || inner instanceof z.ZodOptional) inner = inner.unwrap();
    else if (inner instanceof z.ZodNullable) {
      nullable = true;
      inner = inner.unwrap();
    } else break;
  }
  const kind = fieldKinds.get(inner);
  if (kind?.kind === 'oneOf') {
    const found = enumOfList(kind.values);
    if (found === null) throw new Error(`No GraphQL enum is built from ${kind.values.join(', ')}`);
    return found;
  }
  const scalar: Scalar = kind ? SCALAR_OF_KIND[kind.kind] : inner instanceof z.ZodBoolean ? 'Boolean' : 'String';
  return nullable ? `${scalar}?` : scalar;
}

/**
 * The type's fields are what a caller can give when creating (the noun's create input, in its order),
 * then `shown`: what the noun's view computes beside them (a budget's spentAmount).
 */
export function ownedItemGraphQL<Fields>(names: { type: string; list: string }, shown: FieldList, api: OwnedItemApi<Fields>) {
  const { inputs } = api;
  const fields: FieldList = { ...Object.fromEntries(Object.entries(inputs.create.shape).map(([key, schema]) => [key, graphQLTypeOf(schema)])), ...shown };
  // Every field optional and amounts as strings: the application checks them and names the field,
  // the same on both transports (as for expenses).
  const inputType = (name: string, keys: readonly string[], extra: 'create' | 'change') =>
    builder.inputType(name, {
      fields: (t) => ({
        ...(extra === 'create' && {
          id: t.id({ required: false, description: 'Minted by the client so that a retry is recognised.' }),
          userId: t.id({ required: false, description: "Absent or the caller's own id." }),
        }),
        commandId: t.id({ required: false }),
        ...Object.fromEntries(keys.map((key) => {
          const declared = fields[key] ?? 'String';
          const kind = typeof declared === 'string' ? declared.replace('?', '') : 'String';
          if (kind === 'Boolean') return [key, t.boolean({ required: false })];
          if (kind === 'Float') return [key, t.float({ required: false })];
          return [key, t.string({ required: false })];
        })),
      }),
    });
  const CreateInput = inputType(`${names.type}Input`, Object.keys(inputs.create.shape), 'create');
  const ChangeInput = inputType(`${names.type}Changes`, Object.keys(inputs.change.shape), 'change');

  const ItemType = builder.objectRef<ItemView>(names.type).implement({
    fields: (t) => {
      const each = Object.entries<FieldList[string]>({ id: 'String', userId: 'String', ...fields, createdAt: 'String', updatedAt: 'String' });
      return Object.fromEntries(
        each.map(([key, declared]) => {
          const read = (row: ItemView) => row[key];
          if (typeof declared !== 'string') return [key, t.field({ type: declared.ref, resolve: (row) => declared.of(read(row)) })];
          const nullable = declared.endsWith('?');
          const kind = declared.replace('?', '');
          // Rows are parsed with the item's schema, so a non-null field always holds its kind.
          if (kind === 'Boolean') {
            return [key, nullable
              ? t.boolean({ nullable: true, resolve: (row) => (typeof read(row) === 'boolean' ? read(row) === true : null) })
              : t.boolean({ resolve: (row) => read(row) === true })];
          }
          if (kind === 'Float' || kind === 'Int') {
            const field = kind === 'Float' ? t.float.bind(t) : t.int.bind(t);
            return [key, nullable
              ? field({ nullable: true, resolve: (row) => number(read(row)) })
              : field({ resolve: (row) => number(read(row)) ?? 0 })];
          }
          if (kind === 'Decimal' || kind === 'Date') {
            return [key, nullable
              ? t.field({ type: kind, nullable: true, resolve: (row) => text(read(row)) })
              : t.field({ type: kind, resolve: (row) => text(read(row)) ?? '' })];
          }
          if (key === 'id') return [key, t.id({ resolve: (row) => row.id })];
          return [key, nullable
            ? t.string({ nullable: true, resolve: (row) => text(read(row)) })
            : t.string({ resolve: (row) => text(read(row)) ?? '' })];
        }),
      );
    },
  });

  const title = names.type;
  async function presentOne(app: App, caller: Caller, row: OwnedItemRow<Fields>): Promise<ItemView> {
    const [view] = await api.present(app, caller, [row]);
    if (!view) throw new Error(`${title} ${row.id} could not be shown`);
    return view;
  }
  builder.queryFields((t) => ({
    [names.list]: t.field({
      type: [ItemType],
      description: `The caller's ${names.list}.`,
      args: { userId: t.arg.id({ required: false, description: "Absent or the caller's own id." }) },
      async resolve(_root, { userId }, { app, caller }) {
        assertOwnUser(caller, userId);
        return api.present(app, caller, await api.rows.list(app.db, caller.userId));
      },
    }),
  }));

  builder.mutationFields((t) => ({
    [`create${title}`]: t.field({
      type: ItemType,
      description: `Creates one of the caller's ${names.list}.`,
      args: { input: t.arg({ type: CreateInput, required: true }) },
      async resolve(_root, { input }, { app, caller }) {
        return presentOne(app, caller, (await api.commands.create(app, caller, input)).row);
      },
    }),
    [`change${title}`]: t.field({
      type: ItemType,
      args: { id: t.arg.id({ required: true }), input: t.arg({ type: ChangeInput, required: true }) },
      async resolve(_root, { id, input }, { app, caller }) {
        return presentOne(app, caller, await api.commands.change(app, caller, String(id), input));
      },
    }),
    [`delete${title}`]: t.field({
      type: 'ID',
      args: { id: t.arg.id({ required: true }), commandId: t.arg.id({ required: false }) },
      async resolve(_root, { id, commandId }, { app, caller }) {
        await api.commands.remove(app, caller, String(id), { commandId });
        return id;
      },
    }),
  }));
  return ItemType;
}
