// Hausa, Yoruba and Igbo phrases, with and without tone marks, naira marks and number words that put
// the multiplier first (dari biyar, ẹgbẹ̀rún méjì, narị ise).
import { rows } from './row.ts';

export const HAUSA_PHRASES = rows('ha', [
  ['na sayi abinci naira dari biyar', '500', 'Abinci', 'food', 'NGN'],
  ['na biya kudin wuta 3000', '3000', 'Kudin wuta', 'bills'],
  ['kudin mota 200', '200', 'Kudin mota', 'transport'],
  ['na sayi shinkafa ₦25,000', '25000', 'Shinkafa', 'food', 'NGN'],
  ['napep 150', '150', 'Napep', 'transport'],
  ['na kashe 5000 a kan kayan shago', '5000', 'Kayan shago', 'business'],
  ['ruwa dari', '100', 'Ruwa', 'bills'],
  ['kati 200', '200', 'Kati', 'bills'],
  ['na sayi nama dubu biyu', '2000', 'Nama', 'food'],
  ['fetur dubu goma', '10000', 'Fetur', 'transport'],
  ['na biya haya dubu hamsin', '50000', 'Haya', 'bills'],
  ['burodi 500', '500', 'Burodi', 'food'],
  ['kuɗin makaranta 15k', '15000', 'Kuɗin makaranta', 'bills'],
  ['acaba N300', '300', 'Acaba', 'transport', 'NGN'],
]);

export const YORUBA_PHRASES = rows('yo', [
  ['mo ra oúnjẹ 500', '500', 'Oúnjẹ', 'food'],
  ['mo san 300 fún iná', '300', 'Iná', 'bills'],
  ['ọkọ̀ 200', '200', 'Ọkọ̀', 'transport'],
  ['mo ra ìrẹsì ẹgbẹ̀rún méjì', '2000', 'Ìrẹsì', 'food'],
  ['owó iná 1500', '1500', 'Owó iná', 'bills'],
  ['danfo 300 naira', '300', 'Danfo', 'transport', 'NGN'],
  ['mo ra ọjà 5000', '5000', 'Ọjà', 'business'],
  ['kaadi 200', '200', 'Kaadi', 'bills'],
  ['mo na 1000 lórí epo', '1000', 'Epo', 'transport'],
  ['búrẹ́dì 400', '400', 'Búrẹ́dì', 'food'],
  ['keke ẹẹdẹgbẹta', '500', 'Keke', 'transport'],
  ['ounje 700 naira', '700', 'Ounje', 'food', 'NGN'],
]);

export const IGBO_PHRASES = rows('ig', [
  ['azụtara m nri 500', '500', 'Nri', 'food'],
  ['akwụrụ m 300 maka ọkụ', '300', 'Ọkụ', 'bills'],
  ['okada 200', '200', 'Okada', 'transport'],
  ['azụtara m osikapa puku abụọ', '2000', 'Osikapa', 'food'],
  ['keke narị ise', '500', 'Keke', 'transport'],
  ['ego ụlọ 20000', '20000', 'Ego ụlọ', 'bills'],
  ['ngwa ahịa 15000', '15000', 'Ngwa ahịa', 'business'],
  ['mmiri 100', '100', 'Mmiri', 'bills'],
  ['m jiri 400 zụta anụ', '400', 'Anụ', 'food'],
  ['kaadi 200 naira', '200', 'Kaadi', 'bills', 'NGN'],
  ['ụgbọ ala 350', '350', 'Ụgbọ ala', 'transport'],
]);
