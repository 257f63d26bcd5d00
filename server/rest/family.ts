// The spec's family paths, plus GETs for a group's members, expenses and balances, as thin
// adapters over the shared application functions.
import { addSharedExpense, createFamilyGroup, joinFamilyGroup, payExpenseShare } from '../commands/family.ts';
import { expenseShares, familyGroups, groupBalances, groupExpenses, groupMembers } from '../queries/family.ts';
import { readJson } from './respond.ts';
import type { Route } from './router.ts';

export const familyRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/family-groups',
    handle: async ({ app, caller }) => ({ status: 200, body: await familyGroups(app, caller) }),
  },
  {
    method: 'POST',
    path: '/api/family-groups',
    async handle({ app, caller, req }) {
      const { group, created } = await createFamilyGroup(app, caller, await readJson(req));
      return { status: created ? 201 : 200, body: group };
    },
  },
  {
    method: 'POST',
    path: '/api/family-groups/join',
    handle: async ({ app, caller, req }) => ({ status: 200, body: await joinFamilyGroup(app, caller, await readJson(req)) }),
  },
  {
    method: 'GET',
    path: '/api/family-groups/:groupId/members',
    handle: async ({ app, caller, params }) => ({ status: 200, body: await groupMembers(app, caller, params.groupId ?? '') }),
  },
  {
    method: 'GET',
    path: '/api/family-groups/:groupId/expenses',
    handle: async ({ app, caller, params }) => ({ status: 200, body: await groupExpenses(app, caller, params.groupId ?? '') }),
  },
  {
    method: 'POST',
    path: '/api/family-groups/:groupId/expenses',
    async handle({ app, caller, req, params }) {
      const { created, ...added } = await addSharedExpense(app, caller, params.groupId ?? '', await readJson(req));
      return { status: created ? 201 : 200, body: added };
    },
  },
  {
    method: 'GET',
    path: '/api/family-groups/:groupId/balances',
    handle: async ({ app, caller, params }) => ({ status: 200, body: await groupBalances(app, caller, params.groupId ?? '') }),
  },
  {
    method: 'GET',
    path: '/api/expense-shares',
    handle: async ({ app, caller }) => ({ status: 200, body: await expenseShares(app, caller) }),
  },
  {
    method: 'PUT',
    path: '/api/expense-shares/:shareId/pay',
    handle: async ({ app, caller, params }) => ({ status: 200, body: await payExpenseShare(app, caller, params.shareId ?? '') }),
  },
];
