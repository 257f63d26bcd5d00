// The list's Edit and Delete against a mocked offline API: Choose Category's five tiles, Cancel and
// close icon, and the spec §8 toasts for success, queued-offline and failure.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeExpense, deleteExpense, restoreExpense } from '../offline/expenses.ts';
import type { LocalExpense } from '../offline/expenses.ts';
import { dismissToast, Toaster } from '../ui/toast.tsx';
import { storedExpense } from './expense.fixture.ts';
import { ExpenseList } from './ExpenseList.tsx';

vi.mock('../offline/expenses.ts', () => ({ addExpense: vi.fn(), changeExpense: vi.fn(), deleteExpense: vi.fn(), restoreExpense: vi.fn() }));

const chakula = storedExpense();
const matatu = storedExpense({ id: 'e2', description: 'Matatu', category: 'transport' });

function renderList(expenses: LocalExpense[] = [chakula]) {
  const list = (rows: LocalExpense[]) => (
    <>
      <ExpenseList expenses={rows} day="2026-11-21" index={0} />
      <Toaster />
    </>
  );
  const { rerender } = render(list(expenses));
  return { rerender: (rows: LocalExpense[]) => rerender(list(rows)) };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.mocked(changeExpense).mockReset();
  vi.mocked(deleteExpense).mockReset();
  vi.mocked(restoreExpense).mockReset();
  vi.restoreAllMocks();
  dismissToast();
});

describe('Edit: Choose Category', () => {
  it('offers five tiles, marks the current one, and saves the one picked', async () => {
    vi.mocked(changeExpense).mockResolvedValue({ synced: true });
    renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Chakula' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose Category' });
    const tiles = within(dialog).getAllByRole('listitem').map((tile) => tile.textContent);
    expect(tiles).toEqual(['🍚Food', '🚌Transport', '💼Business', '📱Bills', '💰Other']);
    expect(within(dialog).getByRole('button', { name: 'Food', pressed: true })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Transport' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(changeExpense).toHaveBeenCalledWith('e1', { category: 'transport' });
    expect((await screen.findByRole('status')).textContent).toBe('Expense updatedMoved to Transport.');
  });

  it('saves the note typed in the dialog, trimmed, and nothing when it is left as it was', async () => {
    vi.mocked(changeExpense).mockResolvedValue({ synced: true });
    renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Chakula' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save note' }));
    expect(changeExpense).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Chakula' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose Category' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note' }), { target: { value: ' for the team ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save note' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(changeExpense).toHaveBeenCalledWith('e1', { note: 'for the team' });
    expect((await screen.findByRole('status')).textContent).toBe('Expense updatedNote saved.');
  });

  it('closes without a change on Cancel and on the close icon', () => {
    renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Chakula' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Chakula' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(changeExpense).not.toHaveBeenCalled();
  });

  it('says when the change is only on the phone, and when it failed', async () => {
    vi.mocked(changeExpense).mockResolvedValueOnce({ synced: false }).mockRejectedValueOnce(new Error('gone'));
    renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Chakula' }));
    fireEvent.click(screen.getByRole('button', { name: 'Business' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('it will sync when online'));

    fireEvent.click(screen.getByRole('button', { name: 'Edit Chakula' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bills' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('ErrorFailed to update expense. Please try again.');
  });
});

describe('Delete', () => {
  it('deletes by id and confirms with Undo, which restores the row the person saw, once', async () => {
    vi.mocked(deleteExpense).mockResolvedValue({ synced: Promise.resolve(true) });
    vi.mocked(restoreExpense).mockResolvedValue({ synced: Promise.resolve(true) });
    renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Chakula' }));
    expect(deleteExpense).toHaveBeenCalledWith('e1');
    expect((await screen.findByRole('status')).textContent).toBe('Expense deletedChakula was removed.');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(restoreExpense).toHaveBeenCalledWith(chakula);
    expect(restoreExpense).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Expense restoredChakula is back.'));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('moves focus to the next row, the previous one, then the empty state, not the page', async () => {
    vi.mocked(deleteExpense).mockResolvedValue({ synced: Promise.resolve(true) });
    const third = storedExpense({ id: 'e3', description: 'Soda' });
    const { rerender } = renderList([chakula, matatu, third]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Chakula' }));
    rerender([matatu, third]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete Matatu' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Soda' }));
    rerender([matatu]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete Matatu' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Matatu' }));
    rerender([]);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'No expenses yet' }));
  });

  it('gives each description its language and the row’s buttons their 44 px', () => {
    renderList();
    expect(screen.getByText('Chakula').getAttribute('lang')).toBe('sw');
    expect(screen.getByRole('button', { name: 'Edit Chakula' }).className).toContain('size-11');
  });

  it('shows the destructive toast when the delete fails', async () => {
    vi.mocked(deleteExpense).mockRejectedValue(new Error('IndexedDB closed'));
    renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Chakula' }));
    expect((await screen.findByRole('alert')).textContent).toBe('ErrorFailed to delete expense. Please try again.');
  });
});
