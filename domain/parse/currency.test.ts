// The currency a phrase names, across the languages: signs, codes, words and their inflections,
// and the marks that do not say which currency (shillings, /=, R in an Indian-language phrase).
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../languages.ts';
import { parseExpense } from './expense.ts';

const NAMED: ReadonlyArray<readonly [LanguageCode, string, string, string]> = [
  // [language, phrase, amount, currency]
  ['en', 'KSh 500 lunch', '500', 'KES'],
  ['en', 'lunch 500 KES', '500', 'KES'],
  ['en', 'matatu 100 bob', '100', 'KES'],
  ['en', 'paid 2,999 Kenya shillings for internet', '2999', 'KES'],
  ['en', 'bought airtime kshs 250', '250', 'KES'],
  ['en', 'bread ₦2,000', '2000', 'NGN'],
  ['en', 'fuel 5000 naira', '5000', 'NGN'],
  ['en', 'taxi N1500', '1500', 'NGN'],
  ['en', 'paid 300 NGN for data', '300', 'NGN'],
  ['en', 'coffee $3.50', '3.5', 'USD'],
  ['en', 'spent 20 dollars on books', '20', 'USD'],
  ['en', 'hotel 120 USD', '120', 'USD'],
  ['en', 'train €12.50', '12.5', 'EUR'],
  ['en', 'museum 15 euros', '15', 'EUR'],
  ['en', 'bus £4', '4', 'GBP'],
  ['en', 'rent 900 GBP', '900', 'GBP'],
  ['en', 'Investment 2000 USDT', '2000', 'USDT'],
  ['en', 'sent 50 usdt to wallet', '50', 'USDT'],
  ['en', 'boda USh 3000', '3000', 'UGX'],
  ['en', 'chapati 2000 ugx', '2000', 'UGX'],
  ['en', 'dala dala TSh 500', '500', 'TZS'],
  ['en', 'soda 1000 tzs', '1000', 'TZS'],
  ['en', 'groceries R350', '350', 'ZAR'],
  ['en', 'petrol 400 rand', '400', 'ZAR'],
  ['en', 'waakye GH₵ 20', '20', 'GHS'],
  ['en', 'kenkey 15 cedis', '15', 'GHS'],
  ['en', 'injera 80 birr', '80', 'ETB'],
  ['en', 'couscous 60 dirhams', '60', 'MAD'],
  ['en', 'koshari 40 EGP', '40', 'EGP'],
  ['en', 'rickshaw ₹80', '80', 'INR'],
  ['en', 'auto Rs. 120', '120', 'INR'],
  ['en', 'lunch 150 rupees', '150', 'INR'],
  ['en', 'paid 100 Indian rupees for tea', '100', 'INR'],
  ['en', 'biryani 450 PKR', '450', 'PKR'],
  ['en', 'fish ৳300', '300', 'BDT'],
  ['en', 'rice 500 BDT', '500', 'BDT'],
  ['sw', 'nimenunua chakula KSh 500', '500', 'KES'],
  ['sw', 'nauli 100 bob', '100', 'KES'],
  ['sw', 'nimelipa 2000 ugx kwa umeme', '2000', 'UGX'],
  ['fr', "j'ai acheté du pain 2 €", '2', 'EUR'],
  ['fr', 'taxi 10 euros', '10', 'EUR'],
  ['fr', 'taxi 2000 XOF', '2000', 'XOF'],
  ['fr', 'pain 500 xaf', '500', 'XAF'],
  ['fr', 'café 5 dollars', '5', 'USD'],
  ['ar', 'اشتريت خبز 20 جنيه', '20', 'EGP'],
  ['ar', 'تاكسي 50 درهم', '50', 'MAD'],
  ['ar', 'قهوة 3 دولار', '3', 'USD'],
  ['ar', 'كتاب 10 يورو', '10', 'EUR'],
  ['am', 'ዳቦ በ50 ብር ገዛሁ', '50', 'ETB'],
  ['am', 'ታክሲ 20 ዶላር', '20', 'USD'],
  ['ha', 'na sayi abinci naira 500', '500', 'NGN'],
  ['ig', 'azụtara m nri ₦800', '800', 'NGN'],
  ['yo', 'mo ra oúnjẹ 1000 naira', '1000', 'NGN'],
  ['zu', 'ngithenge ukudla R50', '50', 'ZAR'],
  ['af', 'kos R120', '120', 'ZAR'],
  ['af', 'brood 25 rand', '25', 'ZAR'],
  ['hi', 'सब्ज़ी 200 रुपये', '200', 'INR'],
  ['hi', 'ऑटो ₹120', '120', 'INR'],
  ['mr', 'चहा 20 रुपये', '20', 'INR'],
  ['gu', 'ચા 30 રૂપિયા', '30', 'INR'],
  ['pa', 'ਚਾਹ 20 ਰੁਪਏ', '20', 'INR'],
  ['ta', 'ஆட்டோ 90 ரூபாய்', '90', 'INR'],
  ['te', 'టీ 15 రూపాయలు', '15', 'INR'],
  ['kn', 'ಊಟ 100 ರೂಪಾಯಿ', '100', 'INR'],
  ['ml', 'ചായ 15 രൂപ', '15', 'INR'],
  ['ur', 'چائے 30 روپے', '30', 'INR'],
  ['bn', 'মাছ ৳250', '250', 'BDT'],
  ['or', 'ଚା 10 ₹', '10', 'INR'],
  ['as', 'চাহ ₹20', '20', 'INR'],
];

describe('the currency a phrase names', () => {
  it('has a table of at least 60 phrases', () => {
    expect(NAMED.length).toBeGreaterThanOrEqual(60);
  });

  it.each(NAMED)('[%s] %s → %s %s', (language, phrase, amount, currency) => {
    const parsed = parseExpense(phrase, language);
    expect({ amount: parsed.amount, currency: parsed.currency }).toEqual({ amount, currency });
  });
});

describe('marks that do not say which currency', () => {
  it.each([
    ['en', 'parking 100/='],
    ['sw', 'nimelipa ada 15,000/='],
    ['en', 'fare 200 shillings'],
    ['bn', 'মাছ 1200 টাকা'],
    ['fr', 'pain 500 FCFA'],
    // An Indian-language phrase's R may be a rupee shorthand as well as a rand.
    ['hi', 'चाय R20'],
    ['ta', 'டீ R15'],
  ] satisfies ReadonlyArray<readonly [LanguageCode, string]>)('[%s] %s names none: the user\'s currency applies', (language, phrase) => {
    expect(parseExpense(phrase, language).currency).toBeUndefined();
  });

  it('reads $ as the US dollar: the only dollar Sauti holds', () => {
    expect(parseExpense('data $5', 'en').currency).toBe('USD');
    expect(parseExpense('ऑटो $2', 'hi').currency).toBe('USD');
  });

  it('names none when two marks disagree', () => {
    expect(parseExpense('lunch $5 or KSh 600', 'en').currency).toBeUndefined();
  });

  it('keeps an R that starts a word as a word', () => {
    expect(parseExpense('Rent 500', 'en')).toMatchObject({ amount: '500', description: 'Rent' });
    expect(parseExpense('Rent 500', 'en').currency).toBeUndefined();
  });
});
