// Seeding a browser test's data as the app itself would write it: a POST from inside the page, so it
// carries the page's session cookie and the device's time zone.
import type { Page } from 'playwright-core';

/** Posts `body` as JSON to `path` from the page (same origin, its cookie, its zone); the answer's status. */
export async function postAsPage(page: Page, path: string, body: Record<string, unknown>): Promise<number> {
  return page.evaluate(
    async ({ path: url, body: payload }) => {
      // The device's zone, as the app sends it, so "today" and "this month" are the screen's own.
      const headers = { 'content-type': 'application/json', 'x-time-zone': Intl.DateTimeFormat().resolvedOptions().timeZone };
      return (await fetch(url, { method: 'POST', headers, body: JSON.stringify(payload) })).status;
    },
    { path, body },
  );
}
