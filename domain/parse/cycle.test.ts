// Issue 33, point 6: a bill said to the mic with how often it comes back is a recurring bill with its
// cycle, in every language; the cycle's words leave the description. Without them, nothing recurs.
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '../languages.ts';
import type { Cycle } from '../recurrence.ts';
import { parseExpense } from './expense.ts';

type Row = readonly [language: LanguageCode, text: string, amount: string, cycle: Cycle];

const BILLS: readonly Row[] = [
  ['en', 'rent 15000 every month', '15000', 'monthly'], ['en', 'DSTV 2500 monthly', '2500', 'monthly'],
  ['en', 'school fees 30000 every year', '30000', 'yearly'],
  ['sw', 'kodi ya nyumba kila mwezi 8000', '8000', 'monthly'], ['sw', 'bando elfu moja kila wiki', '1000', 'weekly'],
  ['sw', 'karo ya shule kila mwaka elfu ishirini', '20000', 'yearly'],
  ['fr', 'loyer 50 000 chaque mois', '50000', 'monthly'], ['fr', 'abonnement canal plus 10000 par mois', '10000', 'monthly'],
  ['ar', 'الإيجار كل شهر 3000', '3000', 'monthly'], ['ar', 'باقة النت 100 كل أسبوع', '100', 'weekly'],
  ['am', 'የቤት ኪራይ በየወሩ 5000', '5000', 'monthly'], ['am', 'የኢንተርኔት ክፍያ በየሳምንቱ 100', '100', 'weekly'],
  ['ha', 'kudin haya kowane wata dubu goma', '10000', 'monthly'], ['ha', 'kudin makaranta kowace shekara dubu hamsin', '50000', 'yearly'],
  ['ig', 'ụgwọ ụlọ kwa ọnwa puku iri', '10000', 'monthly'], ['ig', 'ụgwọ mmiri kwa izu narị ise', '500', 'weekly'],
  ['yo', 'owó ilé lóṣooṣù 20000', '20000', 'monthly'], ['yo', 'owo ile-iwe lodoodun 50000', '50000', 'yearly'],
  ['zu', 'irenti R3500 nyanga zonke', '3500', 'monthly'], ['zu', 'idatha R99 isonto nesonto', '99', 'weekly'],
  ['af', 'huur R5000 elke maand', '5000', 'monthly'], ['af', 'water en ligte R650 maandeliks', '650', 'monthly'],
  ['kn', 'ಮನೆ ಬಾಡಿಗೆ ಪ್ರತಿ ತಿಂಗಳು 9000', '9000', 'monthly'], ['kn', 'ವೈಫೈ ಬಿಲ್ ತಿಂಗಳಿಗೆ 799', '799', 'monthly'],
  ['gu', 'ઘરભાડું દર મહિને 8000', '8000', 'monthly'], ['gu', 'સ્કૂલ ફી દર વર્ષે 24000', '24000', 'yearly'],
  ['hi', 'हर महीने मकान का किराया 8000', '8000', 'monthly'], ['hi', 'बिजली का बिल हर महीने 1200', '1200', 'monthly'],
  ['hi', 'स्कूल फीस सालाना 30000', '30000', 'yearly'],
  ['ta', 'வீட்டு வாடகை மாதா மாதம் 9000', '9000', 'monthly'], ['ta', 'கரண்ட் பில் ஒவ்வொரு மாதமும் 1200', '1200', 'monthly'],
  ['mr', 'घरभाडे दर महिन्याला 7000', '7000', 'monthly'], ['mr', 'शाळेची फी दरवर्षी 20000', '20000', 'yearly'],
  ['ml', 'വീട്ടു വാടക എല്ലാ മാസവും 8000', '8000', 'monthly'], ['ml', 'കറന്റ് ബിൽ പ്രതിമാസം 900', '900', 'monthly'],
  ['or', 'ଘର ଭଡ଼ା ପ୍ରତି ମାସ 6000', '6000', 'monthly'], ['or', 'ghara bhada every month 6000', '6000', 'monthly'],
  ['te', 'ఇంటి అద్దె ప్రతి నెల 9000', '9000', 'monthly'], ['te', 'స్కూల్ ఫీజు సంవత్సరానికి 25000', '25000', 'yearly'],
  ['bn', 'বাড়ি ভাড়া প্রতি মাসে ৮০০০', '8000', 'monthly'], ['bn', 'কারেন্টের বিল মাসিক ৯০০', '900', 'monthly'],
  ['pa', 'ਮਕਾਨ ਦਾ ਕਿਰਾਇਆ ਹਰ ਮਹੀਨੇ 8000', '8000', 'monthly'], ['pa', 'ਬਿਜਲੀ ਦਾ ਬਿੱਲ ਹਰ ਮਹੀਨੇ 1200', '1200', 'monthly'],
  ['as', 'ঘৰ ভাড়া প্ৰতি মাহে ৫০০০', '5000', 'monthly'], ['as', 'ৰিচাৰ্জ প্ৰতি সপ্তাহে ১০০', '100', 'weekly'],
  ['ur', 'مکان کا کرایہ ہر مہینے 15000', '15000', 'monthly'], ['ur', 'انٹرنیٹ کا بل ماہانہ 2000', '2000', 'monthly'],
];

describe('a recurring bill said to the mic', () => {
  it('has rows in all 22 languages', () => {
    for (const language of LANGUAGE_CODES) expect(BILLS.filter(([code]) => code === language).length, language).toBeGreaterThanOrEqual(2);
  });

  it.each(BILLS)('%s: "%s" is a bill of %s, %s', (language, text, amount, cycle) => {
    const parsed = parseExpense(text, language);
    expect({ amount: parsed.amount, category: parsed.category, recurring: parsed.recurring }).toEqual({ amount, category: 'bills', recurring: { cycle } });
  });

  it('leaves the cycle out of the description', () => {
    expect(parseExpense('kodi ya nyumba kila mwezi 8000', 'sw').description).toBe('Kodi ya nyumba');
    expect(parseExpense('rent 15000 every month', 'en').description).toBe('Rent');
    expect(parseExpense('हर महीने मकान का किराया 8000', 'hi').description).toBe('मकान का किराया');
  });

  it('says nothing recurs when the phrase names no cycle', () => {
    for (const [text, language] of [['kodi ya mwezi huu 8000', 'sw'], ['महीने का राशन 2000', 'hi'], ['lunch at 8 pm 300', 'en'], ['rent 15000', 'en']] as const) {
      expect(parseExpense(text, language).recurring, text).toBeUndefined();
    }
  });
});
