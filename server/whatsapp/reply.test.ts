// The channel's words in the 22 languages and how replies are put together: buttons WhatsApp takes,
// templates whose placeholders are filled, amounts with their currency and days in the person's words.
import { describe, expect, it } from 'vitest';
import { CATEGORY_IDS } from '../../domain/categories.ts';
import { LANGUAGE_CODES } from '../../domain/languages.ts';
import { fill, formatAmount, formatDay, recordedReply } from './reply.ts';
import { WORDS } from './words/index.ts';

const PLACEHOLDERS: Readonly<Record<string, readonly string[]>> = {
  savingFor: ['goal'], lentTo: ['person'], borrowedFrom: ['person'], todayTotal: ['amount'], undoHint: ['undo'], undone: ['what'],
  weekTotal: ['amount'], ask: ['today', 'week'], noAmount: ['example'], noPerson: ['example'], voiceNote: ['example'],
  notText: ['example'], notRecorded: ['example'], limit: ['limit', 'minutes'], stranger: ['url'],
};

describe('the words of the 22 languages', () => {
  it.each(LANGUAGE_CODES)('%s: every text is there, with exactly its placeholders; the Undo button fits WhatsApp', (language) => {
    const words = WORDS[language];
    expect(Array.from(words.undo).length).toBeLessThanOrEqual(20);
    for (const [key, value] of Object.entries(words)) {
      if (typeof value !== 'string') continue;
      expect(value.trim(), `${language}.${key}`).not.toBe('');
      const found = [...new Set([...value.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort();
      expect(found, `${language}.${key}`).toEqual([...(PLACEHOLDERS[key] ?? [])].sort());
    }
    for (const category of CATEGORY_IDS) expect(words.categories[category].trim(), `${language}.${category}`).not.toBe('');
  });

  it('speaks each language in its own words, not English copies', () => {
    for (const language of LANGUAGE_CODES.filter((code) => code !== 'en')) {
      expect(WORDS[language].recorded, language).not.toBe(WORDS.en.recorded);
      expect(WORDS[language].voiceNote, language).not.toBe(WORDS.en.voiceNote);
    }
  });
});

describe('replies', () => {
  it('fills the placeholders it has values for and leaves the rest', () => {
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('shows an amount with its currency code, grouped as the language groups it', () => {
    expect(formatAmount('1500', 'KES', 'en')).toBe('KES\u00a01,500.00');
    expect(formatAmount('100000', 'INR', 'en')).toBe('INR\u00a01,00,000.00');
    expect(formatAmount('5000', 'UGX', 'en')).toBe('UGX\u00a05,000');
    expect(formatAmount('3.85', 'USDT', 'en')).toBe('USDT\u00a03.85');
    expect(formatAmount('1500', 'EUR', 'fr')).toBe('EUR\u00a01\u202f500,00');
    // Inside Arabic and Urdu sentences the amount keeps left to right.
    expect(formatAmount('20', 'EGP', 'ar')).toMatch(/^\u2066EGP\u00a0.+\u2069$/);
  });

  it('says the day as the person would: today, yesterday, else the date', () => {
    expect(formatDay('2026-03-12', '2026-03-12', 'sw')).toBe('leo');
    expect(formatDay('2026-03-11', '2026-03-12', 'sw')).toBe('jana');
    expect(formatDay('2026-03-11', '2026-03-12', 'hi')).toBe('कल');
    expect(formatDay('2026-03-09', '2026-03-12', 'en')).toBe('Monday, March 9');
  });

  it('tells what was recorded — description, amount, category, day — with today’s total and an Undo button', () => {
    const reply = recordedReply(
      'wamid.1',
      { kind: 'expense', id: '00000000-0000-4000-8000-000000000001', description: 'Chakula', amount: '500.00', currency: 'KES', category: 'food', day: '2026-03-11' },
      { today: '2026-03-12', total: { amount: '700.00', currency: 'KES' } },
      'sw',
    );
    expect(reply.text).toBe('✅ Imerekodiwa: Chakula — KES\u00a0500.00\n🍚 Chakula · jana\nJumla ya leo: KES\u00a0700.00\nSi sahihi? Gusa Tendua au tuma "Tendua".');
    expect(reply.buttons).toEqual([{ id: 'undo:wamid.1', title: 'Tendua' }]);
  });
});
