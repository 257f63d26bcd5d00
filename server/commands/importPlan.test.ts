// Given parsed messages, when they are planned for a user, then these records, reversals, repeats
// and skips: the ids are what makes an import exactly once, so they are pinned down here.
import { describe, expect, it } from 'vitest';
import type { ParsedMessage, ParsedPayment } from '../../domain/payments/types.ts';
import { planImport } from './importPlan.ts';

const NOW = new Date('2026-11-23T09:00:00.000Z');
const AMINA = '6f1c3a52-8d7e-4b0a-9c1d-2e3f4a5b6c7d';
const BARAKA = '0b9e8d7c-6a5b-4c3d-8e2f-1a0b9c8d7e6f';

const payment = (overrides: Partial<ParsedPayment> = {}): ParsedPayment => ({
  kind: 'payment',
  provider: 'mpesa',
  reference: 'SCL4ABC125',
  spentAt: '2024-03-12T15:15:00.000Z',
  entries: [
    { role: 'payment', amount: '500', currency: 'KES', description: 'JOHN KAMAU', category: 'other' },
    { role: 'fee', amount: '7.00', currency: 'KES', description: 'M-Pesa transaction cost', category: 'bills' },
  ],
  text: 'SCL4ABC125 Confirmed. Ksh500.00 sent to JOHN KAMAU',
  ...overrides,
});

const plan = (parsed: ParsedMessage[], userId = AMINA, choices: Parameters<typeof planImport>[1]['choices'] = []) =>
  planImport(parsed, { userId, now: NOW, choices });

describe('planning an import', () => {
  it('records a payment and its fee with ids derived from the user, provider, reference and role', () => {
    const { records, repeats, skipped } = plan([payment()]);
    expect(records.map(({ fields: { amount, category, source, spentAt } }) => [amount, category, source, spentAt])).toEqual([
      ['500.00', 'other', { provider: 'mpesa', reference: 'SCL4ABC125', role: 'payment' }, '2024-03-12T15:15:00.000Z'],
      ['7.00', 'bills', { provider: 'mpesa', reference: 'SCL4ABC125', role: 'fee' }, '2024-03-12T15:15:00.000Z'],
    ]);
    expect([repeats, skipped]).toEqual([[], []]);
    const again = plan([payment({ spentAt: null })]);
    expect(again.records.map((record) => [record.expenseId, record.commandId, record.request]))
      .toEqual(records.map((record) => [record.expenseId, record.commandId, record.request]));
    const other = plan([payment()], BARAKA);
    expect(other.records.map((record) => record.expenseId).filter((id) => records.some((mine) => mine.expenseId === id))).toEqual([]);
  });

  it('shows a payee as a typed description is shown: hidden and direction-changing characters go (issue 23)', () => {
    const entries = (description: string) => [{ ...payment().entries[0], description } as ParsedPayment['entries'][number]];
    const { records } = plan([payment({ entries: entries('\u202EJOHN\u200B KAMAU\u202C ') })]);
    expect(records.map((record) => record.fields.description)).toEqual(['JOHN KAMAU']);
    expect(plan([payment({ entries: entries('\u202E\u2066\u200B') })]).skipped).toEqual([{ message: 0, reason: 'not-a-payment' }]);
  });

  it('knows a message without a reference by its text, whitespace aside, and a repeat in the paste by the first one', () => {
    const text = 'You spent ZAR 145.50 at KFC MENLYN on 16/03/2024 19:05.';
    const kfc = (spaced: string) => payment({ provider: 'general', reference: null, entries: payment().entries.slice(0, 1), text: spaced });
    const { records, repeats } = plan([kfc(text), kfc(text.replace(' on ', '\n on\t'))]);
    expect(records).toHaveLength(1);
    expect(repeats).toEqual([{ message: 1, expenseIds: [records[0]?.expenseId] }]);
    expect(plan([kfc('You spent ZAR 145.50 at KFC KILIMANI on 16/03/2024 19:05.')]).records[0]?.expenseId).not.toBe(records[0]?.expenseId);
  });

  it('leaves out what was unticked and keeps a chosen category, which a remembered one may not replace', () => {
    const { records } = plan([payment()], AMINA, [
      { message: 0, role: 'fee', include: false },
      { message: 0, role: 'payment', include: true, category: 'business' },
    ]);
    expect(records.map((record) => [record.fields.source.role, record.fields.category, record.categoryChosen])).toEqual([
      ['payment', 'business', true],
    ]);
  });

  it('dates a message with no date, or one after now, at now; an old one keeps its own day', () => {
    const at = (spentAt: string | null) => plan([payment({ spentAt })]).records[0]?.fields.spentAt;
    expect(at(null)).toBe(NOW.toISOString());
    expect(at('2026-11-23T09:30:00.000Z')).toBe(NOW.toISOString());
    expect(at('2025-01-05T08:00:00.000Z')).toBe('2025-01-05T08:00:00.000Z');
  });

  it('removes the payment and the fee a reversal names, once per paste, and skips what records nothing', () => {
    const recorded = plan([payment()]).records.map((record) => record.expenseId);
    const reversal: ParsedMessage = { kind: 'reversal', provider: 'mpesa', reference: 'SCL4ABC125', text: 'Transaction SCL4ABC125 has been reversed.' };
    const withdrawal = payment({ reference: 'SCL4ABC127', entries: [] });
    const { reversals, repeats, skipped } = plan([
      reversal, reversal, withdrawal, { kind: 'skipped', reason: 'received', text: 'You have received Ksh1,000.00' },
    ]);
    expect(reversals.map(({ message, reference, targets }) => [message, reference, targets.map((target) => target.expenseId)]))
      .toEqual([[0, 'SCL4ABC125', recorded]]);
    expect(repeats).toEqual([{ message: 1, expenseIds: recorded }]);
    expect(skipped).toEqual([{ message: 2, reason: 'withdrawal' }, { message: 3, reason: 'received' }]);
  });
});
