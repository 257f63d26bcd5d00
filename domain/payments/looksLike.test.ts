import { describe, expect, it } from 'vitest';
import { looksLikePaymentMessage } from './looksLike.ts';
import { MESSAGE_ROWS } from './messages.fixture.ts';

describe('offering the import for pasted text', () => {
  it('recognises every payment message of the table', () => {
    const payments = MESSAGE_ROWS.filter((row) => row.expected.kind === 'payment');
    expect(payments.filter((row) => !looksLikePaymentMessage(row.text)).map((row) => row.text)).toEqual([]);
  });

  it.each(['nimenunua mandazi 50', 'lunch 350 shillings at Java', 'sent 500 to mum', 'chai 20 bob'])('leaves a spoken phrase to the expense parser: %s', (text) => {
    expect(looksLikePaymentMessage(text)).toBe(false);
  });
});
