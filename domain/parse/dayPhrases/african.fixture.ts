// Day phrases in the ten African languages (and English): yesterday, the day before, weekdays with
// and without "last", phrases without a day word, and words that only look like one.
import { dayRows } from './row.ts';

export const ENGLISH_DAYS = dayRows('en', [
  ['yesterday bought lunch 250', 1, '250', 'Lunch'],
  ['bought lunch 250 yesterday', 1, '250', 'Lunch'],
  ['bought lunch yesterday 250', 1, '250', 'Lunch'],
  ['paid 300 for electricity the day before yesterday', 2, '300', 'Electricity'],
  ['day before yesterday bread 50', 2, '50', 'Bread'],
  ['on monday spent 200 on fuel', 3, '200', 'Fuel'],
  ['bought lunch 250 on saturday', 5, '250', 'Lunch'],
  ['last monday bread cost 50', 3, '50', 'Bread'],
  ['bought lunch 250 on thursday', 0, '250', 'Lunch'],
  ['last thursday paid 300 for electricity', 7, '300', 'Electricity'],
  ['bought lunch 250', null, '250', 'Lunch'],
  ['monday shop 200', null, '200', 'Monday shop'],
  ['sunday market vegetables 300', null, '300', 'Sunday market vegetables'],
]);

export const SWAHILI_DAYS = dayRows('sw', [
  ['jana nimenunua chakula 500', 1, '500', 'Chakula'],
  ['nimenunua chakula 500 jana', 1, '500', 'Chakula'],
  ['juzi nimelipa 300 kwa umeme', 2, '300', 'Umeme'],
  ['nauli 100 juzi', 2, '100', 'Nauli'],
  ['jumatatu nimenunua chakula 500', 3, '500', 'Chakula'],
  ['siku ya jumamosi nimelipa 300 kwa umeme', 5, '300', 'Umeme'],
  ['nauli 100 jumatatu iliyopita', 3, '100', 'Nauli'],
  ['alhamisi iliyopita nimenunua chakula 500', 7, '500', 'Chakula'],
  ['nimenunua chakula 500', null, '500', 'Chakula'],
  ['kesho nitalipa kodi 5000', null, '5000'],
]);

export const FRENCH_DAYS = dayRows('fr', [
  ["hier j'ai acheté du pain 500", 1, '500', 'Pain'],
  ["j'ai acheté du pain 500 hier", 1, '500', 'Pain'],
  ["avant-hier payé 300 pour l'électricité", 2, '300', 'Électricité'],
  ["lundi j'ai acheté du pain 500", 3, '500', 'Pain'],
  ['samedi dernier le taxi a coûté 1500 francs', 5, '1500', 'Taxi'],
  ["jeudi dernier j'ai acheté du pain 500", 7, '500', 'Pain'],
  ["j'ai acheté du pain 500", null, '500', 'Pain'],
  ['demain je paie le loyer 2500', null, '2500'],
]);

export const ARABIC_DAYS = dayRows('ar', [
  ['أمس اشتريت خبز 200', 1, '200', 'خبز'],
  ['اشتريت خبز 200 امس', 1, '200', 'خبز'],
  ['البارحة تاكسي ٥٠', 1, '50', 'تاكسي'],
  ['أول أمس دفعت 300 للكهرباء', 2, '300', 'الكهرباء'],
  ['يوم الاثنين اشتريت خبز 200', 3, '200', 'خبز'],
  ['اشتريت خبز 200 يوم السبت', 5, '200', 'خبز'],
  ['الخميس الماضي تاكسي ٥٠', 7, '50', 'تاكسي'],
  ['اشتريت خبز 200', null, '200', 'خبز'],
  ['غدا تاكسي 50', null, '50'],
  // Egyptian Arabic (issue 33, point 9): the day word is read and leaves the description.
  ['امبارح اشتريت خضار 150', 1, '150', 'خضار'],
  ['دفعت 300 للكهربا امبارح', 1, '300', 'الكهربا'],
  ['أول امبارح تاكسي 60', 2, '60', 'تاكسي'],
  ['يوم الحد اشتريت عيش 20', 4, '20', 'عيش'],
  ['مبارح ميكروباص 15', 1, '15', 'ميكروباص'],
]);

