import { describe, expect, it } from 'vitest';
import type { LocalSaving } from '../offline/savings.ts';
import { changesFrom } from './EditSavingDialog.tsx';

const saving: LocalSaving = {
  id: 's1', description: 'Savings', amount: '1000.00', currency: 'KES', goalType: 'general', goalName: null, language: 'sw',
  note: null, createdAt: '2025-03-10T08:00:00.000Z', pending: false,
};
const form = { description: saving.description, amount: saving.amount, note: '' };

describe("the saving's edit dialog's changes", () => {
  it('sends nothing when nothing changed, spaces aside', () => {
    expect(changesFrom(saving, form)).toEqual({});
    expect(changesFrom(saving, { ...form, description: ' Savings ', amount: '1000.00 ' })).toEqual({});
  });

  it('sends only what changed, trimmed', () => {
    expect(changesFrom(saving, { ...form, amount: ' 1500 ' })).toEqual({ amount: '1500' });
    expect(changesFrom(saving, { ...form, description: ' School fees ' })).toEqual({ description: 'School fees' });
  });

  it('writes, keeps and clears the note: trimmed, and sent only when it changed', () => {
    expect(changesFrom(saving, { ...form, note: ' term 2 ' })).toEqual({ note: 'term 2' });
    const noted = { ...saving, note: 'term 2' };
    expect(changesFrom(noted, { ...form, note: 'term 2' })).toEqual({});
    expect(changesFrom(noted, { ...form, note: '  ' })).toEqual({ note: '' });
  });
});
