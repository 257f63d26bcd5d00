import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../languages.ts';
import { readSpokenNumber } from './registry.ts';

const SPOKEN: ReadonlyArray<readonly [LanguageCode, string, string]> = [
  ['en', 'five hundred', '500'], ['en', 'two thousand five hundred', '2500'], ['en', 'one and a half thousand', '1500'],
  ['en', 'twenty five hundred', '2500'], ['en', 'a hundred', '100'], ['en', 'one hundred and fifty', '150'],
  ['en', 'forty-five', '45'], ['en', '2 lakh 50 thousand', '250000'], ['en', '1.5 lakh', '150000'], ['en', 'five grand', '5000'],
  ['sw', 'mia tano', '500'], ['sw', 'elfu mbili na mia tano', '2500'], ['sw', 'elfu moja mia tano', '1500'],
  ['sw', 'laki moja', '100000'], ['sw', 'elfu ishirini na tano', '25000'], ['sw', 'mia moja na hamsini', '150'],
  ['sw', 'elfu moja na nusu', '1500'], ['sw', 'kumi na tano', '15'], ['sw', 'elfu 2', '2000'], ['sw', 'ishirini', '20'],
  ['sw', 'elfu kumi na mia tano', '10500'], ['sw', '2 elfu', '2000'], ['sw', '2 elfu na mia 5', '2500'], ['ha', '5 dubu', '5000'],
  ['hi', 'पाँच सौ', '500'], ['hi', 'पांच सौ', '500'], ['hi', 'डेढ़ सौ', '150'], ['hi', 'ढाई हज़ार', '2500'],
  ['hi', 'सवा सौ', '125'], ['hi', 'साढ़े तीन सौ', '350'], ['hi', 'पौने दो सौ', '175'], ['hi', 'दो हजार', '2000'],
  ['hi', 'एक लाख', '100000'], ['hi', 'ek hazaar paanch sau', '1500'], ['hi', 'dedh lakh', '150000'], ['hi', 'do sau', '200'],
  ['ur', 'پانچ سو', '500'], ['ur', 'دو ہزار', '2000'], ['ur', 'ڈیڑھ لاکھ', '150000'], ['ur', 'سوا سو', '125'],
  ['fr', 'cinq cents', '500'], ['fr', 'deux mille cinq cents', '2500'], ['fr', 'mille', '1000'], ['fr', 'quatre-vingt-dix', '90'],
  ['fr', 'soixante-douze', '72'], ['fr', 'vingt et un', '21'], ['fr', 'quatre vingt quinze', '95'], ['fr', 'cent cinquante', '150'],
  ['ar', 'خمسمائة', '500'], ['ar', 'ألف', '1000'], ['ar', 'ألفين', '2000'], ['ar', 'مئة', '100'], ['ar', 'مائة', '100'],
  ['ar', 'عشرة', '10'], ['ar', 'ألف وخمسمائة', '1500'], ['ar', 'خمسة وعشرون', '25'], ['ar', 'ثلاثة آلاف', '3000'],
  ['ar', 'خمس مائة', '500'], ['ar', 'خمسة عشر', '15'],
  ['af', 'vyfhonderd', '500'], ['af', 'duisend', '1000'], ['af', 'tweeduisend vyfhonderd', '2500'], ['af', 'vyf-en-twintig', '25'],
  ['af', 'vyfentwintig', '25'], ['af', 'honderd', '100'],
  ['am', 'መቶ', '100'], ['am', 'ሺህ', '1000'], ['am', 'አምስት መቶ', '500'], ['am', 'ሁለት ሺህ አምስት መቶ', '2500'], ['am', 'አስራ አምስት', '15'],
  ['ha', 'dari', '100'], ['ha', 'dubu', '1000'], ['ha', 'dari biyar', '500'], ['ha', 'ɗari biyar', '500'],
  ['ha', 'dubu biyu da dari biyar', '2500'], ['ha', 'goma sha biyar', '15'], ['ha', 'dubu daya da rabi', '1500'],
  ['zu', 'ikhulu', '100'], ['zu', 'inkulungwane', '1000'], ['zu', 'amakhulu amahlanu', '500'], ['zu', 'izinkulungwane ezimbili', '2000'],
  ['yo', 'ẹgbẹ̀rún méjì', '2000'], ['yo', 'ẹẹdẹgbẹta', '500'], ['yo', 'ọgọ́rùn', '100'],
  ['ig', 'narị ise', '500'], ['ig', 'puku abụọ na narị ise', '2500'], ['ig', 'iri abụọ', '20'],
  // A smaller multiplier as the coefficient: ten thousand, fifty thousand, five hundred thousand.
  ['ig', 'puku iri', '10000'], ['ig', 'puku iri ise', '50000'], ['sw', 'elfu mia tano', '500000'], ['ha', 'dubu dari', '100000'],
  ['bn', 'পাঁচশো', '500'], ['bn', 'দুই হাজার', '2000'], ['mr', 'पाचशे', '500'], ['gu', 'પાંચસો', '500'], ['pa', 'ਪੰਜ ਸੌ', '500'],
  ['ta', 'ஐந்நூறு', '500'], ['ta', 'இரண்டு ஆயிரம்', '2000'], ['te', 'ఐదు వందలు', '500'], ['kn', 'ಐನೂರು', '500'],
  ['ml', 'അഞ്ഞൂറ്', '500'], ['or', 'ପାଞ୍ଚ ଶହ', '500'], ['as', 'পাঁচশ', '500'], ['kn', 'ಎರಡು ಸಾವಿರ', '2000'],
  // Sandhi: the joined forms and their parts, spaced.
  ['ta', 'இருநூற்றைம்பது', '250'], ['ta', 'ஆயிரத்து இருநூறு', '1200'], ['ta', 'இரண்டாயிரத்து ஐந்நூறு', '2500'],
  ['ta', 'பதினைந்தாயிரம்', '15000'], ['ta', 'அறுபத்தைந்து', '65'], ['ta', 'ஒரு லட்சத்து இருபத்தைந்தாயிரம்', '125000'], ['ml', 'ഒരു ലക്ഷം', '100000'],
  ['ml', 'ഇരുനൂറ്റമ്പത്', '250'], ['ml', 'ആയിരത്തി ഇരുനൂറ്', '1200'], ['ml', 'രണ്ടായിരത്തി അഞ്ഞൂറ്', '2500'],
  ['kn', 'ನೂರೈವತ್ತು', '150'], ['kn', 'ಹದಿನೈದು ಸಾವಿರ', '15000'], ['kn', 'ಸಾವಿರದ ಇನ್ನೂರು', '1200'],
  ['te', 'నూటయాభై', '150'], ['te', 'రెండువందల యాభై', '250'], ['te', 'పదిహేను వేలు', '15000'],
  // Case endings, fractions and Bantu prefixes.
  ['mr', 'पंधरा हजाराचा', '15000'], ['mr', 'सव्वाशे', '125'], ['mr', 'साडेतीन हजार', '3500'], ['gu', 'બે લાખનો', '200000'],
  ['gu', 'સાડા ત્રણ હજાર', '3500'], ['gu', 'પોણા બસો', '175'], ['bn', 'দেড় হাজারের', '1500'], ['bn', 'সাড়ে তিনশো', '350'], ['pa', 'ਸਵਾ ਸੌ', '125'],
  ['zu', 'ngamakhulu amabili', '200'], ['zu', 'ngekhulu', '100'], ['zu', 'ngamashumi amathathu', '30'],
];

describe('readSpokenNumber', () => {
  it.each(SPOKEN)('in %s reads "%s" as %s', (language, phrase, value) => {
    expect(readSpokenNumber(phrase, language)).toBe(value);
  });

  it('reads English number words in every language, since people mix', () => {
    expect(readSpokenNumber('two thousand', 'sw')).toBe('2000');
    expect(readSpokenNumber('five hundred', 'hi')).toBe('500');
  });

  it.each([
    ['en', 'one'], ['fr', 'un'], ['hi', 'ek'], ['en', 'hello'], ['en', 'five bread'], ['en', 'hundred hundred'],
    ['en', 'thousand lakh'], ['sw', 'na'], ['en', 'and'], ['mr', 'साठी'],
  ] as const)('in %s does not read "%s" as a single number', (language, phrase) => {
    expect(readSpokenNumber(phrase, language)).toBeUndefined();
  });
});
