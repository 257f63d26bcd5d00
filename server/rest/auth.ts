// Phone login over REST as thin adapters over the shared application functions: ask for a code
// (202), verify it (the user, whom a new session cookie names), log out here or everywhere (204,
// the cookie cleared).
import { logout, logoutEverywhere, requestLoginCode, verifyLoginCode } from '../identity/login.ts';
import { readJson } from './respond.ts';
import type { Route } from './router.ts';
import { userJson } from './users.ts';

export const authRoutes: Route[] = [
  {
    method: 'POST',
    path: '/api/auth/request-code',
    async handle({ app, caller, req }) {
      const { expiresAt, resendAfter } = await requestLoginCode(app, caller, await readJson(req));
      return { status: 202, body: { expiresAt, ...(resendAfter ? { resendAfter } : {}) } };
    },
  },
  {
    method: 'POST',
    path: '/api/auth/verify',
    handle: async ({ app, caller, req }) => ({ status: 200, body: userJson(await verifyLoginCode(app, caller, await readJson(req))) }),
  },
  {
    method: 'POST',
    path: '/api/auth/logout',
    async handle({ app, caller }) {
      await logout(app, caller);
      return { status: 204 };
    },
  },
  {
    method: 'POST',
    path: '/api/auth/logout-everywhere',
    async handle({ app, caller }) {
      await logoutEverywhere(app, caller);
      return { status: 204 };
    },
  },
];
