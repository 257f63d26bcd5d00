// The harder Hindi, Urdu, Marathi, Gujarati and Punjabi phrases of issue 12, tagged by class: fraction
// words before multipliers, case-inflected multipliers, units and phone numbers beside the price,
// staples, rent, recharges, meters, fuel and vehicles said without the obvious keyword.
import { type PhraseRow, rows } from './row.ts';

export const HARD_HINDI: readonly PhraseRow[] = [
  ...rows('hi', [
    ['सवा सौ का दूध', '125', 'दूध', 'food'],
    ['पौने तीन सौ की सब्ज़ी', '275', 'सब्ज़ी', 'food'],
    ['साढ़े चार हज़ार किराया', '4500', 'किराया', 'bills'],
    ['dedh sau ka petrol', '150', 'Petrol', 'transport'],
    ['dhai hazaar ka rashan', '2500', 'Rashan', 'food'],
    ['sava lakh ka maal dukaan ke liye', '125000', 'Maal dukaan', 'business'],
    ['paune do sau auto', '175', 'Auto', 'transport'],
    ['साढ़े तीन हज़ार बिजली का बिल', '3500', 'बिजली का बिल', 'bills'],
  ], 'fraction'),
  ...rows('hi', [
    ['दो लाख का माल', '200000', 'माल', 'business'],
    ['पाँच सौ के टमाटर', '500', 'टमाटर', 'food'],
    ['तीन हज़ार रुपये का राशन', '3000', 'राशन', 'food', 'INR'],
    ['do hazaar ki sabzi', '2000', 'Sabzi', 'food'],
  ], 'inflected'),
  ...rows('hi', [
    ['2 किलो आलू 60', '60', '2 किलो आलू', 'food'],
    ['टमाटर 3 किलो 90 रुपये', '90', 'टमाटर 3 किलो', 'food', 'INR'],
    ['9876543210 पर 299 का रिचार्ज', '299', '9876543210 रिचार्ज', 'bills'],
    ['बस नंबर 335 का किराया 25', '25', 'बस नंबर 335 का किराया', 'transport'],
    ['प्याज़ 5 किलो 150', '150', 'प्याज़ 5 किलो', 'food'],
  ], 'several'),
  ...rows('hi', [
    ['आटा 10 किलो 420', '420', 'आटा 10 किलो', 'food'],
    ['चीनी 45', '45', 'चीनी', 'food'],
    ['अरहर दाल 140', '140', 'अरहर दाल', 'food'],
    ['केले 60', '60', 'केले', 'food'],
  ], 'staples'),
  ...rows('hi', [['मकान मालिक को 7000 दिए', '7000', 'मकान मालिक', 'bills']], 'rent'),
  ...rows('hi', [['jio recharge 239', '239', 'Jio recharge', 'bills'], ['नेट पैक 149', '149', 'नेट पैक', 'bills']], 'airtime'),
  ...rows('hi', [['बिजली के टोकन 500', '500', 'बिजली के टोकन', 'bills'], ['मीटर रिचार्ज 1000', '1000', 'मीटर रिचार्ज', 'bills']], 'tokens'),
  ...rows('hi', [['टंकी फुल करवाई 2000', '2000', 'टंकी फुल करवाई', 'transport']], 'fuel'),
  ...rows('hi', [['ई रिक्शा 20', '20', 'ई रिक्शा', 'transport'], ['ola auto 180', '180', 'Ola auto', 'transport']], 'vehicles'),
];

export const HARD_URDU: readonly PhraseRow[] = [
  ...rows('ur', [
    ['سوا سو کا دودھ', '125', 'دودھ', 'food'],
    ['ڈیڑھ ہزار کا راشن', '1500', 'راشن', 'food'],
    ['ساڑھے تین سو کی سبزی', '350', 'سبزی', 'food'],
    ['پونے دو سو رکشہ', '175', 'رکشہ', 'transport'],
  ], 'fraction'),
  ...rows('ur', [['دو لاکھ کا مال', '200000', 'مال', 'business']], 'inflected'),
  ...rows('ur', [['آٹا 10 کلو 900', '900', 'آٹا 10 کلو', 'food'], ['آلو 2 کلو 120', '120', 'آلو 2 کلو', 'food'], ['چینی 150', '150', 'چینی', 'food']], 'staples'),
  ...rows('ur', [['مالک مکان کو 20000 دیے', '20000', 'مالک مکان', 'bills']], 'rent'),
  ...rows('ur', [['موبائل بیلنس 100', '100', 'موبائل بیلنس', 'bills']], 'airtime'),
  ...rows('ur', [['بجلی کا میٹر 1000', '1000', 'بجلی کا میٹر', 'bills']], 'tokens'),
  ...rows('ur', [['ٹینکی فل 3000', '3000', 'ٹینکی فل', 'transport']], 'fuel'),
  ...rows('ur', [['چنگچی 50', '50', 'چنگچی', 'transport']], 'vehicles'),
];

