// The savings group paths (issue 34) as thin adapters over the shared application functions: a
// write that was already done answers 200 instead of 201, with the same body.
import type { GroupEntry } from '../../domain/savingsGroups/book.ts';
import {
  addGroupMember, correctGroupEntry, createSavingsGroup, drawPayoutOrder, joinSavingsGroup, recordGroupEntry, setPayoutOrder, shareOut,
} from '../commands/savingsGroups.ts';
import { groupActivity, memberStatement, savingsGroup, savingsGroups, shareOutPreview } from '../queries/savingsGroups.ts';
import { readJson } from './respond.ts';
import type { Route } from './router.ts';

const entryJson = ({ entryId, ...entry }: GroupEntry) => ({ id: entryId, ...entry });
const written = (created: boolean, body: unknown) => ({ status: created ? 201 : 200, body });

export const savingsGroupRoutes: Route[] = [
  { method: 'GET', path: '/api/savings-groups', handle: async ({ app, caller }) => ({ status: 200, body: await savingsGroups(app, caller) }) },
  {
    method: 'POST',
    path: '/api/savings-groups',
    async handle({ app, caller, req }) {
      const { group, created } = await createSavingsGroup(app, caller, await readJson(req));
      return written(created, group);
    },
  },
  { method: 'POST', path: '/api/savings-groups/join', handle: async ({ app, caller, req }) => ({ status: 200, body: await joinSavingsGroup(app, caller, await readJson(req)) }) },
  { method: 'GET', path: '/api/savings-groups/:id', handle: async ({ app, caller, params }) => ({ status: 200, body: await savingsGroup(app, caller, params.id ?? '') }) },
  {
    method: 'POST',
    path: '/api/savings-groups/:id/members',
    async handle({ app, caller, req, params }) {
      const { member, created } = await addGroupMember(app, caller, params.id ?? '', await readJson(req));
      return written(created, member);
    },
  },
  {
    method: 'PUT',
    path: '/api/savings-groups/:id/payout-order',
    handle: async ({ app, caller, req, params }) => ({ status: 200, body: await setPayoutOrder(app, caller, params.id ?? '', await readJson(req)) }),
  },
  {
    method: 'POST',
    path: '/api/savings-groups/:id/draw',
    async handle({ app, caller, req, params }) {
      const { group, created } = await drawPayoutOrder(app, caller, params.id ?? '', await readJson(req));
      return written(created, group);
    },
  },
  {
    method: 'POST',
    path: '/api/savings-groups/:id/entries',
    async handle({ app, caller, req, params }) {
      const { entry, created } = await recordGroupEntry(app, caller, params.id ?? '', await readJson(req));
      return written(created, entryJson(entry));
    },
  },
  {
    method: 'POST',
    path: '/api/savings-groups/:id/entries/:entryId/correct',
    async handle({ app, caller, req, params }) {
      const { correction: { correctionId, ...correction }, created } = await correctGroupEntry(app, caller, params.id ?? '', params.entryId ?? '', await readJson(req));
      return written(created, { id: correctionId, ...correction });
    },
  },
  {
    method: 'GET',
    path: '/api/savings-groups/:id/members/:memberId/statement',
    async handle({ app, caller, params }) {
      const { entries, ...statement } = await memberStatement(app, caller, params.id ?? '', params.memberId ?? '');
      return { status: 200, body: { ...statement, entries: entries.map(entryJson) } };
    },
  },
  { method: 'GET', path: '/api/savings-groups/:id/activity', handle: async ({ app, caller, params }) => ({ status: 200, body: await groupActivity(app, caller, params.id ?? '') }) },
  { method: 'GET', path: '/api/savings-groups/:id/share-out', handle: async ({ app, caller, params }) => ({ status: 200, body: await shareOutPreview(app, caller, params.id ?? '') }) },
  {
    method: 'POST',
    path: '/api/savings-groups/:id/share-out',
    async handle({ app, caller, req, params }) {
      const { shareOut: { shareOutId, ...recorded }, created } = await shareOut(app, caller, params.id ?? '', await readJson(req));
      return written(created, { id: shareOutId, ...recorded });
    },
  },
];
