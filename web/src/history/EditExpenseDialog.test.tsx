import { describe, expect, it } from 'vitest';
import { localDay } from '../../../domain/dates.ts';
import type { LocalExpense } from '../offline/expenses.ts';
import { deviceTimeZone } from '../user/deviceTimeZone.ts';
import { changesFrom } from './EditExpenseDialog.tsx';

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
