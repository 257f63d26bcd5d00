// The preview's rules without a screen: the phone's parse becomes rows (fee as its own row), repeats
// in one paste are duplicates, and only what the person changed is sent as `choices`.
import { describe, expect, it } from 'vitest';
import type { ParsedMessage } from '../../../domain/payments/types.ts';
import { includedRows, previewFromDevice, requestChoices } from './preview.ts';

const naivas: ParsedMessage = {
  kind: 'payment',
  provider: 'mpesa',
  reference: 'QGH7ABC123',
  spentAt: '2024-03-12T10:05:00.000Z',
  entries: [
    { role: 'payment', amount: '500.00', currency: 'KES', description: 'NAIVAS WESTLANDS', category: 'food' },
    { role: 'fee', amount: '7.00', currency: 'KES', description: 'M-Pesa transaction cost', category: 'bills' },
  ],
  text: 'QGH7ABC123 Confirmed. Ksh500.00 paid to NAIVAS WESTLANDS.',
};
const otp: ParsedMessage = { kind: 'skipped', reason: 'otp', text: 'Your OTP is 123456' };
const reversal: ParsedMessage = { kind: 'reversal', provider: 'mpesa', reference: 'QGH7ABC000', text: 'QGH7ABC000 reversed' };

describe('the phone’s preview', () => {
  it('lists each payment and its fee as rows, and the rest under their reasons', () => {
    const preview = previewFromDevice([naivas, otp, reversal]);
    expect(preview.checkedBy).toBe('device');
    expect(preview.rows.map((row) => [row.key, row.description, row.amount])).toEqual([
      ['0:payment', 'NAIVAS WESTLANDS', '500.00'],
      ['0:fee', 'M-Pesa transaction cost', '7.00'],
    ]);
    expect(preview.skipped).toEqual([{ message: 1, text: otp.text, reason: 'otp' }]);
    expect(preview.reversed).toEqual([{ message: 2, text: reversal.text, reference: 'QGH7ABC000' }]);
  });

  it('keeps a message it did not understand, with the amount and date found', () => {
    const unclear: ParsedMessage = { kind: 'unclear', amount: { amount: '5000.00', currency: 'XOF' }, spentAt: '2024-03-12T10:00:00.000Z', text: 'Operation de 5000 FCFA' };
    const preview = previewFromDevice([otp, unclear]);
    expect(preview.notUnderstood).toEqual([{ message: 1, text: unclear.text, amount: '5000.00', currency: 'XOF', spentAt: '2024-03-12T10:00:00.000Z' }]);
    expect(preview.rows).toEqual([]);
  });

  it('given the same message twice in one paste, when previewed, then the second is a duplicate', () => {
    const preview = previewFromDevice([naivas, { ...naivas, text: `${naivas.text} ` }]);
    expect(preview.rows).toHaveLength(2);
    expect(preview.duplicates).toEqual([{ message: 1, text: `${naivas.text} ` }]);
  });

  it('given messages without a reference, when the texts differ only in spaces, then they are one payment', () => {
    const noReference = { ...naivas, reference: null, entries: naivas.entries.slice(0, 1) };
    const preview = previewFromDevice([noReference, { ...noReference, text: naivas.text.replaceAll(' ', '  ') }]);
    expect(preview.rows).toHaveLength(1);
    expect(preview.duplicates.map((each) => each.message)).toEqual([1]);
  });
});

describe('choices', () => {
  const preview = previewFromDevice([naivas]);

  it('sends nothing for an untouched preview and adds every row', () => {
    expect(requestChoices(preview, new Map())).toEqual([]);
    expect(includedRows(preview, new Map())).toHaveLength(2);
  });

  it('sends an unticked fee as include:false and a changed category as itself', () => {
    const choices = new Map([
      ['0:fee', { include: false, category: 'bills' as const }],
      ['0:payment', { include: true, category: 'business' as const }],
    ]);
    expect(requestChoices(preview, choices)).toEqual([
      { message: 0, role: 'payment', category: 'business' },
      { message: 0, role: 'fee', include: false },
    ]);
    expect(includedRows(preview, choices).map((row) => [row.key, row.category])).toEqual([['0:payment', 'business']]);
  });
});
