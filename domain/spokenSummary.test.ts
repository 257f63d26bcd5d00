// The spoken summary sentence: the spec's currency names, the code for any other currency, and
// whole amounts said without their zero cents.
import { describe, expect, it } from 'vitest';
import { daySummarySentence, spokenCurrency } from './spokenSummary.ts';

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

describe('daySummarySentence in the user’s language', () => {
  it('speaks each of the 22 languages, with the amount and a currency name in it', async () => {
    const { LANGUAGE_CODES } = await import('./languages.ts');
    for (const language of LANGUAGE_CODES) {
      const sentence = daySummarySentence('500.00', 'KES', language);
      expect(sentence, language).toContain('500');
      expect(sentence, language).not.toMatch(/[{}]/);
      expect(daySummarySentence('0.00', 'KES', language), language).not.toContain('500');
    }
  });

  it('says Swahili and Hindi as their speakers would, with CLDR currency names', () => {
    expect(daySummarySentence('500.00', 'KES', 'sw')).toBe(`Leo umetumia 500 ${spokenCurrency('KES', 'sw')}.`);
    expect(spokenCurrency('KES', 'sw')).not.toBe('KES');
    expect(daySummarySentence('120.50', 'INR', 'hi')).toMatch(/^आज आपने 120\.50 .+ खर्च किए हैं।$/);
    expect(spokenCurrency('USDT', 'hi')).toBe('USDT');
  });
});