export const AMHARIC_DAYS = dayRows('am', [
  ['ትናንት ዳቦ በ50 ብር ገዛሁ', 1, '50', 'ዳቦ'],
  ['ታክሲ ፭፻ ትላንት', 1, '500', 'ታክሲ'],
  ['ከትናንት ወዲያ ለመብራት 300 ከፈልኩ', 2, '300', 'መብራት'],
  ['ሰኞ ዕለት ዳቦ በ50 ብር ገዛሁ', 3, '50', 'ዳቦ'],
  ['ባለፈው ቅዳሜ እንጀራ 40 ብር', 5, '40', 'እንጀራ'],
  ['ባለፈው ሐሙስ ታክሲ ፭፻', 7, '500', 'ታክሲ'],
  ['ዳቦ በ50 ብር ገዛሁ', null, '50', 'ዳቦ'],
  ['ነገ ታክሲ 100', null, '100'],
]);

export const HAUSA_DAYS = dayRows('ha', [
  ['jiya na sayi abinci naira dari biyar', 1, '500', 'Abinci'],
  ['kudin mota 200 jiya', 1, '200', 'Kudin mota'],
  ['shekaranjiya na biya kudin wuta 3000', 2, '3000', 'Kudin wuta'],
  ['ranar litinin na sayi abinci naira dari biyar', 3, '500', 'Abinci'],
  ['kudin mota 200 ranar asabar', 5, '200', 'Kudin mota'],
  ['alhamis da ta wuce kudin mota 200', 7, '200', 'Kudin mota'],
  ['kudin mota 200', null, '200', 'Kudin mota'],
  ['gobe zan biya kudin wuta 3000', null, '3000'],
]);

// Igbo is heard through Nigerian English, so English day words count as much as Igbo ones.
export const IGBO_DAYS = dayRows('ig', [
  ['nnyaahụ azụtara m nri 500', 1, '500', 'Nri'],
  ['okada 200 ụnyaahụ', 1, '200', 'Okada'],
  ['day before yesterday okada 200', 2, '200', 'Okada'],
  ['mọnde gara aga okada 200', 3, '200', 'Okada'],
  ['on saturday azụtara m nri 500', 5, '500', 'Nri'],
  ['azụtara m nri 500', null, '500', 'Nri'],
  ['echi okada 200', null, '200'],
]);

export const YORUBA_DAYS = dayRows('yo', [
  ['àná mo ra oúnjẹ 500', 1, '500', 'Oúnjẹ'],
  ['ọkọ̀ 200 lánàá', 1, '200', 'Ọkọ̀'],
  ['íjẹta mo san 300 fún iná', 2, '300', 'Iná'],
  ['ní ọjọ́ ajé mo ra oúnjẹ 500', 3, '500', 'Oúnjẹ'],
  ['ọjọ́bọ̀ tó kọjá ọkọ̀ 200', 7, '200', 'Ọkọ̀'],
  ['mo ra oúnjẹ 500', null, '500', 'Oúnjẹ'],
  ['ọ̀la ọkọ̀ 200', null, '200'],
]);

export const ZULU_DAYS = dayRows('zu', [
  ['izolo ngithenge ukudla R50', 1, '50', 'Ukudla'],
  ['itekisi R25 izolo', 1, '25', 'Itekisi'],
  ['kuthangi ngikhokhe 300 kugesi', 2, '300', 'Kugesi'],
  ['ngoMsombuluko ngithenge ukudla R50', 3, '50', 'Ukudla'],
  ['ngoMgqibelo isinkwa R18', 5, '18', 'Isinkwa'],
  ['ngoLwesine odlule itekisi R25', 7, '25', 'Itekisi'],
  ['ngithenge ukudla R50', null, '50', 'Ukudla'],
  ['kusasa itekisi R25', null, '25'],
]);

export const AFRIKAANS_DAYS = dayRows('af', [
  ['ek het gister brood vir R20 gekoop', 1, '20', 'Brood'],
  ['taxi kos R15 gister', 1, '15', 'Taxi'],
  ['eergister het ek R500 vir elektrisiteit betaal', 2, '500', 'Elektrisiteit'],
  ['op Maandag taxi kos R15', 3, '15', 'Taxi'],
  ['laas Saterdag huur R6 500', 5, '6500', 'Huur'],
  ['verlede Donderdag taxi kos R15', 7, '15', 'Taxi'],
  ['ek het brood vir R20 gekoop', null, '20', 'Brood'],
  ['môre huur R6 500', null, '6500'],
]);
