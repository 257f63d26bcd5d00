import { describe, expect, it } from 'vitest';
import { BUILT_IN_RATES } from '../../../domain/exchange.ts';
import { CONVERTER_CURRENCIES, conversionOf, readAmount } from './converter.ts';

describe('the converter', () => {
  it('offers the spec currencies, USDT and the CFA francs', () => {
    for (const code of ['KES', 'NGN', 'ZAR', 'GHS', 'UGX', 'TZS', 'ETB', 'MAD', 'EGP', 'INR', 'BDT', 'PKR', 'USD', 'GBP', 'EUR', 'USDT', 'XOF', 'XAF']) {
      expect(CONVERTER_CURRENCIES).toContain(code);
    }
  });

  it('converts KES 1,500 to USDT exactly, with the rate', () => {
    expect(conversionOf('1,500', 'KES', 'USDT', BUILT_IN_RATES)).toEqual({ kind: 'converted', amount: '10.00', rateLine: '1 USDT = 150.00 KES' });
    expect(conversionOf('10', 'USDT', 'KES', BUILT_IN_RATES)).toEqual({ kind: 'converted', amount: '1500.00', rateLine: '1 USDT = 150.00 KES' });
    expect(conversionOf('100', 'USD', 'UGX', BUILT_IN_RATES)).toMatchObject({ amount: '370000' });
  });

  it('converts only when the amount and both currencies are set', () => {
    expect(conversionOf('', 'KES', 'USDT', BUILT_IN_RATES).kind).toBe('empty');
    expect(conversionOf('100', '', 'USDT', BUILT_IN_RATES).kind).toBe('empty');
  });

  it.each(['-5', 'abc', '0', '1.234', '1234567890123', '1,50'])('refuses %s as an amount', (typed) => {
    expect(readAmount(typed)).toBeNull();
    expect(conversionOf(typed, 'KES', 'USDT', BUILT_IN_RATES).kind).toBe('invalid');
  });

  it('says so when a currency has no rate', () => {
    expect(conversionOf('5', 'KES', 'XYZ', BUILT_IN_RATES).kind).toBe('noRate');
  });
});
