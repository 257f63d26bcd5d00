// The virtualised list: each item's place follows from fixed heights, and a 2,000-expense month puts
// only the rows near the screen in the DOM.
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LocalExpense } from '../offline/expenses.ts';
import { groupByDay } from './grouping.ts';
import { HistoryList, layout } from './HistoryList.tsx';

const expenses = Array.from({ length: 2000 }, (_, index): LocalExpense => {
  const createdAt = new Date(Date.UTC(2026, 10, 26, 12) - index * 15 * 60_000).toISOString();
  return { id: `e${index}`, description: `Chai ${index}`, amount: '10.00', currency: 'KES', category: 'food', language: 'sw', createdAt, updatedAt: createdAt, pending: false };
});
const { days } = groupByDay(expenses, 'KES', {}, 'Africa/Nairobi');

describe('the History list', () => {
  it('places a heading before each day\'s rows, one after another', () => {
    const { items, height } = layout(days.slice(0, 2));
    const [first, second] = days;
    expect(items.map((item) => item.kind)).toEqual(['day', ...(first?.expenses.map(() => 'row') ?? []), 'day', ...(second?.expenses.map(() => 'row') ?? [])]);
    expect(items.map((item) => item.top)).toEqual([...items.map((item) => item.top)].sort((a, b) => a - b));
    expect(height).toBe(2 * 52 + ((first?.expenses.length ?? 0) + (second?.expenses.length ?? 0)) * 68);
  });

  it('keeps a 2,000-expense month to the rows near the screen, and asks for more only at the end', () => {
    const onEnd = vi.fn();
    const { container } = render(<HistoryList days={days} currency="KES" onEnd={onEnd} onOpen={() => undefined} />);
    const rows = container.querySelectorAll('[data-expense-id]').length;
    expect(rows).toBeGreaterThan(10);
    expect(rows).toBeLessThan(40);
    expect(onEnd).not.toHaveBeenCalled();
    const short = days.slice(0, 1).map((day) => ({ ...day, expenses: day.expenses.slice(0, 3) }));
    render(<HistoryList days={short} currency="KES" onEnd={onEnd} onOpen={() => undefined} />);
    expect(onEnd).toHaveBeenCalledOnce();
  });

  it('shows an expense\'s note after its time, in its language, on the row\'s one line', () => {
    const [first] = expenses;
    if (!first) throw new Error('no expense');
    const noted = groupByDay([{ ...first, note: 'kwa timu' }, { ...first, id: 'plain' }], 'KES', {}, 'Africa/Nairobi').days;
    const { container } = render(<HistoryList days={noted} currency="KES" onEnd={() => undefined} onOpen={() => undefined} />);
    const note = container.querySelector('[data-expense-id="e0"] [lang="sw"]:not(.font-semibold)');
    expect(note?.textContent).toBe(' · kwa timu');
    expect(container.querySelector('[data-expense-id="plain"]')?.textContent).not.toContain('·');
  });
});