export const HARD_MARATHI: readonly PhraseRow[] = [
  ...rows('mr', [
    ['बारा हजार घरभाडे', '12000', 'घरभाडे', 'bills'],
    ['पंधरा हजाराचा माल', '15000', 'माल', 'business'],
    ['दोन लाखांचा माल', '200000', 'माल', 'business'],
    ['पाचशे रुपयांची भाजी', '500', 'भाजी', 'food', 'INR'],
  ], 'inflected'),
  ...rows('mr', [
    ['सव्वाशे रुपयांचे दूध', '125', 'दूध', 'food', 'INR'],
    ['साडेतीन हजार वीज बिल', '3500', 'वीज बिल', 'bills'],
    ['दीड हजाराचा किराणा', '1500', 'किराणा', 'food'],
  ], 'fraction'),
  ...rows('mr', [['कांदे 2 किलो 80', '80', 'कांदे 2 किलो', 'food'], ['बटाटे 40', '40', 'बटाटे', 'food'], ['तांदूळ 5 किलो 350', '350', 'तांदूळ 5 किलो', 'food']], 'staples'),
  ...rows('mr', [['घरमालकाला 8000 दिले', '8000', 'घरमालकाला', 'bills']], 'rent'),
  ...rows('mr', [['299 चा रिचार्ज', '299', 'रिचार्ज', 'bills']], 'airtime'),
  ...rows('mr', [['पेट्रोल भरले 500', '500', 'पेट्रोल', 'transport']], 'fuel'),
  ...rows('mr', [['रिक्षा 40', '40', 'रिक्षा', 'transport'], ['वडाप 50', '50', 'वडाप', 'transport']], 'vehicles'),
];

export const HARD_GUJARATI: readonly PhraseRow[] = [
  ...rows('gu', [['બે લાખનો માલ', '200000', 'માલ', 'business'], ['પાંચસો રૂપિયાના ટામેટાં', '500', 'ટામેટાં', 'food', 'INR']], 'inflected'),
  ...rows('gu', [
    ['સવા સો નું દૂધ', '125', 'દૂધ', 'food'],
    ['દોઢ હજારનું કરિયાણું', '1500', 'કરિયાણું', 'food'],
    ['સાડા ત્રણ હજાર ભાડું', '3500', 'ભાડું', 'bills'],
  ], 'fraction'),
  ...rows('gu', [['બટાકા 2 કિલો 60', '60', 'બટાકા 2 કિલો', 'food'], ['ડુંગળી 40', '40', 'ડુંગળી', 'food'], ['ખાંડ 45', '45', 'ખાંડ', 'food']], 'staples'),
  ...rows('gu', [['મકાન માલિકને 9000 આપ્યા', '9000', 'મકાન માલિકને', 'bills']], 'rent'),
  ...rows('gu', [['રિચાર્જ 299', '299', 'રિચાર્જ', 'bills']], 'airtime'),
  ...rows('gu', [['લાઈટ બિલ 1100', '1100', 'લાઈટ બિલ', 'bills']], 'tokens'),
  ...rows('gu', [['પેટ્રોલ પુરાવ્યું 500', '500', 'પેટ્રોલ પુરાવ્યું', 'transport']], 'fuel'),
  ...rows('gu', [['રિક્ષા 30', '30', 'રિક્ષા', 'transport'], ['છકડો 20', '20', 'છકડો', 'transport']], 'vehicles'),
];

export const HARD_PUNJABI: readonly PhraseRow[] = [
  ...rows('pa', [['ਦੋ ਲੱਖ ਦਾ ਸਮਾਨ ਦੁਕਾਨ ਲਈ', '200000', 'ਸਮਾਨ ਦੁਕਾਨ', 'business'], ['ਪੰਜ ਸੌ ਦੀ ਸਬਜ਼ੀ', '500', 'ਸਬਜ਼ੀ', 'food']], 'inflected'),
  ...rows('pa', [['ਸਵਾ ਸੌ ਦਾ ਦੁੱਧ', '125', 'ਦੁੱਧ', 'food'], ['ਡੇਢ ਹਜ਼ਾਰ ਦਾ ਰਾਸ਼ਨ', '1500', 'ਰਾਸ਼ਨ', 'food']], 'fraction'),
  ...rows('pa', [['ਆਲੂ 2 ਕਿਲੋ 50', '50', 'ਆਲੂ 2 ਕਿਲੋ', 'food'], ['ਪਿਆਜ਼ 40', '40', 'ਪਿਆਜ਼', 'food'], ['ਆਟਾ 10 ਕਿਲੋ 400', '400', 'ਆਟਾ 10 ਕਿਲੋ', 'food']], 'staples'),
  ...rows('pa', [['ਮਕਾਨ ਦਾ ਕਿਰਾਇਆ 6000', '6000', 'ਮਕਾਨ ਦਾ ਕਿਰਾਇਆ', 'bills']], 'rent'),
  ...rows('pa', [['ਰੀਚਾਰਜ 239', '239', 'ਰੀਚਾਰਜ', 'bills']], 'airtime'),
  ...rows('pa', [['ਬਿਜਲੀ ਦਾ ਮੀਟਰ ਰੀਚਾਰਜ 1000', '1000', 'ਬਿਜਲੀ ਦਾ ਮੀਟਰ ਰੀਚਾਰਜ', 'bills']], 'tokens'),
  ...rows('pa', [['ਪੈਟਰੋਲ ਪਵਾਇਆ 500', '500', 'ਪੈਟਰੋਲ ਪਵਾਇਆ', 'transport']], 'fuel'),
  ...rows('pa', [['ਆਟੋ 60', '60', 'ਆਟੋ', 'transport']], 'vehicles'),
];
