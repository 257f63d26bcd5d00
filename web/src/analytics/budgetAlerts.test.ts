import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { dismissToast } from '../ui/toast.tsx';
import * as toasts from '../ui/toast.tsx';
import { checkBudgetAlerts, rememberLevels } from './budgetAlerts.ts';

const budget = (percent: number, spentAmount: string) => ({
  __typename: 'Budget', id: 'b1', name: 'Food budget', budgetAmount: '1000.00', currency: 'KES', alertThreshold: 0.8, spentAmount, percent,
});

/** The GraphQL server's answers to the budgets query, one per request. */
function serverAnswers(...answers: object[][]) {
  const fetch = vi.fn(async () => Response.json({ data: { budgets: answers.shift() ?? [] } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('budget threshold toasts', () => {
  let shown: MockInstance<typeof toasts.toast>;
  beforeEach(() => {
    localStorage.clear();
    shown = vi.spyOn(toasts, 'toast');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    dismissToast();
  });

  it('tells once when the threshold is crossed, again past 100 %, and not for what was already shown', async () => {
    rememberLevels([budget(10, '100.00')]);
    serverAnswers([budget(85, '850.00')], [budget(90, '900.00')], [budget(105, '1050.00')]);
    await checkBudgetAlerts();
    await checkBudgetAlerts();
    await checkBudgetAlerts();
    expect(shown.mock.calls.map(([message]) => message.title)).toEqual([
      'Food budget is at 85% of its budget', 'Food budget is over its budget',
    ]);
  });

  it('stays silent when the budgets cannot be read (offline)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await checkBudgetAlerts();
    expect(shown).not.toHaveBeenCalled();
  });
});
