import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { MockedProvider } from '@apollo/client/testing/react';
import { App } from './App.tsx';
import { setPreferences } from './user/preferences.ts';

// Home reads today's expenses from the offline data layer (Dexie), not from a query.
vi.mock('./offline/expenses.ts', async () => {
  const { storedExpense } = await import('./home/expense.fixture.ts');
  const chakula = storedExpense();
  return {
    useTodayExpenses: () => [chakula],
    useWeekExpenses: () => [chakula],
    useExpensesBetween: () => [chakula],
    KEPT_DAYS: 90,
    useDaySummary: () => undefined,
    useHasAnyExpense: () => false,
    useOnline: () => true,
    addExpense: vi.fn(),
    changeExpense: vi.fn(),
    deleteExpense: vi.fn(),
  };
});

function renderAt(path: string) {
  render(
    <MockedProvider>
      <Router hook={memoryLocation({ path }).hook}>
        <App />
      </Router>
    </MockedProvider>,
  );
}

describe('App routes', () => {
  // A returning person: a new device sees the first-run flow instead of Home (FirstRunGate's tests).
  beforeEach(() => setPreferences({ onboardingComplete: true }));

  it('renders Home at / from its own chunk (a new device meets onboarding first)', async () => {
    renderAt('/');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe("Today's Expenses");
  });

  it("lists today's expenses from the offline data layer", async () => {
    renderAt('/');
    expect(await screen.findByText('Chakula')).toBeTruthy();
    expect(screen.getAllByText('KES 500.00').length).toBeGreaterThan(0);
  });

  it.each([
    ['/savings', 'Savings'],
    ['/family', 'Family Tracking'],
    ['/analytics', 'Analytics'],
    ['/history', 'History'],
    ['/settings', 'Settings'],
    ['/import', 'Import from SMS'],
  ])('renders the lazy screen at %s', async (path, title) => {
    renderAt(path);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(title);
  });

  it('renders the 404 title and hint for an unknown path, with the nav still there', () => {
    renderAt('/no/such/page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404 Page Not Found');
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('gives the Family screen the wider column', async () => {
    renderAt('/family');
    await screen.findByRole('heading', { name: 'Family Tracking' });
    expect(screen.getByRole('main').className).toContain('max-w-2xl');
  });
});
