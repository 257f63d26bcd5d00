// Helpers for the offline browser tests: drive the Add Expense modal as a person would, read the
// list's rows, wait for the service worker, and ask the server what it holds with the page's cookie
// (the SMS import's tests ask it too).
import type { Page } from 'playwright-core';

export interface ServerExpense {
  id: string;
  description: string;
  amount: string;
  currency: string;
  createdAt: string;
}

/** Waits until the service worker has precached the shell and is active for this origin (`addExpense`: the button's name in the interface language). */
export async function waitForOfflineShell(page: Page, addExpense: string | RegExp = 'Add expense'): Promise<void> {
  await page.getByRole('button', { name: addExpense }).first().waitFor();
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (registration.active?.state !== 'activated') {
      await new Promise<void>((resolve) => registration.active?.addEventListener('statechange', () => resolve()));
    }
  });
}

/** Opens the modal, types the phrase, waits for the analysis, confirms, and waits for the modal to close. */
export async function addByTyping(page: Page, phrase: string): Promise<void> {
  const before = (await expenseNames(page)).length;
  await page.getByRole('button', { name: 'Add expense' }).click();
  await page.getByLabel('Type your expense').fill(phrase);
  await page.getByLabel('Type your expense').press('Enter');
  const confirm = page.getByRole('button', { name: 'Add to Sauti' });
  await confirm.and(page.locator(':enabled')).waitFor({ timeout: 15_000 });
  await confirm.click();
  await confirm.waitFor({ state: 'detached', timeout: 15_000 });
  await page.waitForFunction((count) => document.querySelectorAll('button[aria-label^="Delete "]').length > count, before);
}

/** The descriptions of the listed expenses, top to bottom, from their "Delete …" buttons. */
export async function expenseNames(page: Page): Promise<string[]> {
  const labels = await page.locator('button[aria-label^="Delete "]').evaluateAll((buttons) =>
    buttons.map((button) => button.getAttribute('aria-label') ?? ''),
  );
  return labels.map((label) => label.slice('Delete '.length));
}

/**
 * The caller's week as the server has it, asked over HTTP with the page's session cookie; `timeZone`
 * is the week's zone (x-time-zone), the server's default without it.
 */
export async function serverExpenses(page: Page, baseUrl: string, timeZone?: string): Promise<ServerExpense[]> {
  const response = await page.context().request.post(`${baseUrl}/graphql`, {
    data: { query: '{ weekExpenses { id description amount currency createdAt } }' },
    headers: { 'content-type': 'application/json', ...(timeZone === undefined ? {} : { 'x-time-zone': timeZone }) },
  });
  const body: unknown = await response.json();
  const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : null;
  const list = typeof data === 'object' && data !== null && 'weekExpenses' in data ? data.weekExpenses : null;
  if (!Array.isArray(list)) throw new Error(`weekExpenses failed: ${JSON.stringify(body)}`);
  const field = (row: unknown, key: string) => String(typeof row === 'object' && row !== null ? Reflect.get(row, key) : undefined);
  return list.map((row: unknown) => ({
    id: field(row, 'id'),
    description: field(row, 'description'),
    amount: field(row, 'amount'),
    currency: field(row, 'currency'),
    createdAt: field(row, 'createdAt'),
  }));
}

/** The names of the caller's bills (subscriptions) as the server holds them, asked with the page's session cookie. */
export async function serverBillNames(page: Page, baseUrl: string): Promise<string[]> {
  const response = await page.context().request.post(`${baseUrl}/graphql`, {
    data: { query: '{ subscriptions { name } }' },
    headers: { 'content-type': 'application/json' },
  });
  const body: unknown = await response.json();
  const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : null;
  const list = typeof data === 'object' && data !== null && 'subscriptions' in data ? data.subscriptions : null;
  if (!Array.isArray(list)) throw new Error(`subscriptions failed: ${JSON.stringify(body)}`);
  return list.map((row: unknown) => String(typeof row === 'object' && row !== null ? Reflect.get(row, 'name') : undefined));
}

/**
 * Polls the server until its expenses are exactly `descriptions` (any order), one row each; the sync
 * engine backs off after failures, so this may take seconds.
 */
export async function untilServerHolds(page: Page, baseUrl: string, descriptions: string[], timeoutMs = 20_000): Promise<ServerExpense[]> {
  const want = JSON.stringify([...descriptions].sort());
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const expenses = await serverExpenses(page, baseUrl);
    const have = JSON.stringify(expenses.map((expense) => expense.description).sort());
    if (have === want) return expenses;
    if (Date.now() > deadline) throw new Error(`The server holds ${have}, not ${want}`);
    await page.waitForTimeout(250);
  }
}
