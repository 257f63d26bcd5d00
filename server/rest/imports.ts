// POST /api/expenses/import as a thin adapter over importMessages. Its body may carry a month of
// messages, so it is read up to the import's own cap instead of the usual 64 KiB.
import { IMPORT_LIMITS } from '../commands/importInput.ts';
import { importMessages } from '../commands/imports.ts';
import { expenseJson } from './expenses.ts';
import { readJson } from './respond.ts';
import type { Route } from './router.ts';

export const importRoutes: Route[] = [
  {
    method: 'POST',
    path: '/api/expenses/import',
    async handle({ app, caller, req }) {
      const { imported, ...rest } = await importMessages(app, caller, await readJson(req, IMPORT_LIMITS.bodyBytes));
      return { status: 200, body: { imported: imported.map(expenseJson), ...rest } };
    },
  },
];
