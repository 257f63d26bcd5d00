// Issue 23: a fee is read once however often its line repeats, and a fee larger than its payment
// is refused (the payment is kept), never summed into nonsense.
import { describe, expect, it } from 'vitest';
import { parsePaymentMessage } from './index.ts';

const options = { timeZone: 'Africa/Nairobi', now: new Date('2024-03-13T12:00:00.000Z') };
const mpesa = (costs: string) =>
  `SCL4ABC123 Confirmed. Ksh250.00 paid to JAVA HOUSE KIMATHI ST. on 12/3/24 at 1:05 PM.New M-PESA balance is Ksh1,234.56. ${costs}`;
const entries = (text: string) => {
  const parsed = parsePaymentMessage(text, options);
  return parsed.kind === 'payment' ? parsed.entries.map((entry) => [entry.role, entry.amount]) : parsed.kind;
};

describe('fees', () => {
  it('reads a repeated fee line once (the issue: 9,846 lines of "Transaction cost, Ksh1.00" made 9,846.00)', () => {
    expect(entries(mpesa('Transaction cost, Ksh1.00. '.repeat(9_846)))).toEqual([['payment', '250.00'], ['fee', '1.00']]);
    expect(entries(mpesa('Transaction cost, Ksh7.00.'))).toEqual([['payment', '250.00'], ['fee', '7.00']]);
  });

  it('refuses a fee larger than its payment and keeps the payment', () => {
    expect(entries(mpesa('Transaction cost, Ksh900.00.'))).toEqual([['payment', '250.00']]);
    expect(entries(mpesa('Transaction cost, Ksh250.00.'))).toEqual([['payment', '250.00'], ['fee', '250.00']]);
  });

  it('still adds a fee and a levy written on lines of their own', () => {
    const momo = 'Payment made for GHS 45.00 to KOFI MENSAH. Current Balance: GHS 100.00. Fee charged: GHS 0.50. E-levy charged: GHS 0.45. Reference: 12345.';
    expect(entries(momo)).toEqual([['payment', '45.00'], ['fee', '0.95']]);
  });
});
