// The spec's paths for an owned item, once for all four: GET {path}/{userId}, POST {path},
// PATCH and DELETE {path}/{id}, as thin adapters over the shared command and query functions; each
// answers an item as its field list shows it (fieldJson.ts).
import type { FieldList } from '../../events/fields.ts';
import type { OwnedItemApi } from '../commands/ownedItems.ts';
import { assertOwnUser } from '../envelope.ts';
import { fieldJson } from './fieldJson.ts';
import { readJson } from './respond.ts';
import type { Route } from './router.ts';

export function ownedItemRoutes<Fields extends FieldList, Row, View extends Record<string, unknown>>(
  path: string,
  { commands, fields, rows, present }: OwnedItemApi<Fields, Row, View>,
): Route[] {
  const shown = async (...[app, caller, items]: Parameters<typeof present>) => (await present(app, caller, items)).map((view) => fieldJson(fields, view));
  return [
    {
      method: 'GET',
      path: `${path}/:userId`,
      async handle({ app, caller, params }) {
        assertOwnUser(caller, params.userId);
        return { status: 200, body: await shown(app, caller, await rows.list(app.db, caller.userId)) };
      },
    },
    {
      method: 'POST',
      path,
      async handle({ app, caller, req }) {
        const { row, created } = await commands.create(app, caller, await readJson(req));
        const [body] = await shown(app, caller, [row]);
        return { status: created ? 201 : 200, body };
      },
    },
    {
      method: 'PATCH',
      path: `${path}/:id`,
      async handle({ app, caller, req, params }) {
        const row = await commands.change(app, caller, params.id ?? '', await readJson(req));
        const [body] = await shown(app, caller, [row]);
        return { status: 200, body };
      },
    },
    {
      method: 'DELETE',
      path: `${path}/:id`,
      async handle({ app, caller, params }) {
        await commands.remove(app, caller, params.id ?? '');
        return { status: 204 };
      },
    },
  ];
}
