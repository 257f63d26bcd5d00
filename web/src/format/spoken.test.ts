// The spoken summary sentence: the spec's currency names, the code for any other currency, and
// whole amounts said without their zero cents.
import { describe, expect, it } from 'vitest';
import { daySummarySentence, spokenCurrency } from './spoken.ts';

describe('daySummarySentence', () => {
  it.each([
    ['KES', 'Kenyan shillings'],
    ['NGN', 'Nigerian naira'],
    ['INR', 'Indian rupees'],
    ['USD', 'US dollars'],
    ['EUR', 'euros'],
    ['GBP', 'British pounds'],
    ['UGX', 'UGX'],
  ])('names %s as %s', (code, name) => {
    expect(spokenCurrency(code)).toBe(name);
  });

  it('says the total', () => {
    expect(daySummarySentence('500.00', 'KES')).toBe('Today you have spent 500 Kenyan shillings.');
    expect(daySummarySentence('120.50', 'INR')).toBe('Today you have spent 120.50 Indian rupees.');
  });

  it('says so when nothing was recorded', () => {
    expect(daySummarySentence('0.00', 'KES')).toBe('You have not recorded any expenses today.');
  });
});
