// The payee as the message writes it, cleaned of the phone numbers and masks providers append, and
// its category: payment-specific names first (tills, fuel brands, ride apps), then the shared rules.
import type { CategoryId } from '../categories.ts';
import type { LanguageCode } from '../languages.ts';
// The core categoriser: payees are read in English, whose lexicon is always in; the other languages'
// tables stay out of the import's chunk on the phone.
import { categorize } from '../parse/categorize.ts';

/** Payee words that settle the category before the general rules (which know spoken words, not brands). */
const PAYEE_WORDS: ReadonlyArray<readonly [CategoryId, readonly string[]]> = [
  ['bills', [
    'kplc', 'token', 'prepaid', 'postpaid', 'water', 'umeme', 'nwsc', 'ecg', 'luku', 'dawasa', 'electric(?:ity)?', 'power',
    'eskom', 'ekedc', 'aedc', 'airtime', 'data', 'bundles?', 'recharge', 'jio', 'airtel', 'safaricom', 'vodafone', 'bsnl',
    'mtn', 'ethio telecom', 'dstv', 'gotv', 'zuku', 'startimes', 'rent(?:als?)?', 'landlord', 'azam', 'tanesco', 'dawasa',
    'yaka', 'gwcl', 'ekedc', 'ikedc', 'ibedc', 'phed', 'kedco', 'eneo', 'senelec', 'woyofal', 'cie', 'sodeci', "sen'eau",
    'camwater', 'apspdcl', 'tsspdcl', 'bescom', 'msedcl', 'tneb', 'tangedco', 'cesc', 'school(?:pay)?', 'fees',
    'postpaid bill', 'facture', 'pharmac(?:y|ie)', 'chemist',
  ]],
  ['transport', [
    'taxi', 'uber', 'bolt', 'little', 'ola', 'rapido', 'ride', 'transport', 'shell', 'total(?:energies)?', 'rubis',
    'indian oil', 'iocl', 'hp petrol', 'hpcl', 'bharat petroleum', 'bpcl', 'petrol', 'fuel', 'filling station',
    'service station', 'bus', 'matatu', 'sacco', 'easy coach', 'modern coast', 'sgr', 'irctc', 'metro', 'boda', 'safeboda',
    'faras', 'yego', 'gapco', 'puma', 'oryx', 'yango', 'heetch', 'dmrc',
  ]],
  ['food', [
    'restaurant', 'cafe', 'coffee', 'java', 'kfc', 'pizza', 'chicken', 'burger', 'dominos', 'artcaffe', 'hotel', 'bakery',
    'butchery', 'eatery', 'canteen', 'kibanda', 'mama mboga', 'chai', 'tea', 'swiggy', 'zomato', 'glovo', 'jumia food',
    'chowdeck', 'blinkit', 'zepto', 'bigbasket', 'supermarket', 'shoppers', 'naivas', 'carrefour', 'quick ?mart',
    'shoprite', 'd ?mart', 'big bazaar', 'woolworths', 'pick n pay', 'checkers', 'cleanshelf', 'chandarana', 'tuskys',
    'spar', 'melcom', 'kaldis', 'tomoca', 'kitchen', 'kirana', 'auchan', 'reliance fresh', 'bakhresa', 'javas',
    'mama lishe', 'mama ntilie', 'bukka', 'boulangerie', 'p[âa]tisserie', 'coldstone', 'ice cream',
    // North Africa's and Egypt's supermarket chains.
    'marjane', 'aswak assalam', 'label.?vie', 'bim', 'hyper u', 'seoudi', 'kazyon', 'metro market', 'spinneys', 'hyperone', 'gourmet egypt',
  ]],
];

const PAYEE_CATEGORIES: ReadonlyArray<readonly [CategoryId, RegExp]> = PAYEE_WORDS.map(
  ([category, words]) => [category, new RegExp(`\\b(?:${words.join('|')})\\b`, 'i')],
);

/** Strips what follows a name in send-money messages: phone numbers, masked numbers, brackets. */
export function cleanPayee(raw: string): string {
  return raw
    .replace(/\s*\([^)]*\)\s*$/, '')
    .replace(/\/\+?\d{7,}$/, '')
    .replace(/\s+(?:\+?\d[\d*xX]{6,}|0\d{9})$/, '')
    .replace(/^(?:\+?\d[\d*xX]{6,}|0\d{9})\s+/, '')
    // A till or merchant number before the name: "merchant 601245 - Tomoca Coffee", "400700 - DAWASA".
    .replace(/^(?:merchant\s+(?:code\s+)?)?(?:\d{4,8}\s*(?:-\s*)?)?(?=\p{L})/iu, '')
    .replace(/\s+-\s+$/, '')
    .replace(/[\s.,;:-]+$/, '')
    .replace(/^[\s.,;:-]+/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** By payment-specific names, else as English, else (a French or Swahili message's payee) in `language`. */
export function payeeCategory(payee: string, amount: string, language: LanguageCode = 'en'): CategoryId {
  const found = PAYEE_CATEGORIES.find(([, pattern]) => pattern.test(payee));
  if (found !== undefined) return found[0];
  const english = categorize(payee, 'en', amount);
  return english !== 'other' || language === 'en' ? english : categorize(payee, language, amount);
}
