// The IOU paths (money lent and borrowed) as thin adapters over the shared application functions.
import type { IncomingMessage } from 'node:http';
import { iouFields } from '../../events/iou/fields.ts';
import type { IouRow } from '../../projections/ious/row.ts';
import { changeIou, deleteIou, recordIou, repayIou } from '../commands/ious.ts';
import { iouPeople, ious } from '../queries/ious.ts';
import { fieldJson } from './fieldJson.ts';
import { readJson } from './respond.ts';
import type { Route } from './router.ts';

const iouJson = (row: IouRow) => fieldJson(iouFields, row);

/** `?userId=` as the spec sends it: the caller's own id or absent. */
const queryUserId = (req: IncomingMessage) => new URL(req.url ?? '/', 'http://local').searchParams.get('userId');

export const iouRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/ious',
    handle: async ({ app, caller, req }) => ({ status: 200, body: (await ious(app, caller, queryUserId(req))).map(iouJson) }),
  },
  {
    method: 'GET',
    path: '/api/ious/people',
    handle: async ({ app, caller, req }) => ({ status: 200, body: await iouPeople(app, caller, queryUserId(req)) }),
  },
  {
    method: 'POST',
    path: '/api/ious',
    async handle({ app, caller, req }) {
      const { iou, created } = await recordIou(app, caller, await readJson(req));
      return { status: created ? 201 : 200, body: iouJson(iou) };
    },
  },
  {
    method: 'PATCH',
    path: '/api/ious/:id',
    handle: async ({ app, caller, req, params }) => ({ status: 200, body: iouJson(await changeIou(app, caller, params.id ?? '', await readJson(req))) }),
  },
  {
    method: 'POST',
    path: '/api/ious/:id/repayments',
    async handle({ app, caller, req, params }) {
      const { iou, created } = await repayIou(app, caller, params.id ?? '', await readJson(req));
      return { status: created ? 201 : 200, body: iouJson(iou) };
    },
  },
  {
    method: 'DELETE',
    path: '/api/ious/:id',
    async handle({ app, caller, params }) {
      await deleteIou(app, caller, params.id ?? '');
      return { status: 204 };
    },
  },
];
