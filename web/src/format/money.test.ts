// Display formatting of exact decimal strings: currency codes, Indian grouping, digits beyond a
// float's reach, and the ≈ USDT figure rounded half up in cents.
import { describe, expect, it } from 'vitest';
import { approxUsdt, formatMoney, moneyParts } from './money.ts';

const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('shows the code and two decimals', () => {
    expect(formatMoney('500.00', 'KES')).toBe(`KES${NBSP}500.00`);
    expect(formatMoney('1500.5', 'USD')).toBe(`USD${NBSP}1,500.50`);
  });

  it('groups rupees the Indian way', () => {
    expect(formatMoney('100000.00', 'INR')).toBe(`INR${NBSP}1,00,000.00`);
    expect(moneyParts('12345678.50', 'INR')).toEqual({ code: 'INR', number: '1,23,45,678.50' });
  });

  it('keeps every digit of a large amount (a float would round it)', () => {
    expect(moneyParts('999999999999.99', 'KES').number).toBe('999,999,999,999.99');
  });

  it('follows the currency’s own minor unit', () => {
    expect(formatMoney('5000.00', 'UGX')).toBe(`UGX${NBSP}5,000`);
  });

  it('formats USDT, which Intl does not know, as a 2-decimal number', () => {
    expect(formatMoney('245.8', 'USDT')).toBe(`USDT${NBSP}245.80`);
  });
});

describe('approxUsdt', () => {
  it.each([
    ['500.00', '3.85'],
    ['130.00', '1.00'],
    ['0.65', '0.01'],
    ['0.64', '0.00'],
    ['1000000.00', '7692.31'],
    ['999999999999.99', '7692307692.31'],
  ])('%s / 130 ≈ %s', (amount, usdt) => {
    expect(approxUsdt(amount)).toBe(usdt);
  });
});
