// The Analytics tab's period switch against the phone's real local copy (Dexie on fake-indexeddb):
// Week and Month each total their own days, compare with the period before, and chart a bar a day.
import 'fake-indexeddb/auto';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { localDay } from '../../../domain/dates.ts';
import { openExpenseDatabase, setDatabaseForTests } from '../offline/db.ts';
import type { ExpenseDatabase, LocalExpense } from '../offline/db.ts';
import { deviceTimeZone } from '../user/deviceTimeZone.ts';
import { setPreferences } from '../user/preferences.ts';
import { addMonths, monthOf } from '../format/month.ts';
import { AnalyticsTab } from './AnalyticsTab.tsx';

const today = localDay(new Date(), deviceTimeZone());
const noon = (day: string) => new Date(`${day}T12:00:00`).toISOString();
const row = (id: string, amount: string, day: string): LocalExpense => ({
  id, description: id, amount, currency: 'KES', category: 'food', language: 'sw', createdAt: noon(day), updatedAt: noon(day), pending: false,
});

let db: ExpenseDatabase;
let count = 0;

beforeEach(async () => {
  db = openExpenseDatabase(`analytics tab ${(count += 1)}`);
  setDatabaseForTests(db);
  setPreferences({ currency: 'KES', language: 'en', onboardingComplete: true });
  // Today, and the first of last month: 13 days back never reaches it, and every month's comparison has it.
  await db.expenses.bulkAdd([row('today', '300', today), row('last month', '100', `${addMonths(monthOf(today), -1)}-01`)]);
});

afterEach(() => db.close());

describe('the period switch', () => {
  it('shows the last 7 days, then this month so far against the same days last month', async () => {
    render(
      <Router hook={memoryLocation({ path: '/analytics' }).hook}>
        <AnalyticsTab />
      </Router>,
    );
    await screen.findByText('Nothing to compare with in the period before.');
    expect(screen.getByRole('button', { name: 'Week' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText("This week's total").nextElementSibling?.textContent).toBe('KES\u00a0300.00');
    expect(screen.getAllByTestId('day-bar')).toHaveLength(7);

    fireEvent.click(screen.getByRole('button', { name: 'Month' }));
    await screen.findByText('+200.0% against the same days last month');
    expect(screen.getByText("This month's total").nextElementSibling?.textContent).toBe('KES\u00a0300.00');
    expect(screen.getAllByTestId('day-bar')).toHaveLength(Number(today.slice(8)));
    expect(screen.getByRole('button', { name: 'Month' }).getAttribute('aria-pressed')).toBe('true');
  });
});
