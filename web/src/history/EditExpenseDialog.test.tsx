import 'fake-indexeddb/auto';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { localDay } from '../../../domain/dates.ts';
import { openExpenseDatabase, setDatabaseForTests } from '../offline/db.ts';
import type { LocalExpense } from '../offline/expenses.ts';
import { deviceTimeZone } from '../user/deviceTimeZone.ts';
import { changesFrom, EditExpenseDialog } from './EditExpenseDialog.tsx';

const at = new Date('2026-10-10T07:30:00.000Z');
const expense: LocalExpense = {
  id: 'e1', description: 'Fundi wa viatu', amount: '50.00', currency: 'KES', category: 'other', language: 'sw',
  createdAt: at.toISOString(), updatedAt: at.toISOString(), pending: false,
};
const pad = (value: number) => String(value).padStart(2, '0');
const form = {
  description: expense.description, amount: expense.amount, currency: 'KES', category: expense.category,
  date: localDay(expense.createdAt, deviceTimeZone()), time: `${pad(at.getHours())}:${pad(at.getMinutes())}`, note: '',
};

describe('the edit dialog\'s changes', () => {
  it('sends nothing when nothing changed', () => {
    expect(changesFrom(expense, form)).toEqual({});
  });

  it('sends only what changed, a new date as the instant on the device\'s clock', () => {
    const changes = changesFrom(expense, { ...form, amount: '500', date: '2026-10-12' });
    expect(changes).toEqual({ amount: '500', spentAt: new Date(`2026-10-12T${form.time}`).toISOString() });
    expect(changesFrom(expense, { ...form, currency: 'USD', category: 'food', description: ' Viatu ' })).toEqual({ currency: 'USD', category: 'food', description: ' Viatu ' });
  });

  it('writes, keeps and clears the note: trimmed, and sent only when it changed', () => {
    expect(changesFrom(expense, { ...form, note: ' for the team ' })).toEqual({ note: 'for the team' });
    const noted = { ...expense, note: 'for the team' };
    expect(changesFrom(noted, { ...form, note: 'for the team' })).toEqual({});
    expect(changesFrom(noted, { ...form, note: '  ' })).toEqual({ note: '' });
  });
});

describe('the edit dialog\'s limits', () => {
  it('takes a description as long as the server does, and tells at once of one longer, queueing nothing', async () => {
    const db = openExpenseDatabase('edit dialog limits');
    setDatabaseForTests(db);
    const onClose = vi.fn();
    render(<EditExpenseDialog expense={expense} onClose={onClose} onChanged={() => undefined} />);
    const description = screen.getByLabelText<HTMLInputElement>('Description');
    // The server's own bound (events/expense/fields.ts), not the note's 500.
    expect(description.maxLength).toBe(200);
    fireEvent.change(description, { target: { value: 'a'.repeat(201) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The description is longer than 200 characters');
    expect(await db.outbox.count()).toBe(0);
    expect(onClose).not.toHaveBeenCalled();
    db.close();
  });
});
