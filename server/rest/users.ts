// The spec's user paths as thin adapters over the shared application functions. "me" stands
// for the caller wherever a user id goes.
import type { UserRow } from '../../projections/users/row.ts';
import { updateSettings } from '../commands/users.ts';
import { exportData } from '../queries/export.ts';
import { currentUser } from '../queries/users.ts';
import { readJson } from './respond.ts';
import type { Route } from './router.ts';

export const userJson = (row: UserRow) => ({
  id: row.id,
  username: row.username,
  language: row.language,
  interfaceLanguage: row.interfaceLanguage,
  currency: row.currency,
  country: row.country,
  timeZone: row.timeZone,
  sortedWalletConnected: row.sortedWalletConnected,
  usdtBalance: row.usdtBalance,
  monthlySavingsGoal: row.monthlySavingsGoal,
  voiceInputEnabled: row.voiceInputEnabled,
  savingsNotifications: row.savingsNotifications,
  onboardingCompleted: row.onboardingCompleted,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

export const userRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/users/me',
    handle: async ({ app, caller }) => ({ status: 200, body: userJson(await currentUser(app, caller)) }),
  },
  {
    method: 'GET',
    path: '/api/users/:id/export',
    async handle({ app, caller, params }) {
      const { chunks, release } = await exportData(app, caller, params.id);
      return { status: 200, file: { contentType: 'application/json; charset=utf-8', name: 'sauti-data.json', chunks, whenDone: release } };
    },
  },
  {
    method: 'PATCH',
    path: '/api/users/:id',
    handle: async ({ app, caller, req, params }) => ({
      status: 200,
      body: userJson(await updateSettings(app, caller, params.id ?? '', await readJson(req))),
    }),
  },
];
