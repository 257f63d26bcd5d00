// Adding a message Sauti did not understand by hand: the form opens with what was found, refuses
// what the server would, and keeps the message's own moment when its day is kept.
import { describe, expect, it } from 'vitest';
import { handDays, handFormFor, handInstant, handProblem } from './handEntry.ts';
import type { NotUnderstoodRow } from './preview.ts';

const NOW = new Date('2024-04-20T09:00:00.000Z');
const row: NotUnderstoodRow = { message: 1, text: 'Orange Money: Operation de 5000 FCFA…', amount: '5000.00', currency: 'XOF', spentAt: '2024-03-12T10:00:00.000Z' };

describe('a message added by hand', () => {
  it('opens with the amount, currency and day found', () => {
    expect(handFormFor(row, 'KES', 'Africa/Dakar', NOW)).toEqual({ description: '', amount: '5000', currency: 'XOF', day: '2024-03-12', category: 'other' });
  });

  it('opens with the person\'s currency and today when the message gave neither', () => {
    const bare = { ...row, amount: null, currency: null, spentAt: null };
    expect(handFormFor(bare, 'KES', 'Africa/Nairobi', NOW)).toMatchObject({ amount: '', currency: 'KES', day: '2024-04-20' });
  });

  it.each([
    [{ description: ' ' }, 'description'],
    [{ description: 'Auchan', amount: '0' }, 'amount'],
    [{ description: 'Auchan', amount: '12.345' }, 'amount'],
    [{ description: 'Auchan', amount: '5000.50' }, 'whole-units'],
    [{ description: 'Auchan', amount: '5,000' }, null],
    [{ description: 'Lunch', amount: '12.50', currency: 'KES' }, null],
    [{ description: 'Lunch', day: '2024-01-21' }, 'day'],
    [{ description: 'Lunch', day: '2024-01-22' }, null],
    [{ description: 'Lunch', day: '2024-04-21' }, 'day'],
  ] as const)('checks %o as %s', (changes, problem) => {
    expect(handProblem({ ...handFormFor(row, 'KES', 'Africa/Dakar', NOW), ...changes }, handDays('Africa/Dakar', NOW))).toBe(problem);
  });

  it('keeps the message\'s moment on its day, and takes noon (never after now) on another', () => {
    const form = handFormFor(row, 'KES', 'Africa/Dakar', NOW);
    expect(handInstant(form, row, 'Africa/Dakar', NOW)).toBe('2024-03-12T10:00:00.000Z');
    expect(handInstant({ ...form, day: '2024-03-13' }, row, 'Africa/Dakar', NOW)).toBe('2024-03-13T12:00:00.000Z');
    expect(handInstant({ ...form, day: '2024-04-20' }, row, 'Africa/Dakar', new Date('2024-04-20T08:00:00.000Z'))).toBe('2024-04-20T08:00:00.000Z');
  });
});
