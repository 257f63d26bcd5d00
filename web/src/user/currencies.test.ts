import { describe, expect, it } from 'vitest';
import { CURRENCY_OPTIONS, currencyName, currencyOptionsWith } from './currencies.ts';

describe('currency options', () => {
  it('offers the spec table in order with its symbols', () => {
    expect(CURRENCY_OPTIONS.map((option) => `${option.code} ${option.symbol}`)).toEqual([
      'KES KSh',
      'USD $',
      'EUR €',
      'GBP £',
      'UGX USh',
      'TZS TSh',
      'NGN ₦',
      'ZAR R',
    ]);
  });

  it('keeps a currency from outside the table as an extra option', () => {
    expect(currencyOptionsWith('KES')).toBe(CURRENCY_OPTIONS);
    const withCedi = currencyOptionsWith('GHS');
    expect(withCedi).toHaveLength(CURRENCY_OPTIONS.length + 1);
    expect(withCedi.at(-1)).toMatchObject({ code: 'GHS', name: 'Ghanaian Cedi' });
  });

  it('names table currencies from the table and falls back to the code', () => {
    expect(currencyName('UGX')).toBe('Ugandan Shilling');
    expect(currencyName('USDT')).toBe('USDT');
  });
});
