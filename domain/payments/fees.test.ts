// Issue 23: a fee is read once however often its line repeats, and a fee larger than its payment
// is refused (the payment is kept), never summed into nonsense.
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '../languages.ts';
import { feeDescription, parsePaymentMessage, PROVIDERS } from './index.ts';

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

describe('a fee line in the person\'s language (issue 33, point 12)', () => {
  const message = 'SD41PL0MNB Confirmed. Ksh500.00 sent to JOHN KAMAU 0712345678 on 16/4/24 at 7:30 PM. New M-PESA balance is Ksh1,450.00. Transaction cost, Ksh7.00.';
  const feeOf = (language?: LanguageCode) => {
    const parsed = parsePaymentMessage(message, { ...options, ...(language === undefined ? {} : { language }) });
    return parsed.kind === 'payment' ? parsed.entries.find((entry) => entry.role === 'fee')?.description : undefined;
  };

  it('says it in English when no language is given, as before', () => {
    expect(feeOf()).toBe('M-Pesa transaction cost');
  });

  it('says it in Swahili, French and Hindi, the provider\'s name kept', () => {
    expect(feeOf('sw')).toBe('Gharama ya muamala ya M-Pesa');
    expect(feeDescription('orange-money', 'fr')).toBe('Frais Orange Money');
    expect(feeDescription('upi', 'hi')).toBe('बैंक शुल्क');
  });

  it.each(LANGUAGE_CODES.filter((code) => code !== 'en'))('has its own words in %s for every provider', (language) => {
    for (const provider of PROVIDERS) {
      const name = feeDescription(provider, language);
      expect(name, provider).not.toBe(feeDescription(provider, 'en'));
      expect(name.trim(), provider).not.toBe('');
    }
  });
});
