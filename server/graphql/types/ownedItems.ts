// GraphQL for a plain owned item, once for all four: its object type and inputs from its field list
// (events/<noun>/fields.ts), a query for the caller's items and create / change / delete mutations over
// the same functions as REST.
import type { FieldList } from '../../../events/fields.ts';
import type { OwnedItemApi } from '../../commands/ownedItems.ts';
import type { App, Caller } from '../../context.ts';
import { assertOwnUser } from '../../envelope.ts';
import { builder } from '../builder.ts';
import type { ShownKeys } from '../fieldTypes.ts';
import { inputFields, objectFields } from '../fieldTypes.ts';

/** The type, its inputs (every field optional: the command names a missing one), its list query and its mutations. */
export function ownedItemGraphQL<Fields extends FieldList, Row, View extends Record<string, unknown> & Record<ShownKeys<Fields>, unknown>>(
  names: { type: string; list: string },
  api: OwnedItemApi<Fields, Row, View>,
) {
  const { type: title, list } = names;
  // The type is built over any row holding the shown fields; the constraint on View says this noun's does.
  const fields: FieldList = api.fields;
  const CreateInput = builder.inputType(`${title}Input`, {
    fields: (t) => ({
      id: t.id({ required: false, description: 'Minted by the client so that a retry is recognised.' }),
      userId: t.id({ required: false, description: "Absent or the caller's own id." }),
      commandId: t.id({ required: false }),
      ...inputFields(t, fields, 'record', { allOptional: true }),
    }),
  });
  const ChangeInput = builder.inputType(`${title}Changes`, {
    fields: (t) => ({ commandId: t.id({ required: false }), ...inputFields(t, fields, 'change', { allOptional: true }) }),
  });

  const ItemType = builder.objectRef<Record<string, unknown>>(title).implement({ fields: (t) => objectFields(t, fields) });

  async function presentOne(app: App, caller: Caller, row: Row): Promise<Record<string, unknown>> {
    const [view] = await api.present(app, caller, [row]);
    if (!view) throw new Error(`A ${title} could not be shown`);
    return view;
  }

  builder.queryFields((t) => ({
    [list]: t.field({
      type: [ItemType],
      description: `The caller's ${list}.`,
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
      description: `Creates one of the caller's ${list}.`,
      args: { input: t.arg({ type: CreateInput, required: true }) },
      resolve: async (_root, { input }, { app, caller }) => presentOne(app, caller, (await api.commands.create(app, caller, input)).row),
    }),
    [`change${title}`]: t.field({
      type: ItemType,
      args: { id: t.arg.id({ required: true }), input: t.arg({ type: ChangeInput, required: true }) },
      resolve: async (_root, { id, input }, { app, caller }) => presentOne(app, caller, await api.commands.change(app, caller, String(id), input)),
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
