// A second held-out table of expenses in another language than the setting, written after the parser
// learnt to read other languages and read once: its reading is reported, never fitted.
import { type MixedRow, mixed } from './row.ts';

export const MIXED_SECOND: readonly MixedRow[] = [
  // A Mombasa shopkeeper with an English phone types Swahili.
  ...mixed('en', 'sw', [
    ['chai na mandazi 150', '150', 'food'],
    ['teksi kwenda uwanja wa ndege 2,500', '2500', 'transport'],
    ['nimenunua gesi ya kupikia 3k', '3000', 'bills'],
    ['ushuru wa soko 50', '50', 'business'],
    ['nimempa Akinyi 1000 kwa harusi yake', '1000', 'other'],
    ['dawa ya kikohozi 350', '350', 'other'],
  ]),
  // A Delhi household with an English phone types Hindi in Devanagari.
  ...mixed('en', 'hi', [
    ['सब्ज़ी ली 120', '120', 'food'],
    ['ऑटो वाले को 80 दिए', '80', 'transport'],
    ['बिजली का बिल 1,450 भरा', '1450', 'bills'],
    ['दुकान के लिए माल खरीदा 6000', '6000', 'business'],
    ['डॉक्टर की फीस 500', '500', 'other'],
    ['दूधवाले का हिसाब 900', '900', 'food'],
  ]),
  // The same, typed as romanised Hinglish.
  ...mixed('en', 'hi', [
    ['petrol dalwaya bike me 300', '300', 'transport'],
    ['ghar ka kiraya 12k diya', '12000', 'bills'],
    ['Ramesh ki shaadi me shagun 1100', '1100', 'other'],
    ['dukaan ke helper ko 2500 salary', '2500', 'business'],
    ['samosa aur chai 60', '60', 'food'],
    ['wifi ka bill 799', '799', 'bills'],
  ]),
  // An Onitsha trader with an English phone types Igbo.
  ...mixed('en', 'ig', [
    ['m zụtara ji na ede 1,800', '1800', 'food'],
    ['m kwụrụ keke 200', '200', 'transport'],
    ['ụgwọ ụlọ 25000', '25000', 'bills'],
    ['m zụtara ọgwụ 1500', '1500', 'other'],
    ['m nyere Chidi 2000 maka olili ozu nne ya', '2000', 'other'],
    ['m zụtara ngwa ahịa maka ụlọ ahịa m 8000', '8000', 'business'],
  ]),
  // An Ibadan mother with an English phone types Yoruba, sometimes without tone marks.
  ...mixed('en', 'yo', [
    ['mo ra ẹ̀wà àti dodo 700', '700', 'food'],
    ['owo okada 300', '300', 'transport'],
    ['mo san owó ilé ìwé 20000', '20000', 'bills'],
    ['mo ra káàdì MTN 500', '500', 'bills'],
    ['mo ra aṣọ fún ọmọ mi 4,500', '4500', 'other'],
    ['mo ra ọjà fún ṣọ́ọ̀bù 15k', '15000', 'business'],
  ]),
  // A Kaduna trader with an English phone speaks Hausa.
  ...mixed('en', 'ha', [
    ['na sayi shinkafa da wake 1,200', '1200', 'food'],
    ['kudin mota zuwa Kano dubu biyu da dari biyar', '2500', 'transport'],
    ['kudin wutar lantarki 3000', '3000', 'bills'],
    ['kudin rumfa a kasuwa 500', '500', 'business'],
    ['na ba Musa 5000 na bikin aurensa', '5000', 'other'],
    ['na sayi katin waya 200', '200', 'bills'],
  ]),
  // A Durban spaza owner with an English phone types Zulu.
  ...mixed('en', 'zu', [
    ['ngithenge isinkwa nobisi 45', '45', 'food'],
    ['imali yetekisi 30', '30', 'transport'],
    ['ngithenge ugesi 350', '350', 'bills'],
    ['umnikelo esontweni 100', '100', 'other'],
    ['ngithenge izimpahla zesitolo 2,000', '2000', 'business'],
    ['ngithenge izicathulo 650', '650', 'other'],
  ]),
  // A Hyderabad family with an English phone types Telugu.
  ...mixed('en', 'te', [
    ['కూరగాయలు కొన్నాను 150', '150', 'food'],
    ['ఆటోకి 60 ఇచ్చాను', '60', 'transport'],
    ['ఇంటి అద్దె 9000 కట్టాను', '9000', 'bills'],
    ['మందులు 340', '340', 'other'],
    ['షాపు కోసం సరుకు తెచ్చాను 7,500', '7500', 'business'],
    ['పెళ్లికి చదివింపులు 1,116', '1116', 'other'],
  ]),
  // A Kochi shop owner with an English phone types Malayalam.
  ...mixed('en', 'ml', [
    ['മീൻ വാങ്ങി 280', '280', 'food'],
    ['ബസ് ചാർജ് 40', '40', 'transport'],
    ['കറന്റ് ബില്ല് അടച്ചു 1,230', '1230', 'bills'],
    ['മുടി വെട്ടാൻ 150', '150', 'other'],
    ['കടയിലേക്ക് സാധനം എടുത്തു 12000', '12000', 'business'],
    ['ഗ്യാസ് സിലിണ്ടർ 910', '910', 'bills'],
  ]),
  // A Rajkot family with an English phone types Gujarati.
  ...mixed('en', 'gu', [
    ['શાક લીધું 90', '90', 'food'],
    ['રિક્ષા ભાડું 50', '50', 'transport'],
    ['લાઇટ બિલ ભર્યું 1,800', '1800', 'bills'],
    ['દુકાનના કારીગરને પગાર 6000', '6000', 'business'],
    ['ચંપલ લીધા 450', '450', 'other'],
    ['ગાંઠિયા અને જલેબી 120', '120', 'food'],
  ]),
  // A Ludhiana household with an English phone types Punjabi in Gurmukhi.
  ...mixed('en', 'pa', [
    ['ਆਟਾ ਲਿਆ 400', '400', 'food'],
    ['ਬੱਸ ਦਾ ਕਿਰਾਇਆ 70', '70', 'transport'],
    ['ਮਕਾਨ ਦਾ ਕਿਰਾਇਆ 8,500', '8500', 'bills'],
    ['ਗੁਰਦੁਆਰੇ 101 ਚੜ੍ਹਾਏ', '101', 'other'],
    ['ਦੁਕਾਨ ਲਈ ਸਮਾਨ 4000', '4000', 'business'],
    ['ਗੱਡੀ ਦੀ ਸਰਵਿਸ 2,200', '2200', 'transport'],
  ]),
  // A Lahore family with an English phone types Urdu.
  ...mixed('en', 'ur', [
    ['دودھ اور ڈبل روٹی 180', '180', 'food'],
    ['رکشے کا کرایہ 150', '150', 'transport'],
    ['گیس کا بل 1,100', '1100', 'bills'],
    ['دکان کے لیے مال خریدا 9000', '9000', 'business'],
    ['احمد کی شادی پر سلامی 2000', '2000', 'other'],
    ['موبائل میں 300 کا لوڈ', '300', 'bills'],
  ]),
  // A Guwahati shopkeeper with a Bengali phone types Assamese.
  ...mixed('bn', 'as', [
    ['মাছ কিনিলোঁ 350', '350', 'food'],
    ['গাড়ী ভাড়া দিলোঁ 40', '40', 'transport'],
    ['ঘৰ ভাড়া 6000', '6000', 'bills'],
    ['বিহুৰ বাবে কাপোৰ কিনিলোঁ 1,500', '1500', 'other'],
    ['দোকানৰ বাবে মাল আনিলোঁ 5000', '5000', 'business'],
    ['কাৰেণ্ট বিল 780', '780', 'bills'],
  ]),
  // A Punjabi speaker with a Hindi phone, in Gurmukhi and in roman letters.
  ...mixed('hi', 'pa', [
    ['ਲੱਸੀ ਤੇ ਪਰੌਂਠੇ 160', '160', 'food'],
    ['ਟੈਂਪੂ ਵਾਲੇ ਨੂੰ 50 ਦਿੱਤੇ', '50', 'transport'],
    ['ਫ਼ੋਨ ਰੀਚਾਰਜ 239', '239', 'bills'],
    ['Gurpreet de viah te shagun 2100', '2100', 'other'],
    ['dukaan layi maal leyaaya 11000', '11000', 'business'],
    ['ਗੱਡੀ ਵਿੱਚ ਡੀਜ਼ਲ ਪਵਾਇਆ 2000', '2000', 'transport'],
  ]),
  // A Chennai shop owner with a Tamil phone types English.
  ...mixed('ta', 'en', [
    ['filter coffee and vada 70', '70', 'food'],
    ['share auto to T Nagar 30', '30', 'transport'],
    ['EB bill paid 1,340', '1340', 'bills'],
    ['paid Murugan for shop signboard 2500', '2500', 'business'],
    ['haircut and shave 150', '150', 'other'],
    ['cable TV 250', '250', 'bills'],
  ]),
  // A Hindi speaker in Surat with a Gujarati phone types Hindi.
  ...mixed('gu', 'hi', [
    ['नाश्ते में पोहा 40', '40', 'food'],
    ['बस टिकट 25', '25', 'transport'],
    ['गैस सिलेंडर भरवाया 1,050', '1050', 'bills'],
    ['कपड़े की दुकान के लिए थान खरीदे 18000', '18000', 'business'],
    ['मंदिर में दान 251', '251', 'other'],
    ['बच्चे की स्कूल फीस 4500', '4500', 'bills'],
  ]),
  // An Addis Ababa café owner with an Amharic phone types English.
  ...mixed('am', 'en', [
    ['injera and tibs 350 birr', '350', 'food'],
    ['bajaj to Piassa fifty birr', '50', 'transport'],
    ['ethio telecom package 100', '100', 'bills'],
    ["gave Abebe 500 for his father's funeral", '500', 'other'],
    ['bought coffee beans for the shop 3,000', '3000', 'business'],
    ['water bill 120', '120', 'bills'],
  ]),
  // A Cape Town family with an Afrikaans phone types English.
  ...mixed('af', 'en', [
    ['boerewors and rolls for the braai R280', '280', 'food'],
    ['Uber home 95', '95', 'transport'],
    ['prepaid electricity 500', '500', 'bills'],
    ['DStv subscription 399', '399', 'bills'],
    ['school shoes for Pieter 450', '450', 'other'],
    ['paid Johan 700 to fix the spaza fridge', '700', 'business'],
  ]),
];
