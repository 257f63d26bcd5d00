import { describe, expect, it } from 'vitest';
import { SUPPORTED_CURRENCIES } from './currencies.ts';
import { BUILT_IN_RATES, convert } from './exchange.ts';

describe('convert', () => {
  it('converts through USD exactly and rounds half-even to the target minor unit', () => {
    expect(convert('1500', 'KES', 'USDT', BUILT_IN_RATES)).toBe('10.00');
    expect(convert('2000', 'NGN', 'USDT', BUILT_IN_RATES)).toBe('2.50');
    expect(convert('10', 'USD', 'UGX', BUILT_IN_RATES)).toBe('37000');
    expect(convert('0.125', 'USD', 'USD', { USD: '1' })).toBe('0.12');
    expect(convert('0.135', 'USD', 'USD', { USD: '1' })).toBe('0.14');
    expect(convert('100', 'KES', 'EUR', BUILT_IN_RATES)).toBe('0.57');
  });

  it('converts the CFA francs at their euro parity, to whole francs', () => {
    expect(convert('1', 'EUR', 'XOF', BUILT_IN_RATES)).toBe('656');
    expect(convert('10000', 'XAF', 'XOF', BUILT_IN_RATES)).toBe('10000');
    expect(convert('5000', 'XOF', 'KES', BUILT_IN_RATES)).toBe('1345.15');
  });

  it('answers null for an unknown or non-positive rate', () => {
    expect(convert('1', 'XYZ', 'USD', BUILT_IN_RATES)).toBeNull();
    expect(convert('1', 'USD', 'KES', { USD: '1', KES: '0' })).toBeNull();
    expect(convert('abc', 'USD', 'KES', BUILT_IN_RATES)).toBeNull();
  });
});

describe('the supported currencies', () => {
  it('are exactly the currencies with a built-in rate, so each can be converted offline', () => {
    expect([...SUPPORTED_CURRENCIES].sort()).toEqual(Object.keys(BUILT_IN_RATES).sort());
  });
});
