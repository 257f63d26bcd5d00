// Display formatting of exact decimal strings: currency codes, Indian grouping, digits beyond a
// float's reach, and the ≈ USDT figures at each currency's own rate, rounded half-even to the cent.
import { describe, expect, it } from 'vitest';
import { BUILT_IN_RATES } from '../../../domain/exchange.ts';
import { approxUsdt, totalUsdt, formatMoney, moneyParts } from './money.ts';

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

  it('keeps digits past the cent when asked, never fewer than the currency has', () => {
    expect(formatMoney('546.6667', 'KES', 4)).toBe(`KES${NBSP}546.6667`);
    expect(formatMoney('500.0000', 'KES', 4)).toBe(`KES${NBSP}500.00`);
    expect(formatMoney('1333.3333', 'UGX', 4)).toBe(`UGX${NBSP}1,333.3333`);
    expect(formatMoney('0.1250', 'USDT', 4)).toBe(`USDT${NBSP}0.125`);
    // Without it, the same amount is shown to the cent as ever.
    expect(formatMoney('546.6667', 'KES')).toBe(`KES${NBSP}546.67`);
  });
});

describe('approxUsdt', () => {
  it.each([
    ['500.00', 'KES', '3.33'],
    ['1500', 'KES', '10.00'],
    ['2000', 'NGN', '2.50'],
    ['100', 'INR', '1.20'],
    ['37000', 'UGX', '10.00'],
    ['10', 'GBP', '13.70'],
    ['999999999999.99', 'KES', '6666666666.67'],
  ])('%s %s ≈ %s USDT with each currency its own rate', (amount, currency, usdt) => {
    expect(approxUsdt(amount, currency, BUILT_IN_RATES)).toBe(usdt);
  });

  it('answers null for a currency with no rate', () => {
    expect(approxUsdt('10', 'XYZ', BUILT_IN_RATES)).toBeNull();
  });

  it('totals amounts of several currencies in USDT, exactly', () => {
    const amounts = [
      { amount: '1500', currency: 'KES' },
      { amount: '2000', currency: 'NGN' },
      { amount: '0.10', currency: 'USD' },
      { amount: '0.20', currency: 'USDT' },
    ];
    expect(totalUsdt(amounts, BUILT_IN_RATES)).toBe('12.80');
  });
});
