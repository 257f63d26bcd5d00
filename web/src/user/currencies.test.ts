import { describe, expect, it } from 'vitest';
import { SUPPORTED_CURRENCIES } from '../../../domain/currencies.ts';
import { CURRENCY_OPTIONS, currencyName, currencyOptionsWith } from './currencies.ts';

describe('currency options', () => {
  it('offers every supported currency, in the supported order, each with a symbol and a name', () => {
    expect(CURRENCY_OPTIONS.map((option) => option.code)).toEqual([...SUPPORTED_CURRENCIES]);
    for (const option of CURRENCY_OPTIONS) {
      expect(option.symbol, option.code).not.toBe('');
      expect(option.name, option.code).not.toBe('');
    }
  });

  it("keeps the spec table's symbols", () => {
    const symbols = Object.fromEntries(CURRENCY_OPTIONS.map((option) => [option.code, option.symbol]));
    expect(symbols).toMatchObject({ KES: 'KSh', USD: '$', EUR: '€', GBP: '£', UGX: 'USh', TZS: 'TSh', NGN: '₦', ZAR: 'R' });
  });

  it('has the rupee, the taka, the cedi, the birr, the dirham, the Egyptian pound and both CFA francs (issue 33)', () => {
    for (const code of ['INR', 'BDT', 'PKR', 'GHS', 'ETB', 'MAD', 'EGP', 'XOF', 'XAF']) {
      expect(CURRENCY_OPTIONS.some((option) => option.code === code), code).toBe(true);
    }
  });

  it('keeps a stored currency from outside the list as an extra option', () => {
    expect(currencyOptionsWith('KES')).toBe(CURRENCY_OPTIONS);
    const withOld = currencyOptionsWith('JPY');
    expect(withOld).toHaveLength(CURRENCY_OPTIONS.length + 1);
    expect(withOld.at(-1)).toMatchObject({ code: 'JPY', name: 'Japanese Yen' });
  });

  it('names currencies from the table in English', () => {
    expect(currencyName('UGX')).toBe('Ugandan Shilling');
    expect(currencyName('INR')).toBe('Indian Rupee');
    expect(currencyName('USDT')).toBe('Tether (USDT)');
  });
});
