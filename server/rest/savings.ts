// The spec's savings and savings-goal paths as thin adapters over the shared application functions.
import type { IncomingMessage } from 'node:http';
import { savingFields } from '../../events/saving/fields.ts';
import { savingsGoalFields } from '../../events/savingsGoal/fields.ts';
import type { SavingRow } from '../../projections/savings/row.ts';
import { changeSaving, deleteSaving, recordSaving } from '../commands/savings.ts';
import { changeSavingsGoal, createSavingsGoal, deleteSavingsGoal } from '../commands/savingsGoals.ts';
import { assertOwnUser } from '../envelope.ts';
import type { GoalProgress } from '../queries/savings.ts';
import { savingsGoals, savingsTotals, todaySavings, weekSavings } from '../queries/savings.ts';
import { fieldJson } from './fieldJson.ts';
import { readJson } from './respond.ts';
import type { Route } from './router.ts';

const savingJson = (row: SavingRow) => fieldJson(savingFields, row);

const goalJson = (goal: GoalProgress) => fieldJson(savingsGoalFields, goal);

/** `?userId=` as the spec sends it: the caller's own id or absent. */
const queryUserId = (req: IncomingMessage) => new URL(req.url ?? '/', 'http://local').searchParams.get('userId');

export const savingRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/savings/today',
    handle: async ({ app, caller }) => ({ status: 200, body: (await todaySavings(app, caller)).map(savingJson) }),
  },
  {
    method: 'GET',
    path: '/api/savings/weekly',
    handle: async ({ app, caller }) => ({ status: 200, body: (await weekSavings(app, caller)).map(savingJson) }),
  },
  {
    method: 'GET',
    path: '/api/savings/total',
    async handle({ app, caller, req }) {
      assertOwnUser(caller, queryUserId(req));
      return { status: 200, body: await savingsTotals(app, caller) };
    },
  },
  {
    method: 'POST',
    path: '/api/savings',
    async handle({ app, caller, req }) {
      const { saving, created } = await recordSaving(app, caller, await readJson(req));
      return { status: created ? 201 : 200, body: savingJson(saving) };
    },
  },
  {
    method: 'PATCH',
    path: '/api/savings/:id',
    handle: async ({ app, caller, req, params }) => ({
      status: 200,
      body: savingJson(await changeSaving(app, caller, params.id ?? '', await readJson(req))),
    }),
  },
  {
    method: 'DELETE',
    path: '/api/savings/:id',
    async handle({ app, caller, params }) {
      await deleteSaving(app, caller, params.id ?? '');
      return { status: 204 };
    },
  },
  {
    method: 'GET',
    path: '/api/savings-goals',
    async handle({ app, caller, req }) {
      assertOwnUser(caller, queryUserId(req));
      return { status: 200, body: (await savingsGoals(app, caller)).map(goalJson) };
    },
  },
  {
    method: 'POST',
    path: '/api/savings-goals',
    async handle({ app, caller, req }) {
      const { goal, created } = await createSavingsGoal(app, caller, await readJson(req));
      return { status: created ? 201 : 200, body: goalJson(goal) };
    },
  },
  {
    method: 'PATCH',
    path: '/api/savings-goals/:id',
    handle: async ({ app, caller, req, params }) => ({
      status: 200,
      body: goalJson(await changeSavingsGoal(app, caller, params.id ?? '', await readJson(req))),
    }),
  },
  {
    method: 'DELETE',
    path: '/api/savings-goals/:id',
    async handle({ app, caller, params }) {
      await deleteSavingsGoal(app, caller, params.id ?? '');
      return { status: 204 };
    },
  },
];
