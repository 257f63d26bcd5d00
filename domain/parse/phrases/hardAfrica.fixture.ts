// The harder African-language and English phrases of issue 12: Bantu prefixes on numbers (nga-,
// ka-, ama-) and Swahili kwa/ya forms, quantities, phone and route numbers beside the price, and
// staples, rent, airtime, prepaid tokens, fuel and local vehicles without the obvious keyword.
import { type PhraseRow, rows } from './row.ts';

export const HARD_SWAHILI: readonly PhraseRow[] = [
  ...rows('sw', [
    ['nimenunua nyanya kwa mia mbili', '200', 'Nyanya', 'food'],
    ['sukuma wiki ya hamsini', '50', 'Sukuma wiki', 'food'],
    ['unga wa ugali kwa elfu moja na mia mbili', '1200', 'Unga wa ugali', 'food'],
    ['viazi vya mia tatu', '300', 'Viazi', 'food'],
  ], 'bantu'),
  ...rows('sw', [
    ['nimenunua kilo 2 za sukari kwa 300', '300', 'Kilo 2 za sukari', 'food'],
    ['bando ya 99 kwa 0722 123 456', '99', 'Bando kwa 0722 123 456', 'bills'],
    ['matatu namba 46 nauli 70', '70', 'Matatu namba 46 nauli', 'transport'],
    ['mchele kilo 5 650', '650', 'Mchele kilo 5', 'food'],
  ], 'several'),
  ...rows('sw', [['ndizi 50', '50', 'Ndizi', 'food'], ['vitunguu 40', '40', 'Vitunguu', 'food'], ['maharagwe 180', '180', 'Maharagwe', 'food']], 'staples'),
  ...rows('sw', [['nimelipa landlord 8000', '8000', 'Landlord', 'bills'], ['kodi ya mwezi 6,500', '6500', 'Kodi ya mwezi', 'bills']], 'rent'),
  ...rows('sw', [['nimenunua credo ya 50', '50', 'Credo', 'bills'], ['bundles za 100', '100', 'Bundles', 'bills']], 'airtime'),
  ...rows('sw', [['tokeni za stima 500', '500', 'Tokeni za stima', 'bills'], ['nimenunua tokens 1000', '1000', 'Tokens', 'bills']], 'tokens'),
  ...rows('sw', [['mafuta ya gari 3000', '3000', 'Mafuta ya gari', 'transport'], ['full tank 5000', '5000', 'Full tank', 'transport']], 'fuel'),
  ...rows('sw', [['nduthi 100', '100', 'Nduthi', 'transport'], ['nimelipa nduthi mia', '100', 'Nduthi', 'transport'], ['piki 80', '80', 'Piki', 'transport']], 'vehicles'),
];

export const HARD_ZULU: readonly PhraseRow[] = [
  ...rows('zu', [
    ['isinkwa ngamashumi amabili', '20', 'Isinkwa', 'food'],
    ['itekisi ngamashumi amathathu', '30', 'Itekisi', 'transport'],
    ['iphalishi ngekhulu', '100', 'Iphalishi', 'food'],
    ['irenti izinkulungwane ezintathu', '3000', 'Irenti', 'bills'],
    ['ugesi ngamakhulu amahlanu', '500', 'Ugesi', 'bills'],
    ['i-airtime ngamashumi amahlanu', '50', 'Airtime', 'bills'],
  ], 'bantu'),
  ...rows('zu', [['amatamatisi R30', '30', 'Amatamatisi', 'food', 'ZAR'], ['u-anyanisi 25', '25', 'U anyanisi', 'food'], ['impuphu 80', '80', 'Impuphu', 'food']], 'staples'),
  ...rows('zu', [['upetroli R500', '500', 'Upetroli', 'transport', 'ZAR']], 'fuel'),
  ...rows('zu', [['idatha R99', '99', 'Idatha', 'bills', 'ZAR']], 'airtime'),
];

export const HARD_AFRIKAANS: readonly PhraseRow[] = [
  ...rows('af', [['tamaties 30', '30', 'Tamaties', 'food'], ['mieliemeel R80', '80', 'Mieliemeel', 'food', 'ZAR'], ['aartappels 2 kg R45', '45', 'Aartappels 2 kg', 'food', 'ZAR']], 'staples'),
  ...rows('af', [['huur vir die verhuurder R6000', '6000', 'Huur vir die verhuurder', 'bills', 'ZAR'], ['tweeduisend vierhonderd huur', '2400', 'Huur', 'bills']], 'rent'),
  ...rows('af', [['data bundel R149', '149', 'Data bundel', 'bills', 'ZAR']], 'airtime'),
  ...rows('af', [['krag R500', '500', 'Krag', 'bills', 'ZAR'], ['elektrisiteit kragpunte R300', '300', 'Elektrisiteit kragpunte', 'bills', 'ZAR']], 'tokens'),
  ...rows('af', [['petrol volgemaak R700', '700', 'Petrol volgemaak', 'transport', 'ZAR']], 'fuel'),
  ...rows('af', [['taxi R25', '25', 'Taxi', 'transport', 'ZAR']], 'vehicles'),
];

export const HARD_AMHARIC: readonly PhraseRow[] = [
  ...rows('am', [['ቲማቲም 2 ኪሎ 80', '80', 'ቲማቲም 2 ኪሎ', 'food'], ['ሽንኩርት 60', '60', 'ሽንኩርት', 'food'], ['ጤፍ 3000', '3000', 'ጤፍ', 'food']], 'staples'),
  ...rows('am', [['የቤት ኪራይ 6000', '6000', 'የቤት ኪራይ', 'bills']], 'rent'),
  ...rows('am', [['ካርድ ሞላሁ 50', '50', 'ካርድ ሞላሁ', 'bills']], 'airtime'),
  ...rows('am', [['ለቤንዚን 500 ከፈልኩ', '500', 'ቤንዚን', 'transport']], 'fuel'),
  ...rows('am', [['ለባጃጅ 20 ከፈልኩ', '20', 'ባጃጅ', 'transport']], 'vehicles'),
  ...rows('am', [['የመብራት ካርድ 200', '200', 'የመብራት ካርድ', 'bills']], 'tokens'),
];

export const HARD_HAUSA: readonly PhraseRow[] = [
  ...rows('ha', [['na sayi tumatir 500', '500', 'Tumatir', 'food'], ['albasa 300', '300', 'Albasa', 'food'], ['doya naira dubu biyu', '2000', 'Doya', 'food', 'NGN']], 'staples'),
  ...rows('ha', [['kudin haya dubu hamsin', '50000', 'Kudin haya', 'bills']], 'rent'),
  ...rows('ha', [['katin waya 200', '200', 'Katin waya', 'bills'], ['data 1000', '1000', 'Data', 'bills']], 'airtime'),
  ...rows('ha', [['na sa mai a mota 5000', '5000', 'Sa mai a mota', 'transport']], 'fuel'),
  ...rows('ha', [['adaidaita sahu 200', '200', 'Adaidaita sahu', 'transport']], 'vehicles'),
  ...rows('ha', [['kudin wuta 3000', '3000', 'Kudin wuta', 'bills']], 'tokens'),
];

export const HARD_YORUBA: readonly PhraseRow[] = [
  ...rows('yo', [['mo ra tomati 500', '500', 'Tomati', 'food'], ['alubosa 300', '300', 'Alubosa', 'food'], ['gaari 2 kilo 1200', '1200', 'Gaari 2 kilo', 'food']], 'staples'),
  ...rows('yo', [['owo ile 100000', '100000', 'Owo ile', 'bills']], 'rent'),
  ...rows('yo', [['kaadi ipe 200', '200', 'Kaadi ipe', 'bills'], ['data 1000', '1000', 'Data', 'bills']], 'airtime'),
  ...rows('yo', [['epo moto 5000', '5000', 'Epo moto', 'transport']], 'fuel'),
  ...rows('yo', [['keke napep 200', '200', 'Keke napep', 'transport']], 'vehicles'),
  ...rows('yo', [['owo ina 3000', '3000', 'Owo ina', 'bills']], 'tokens'),
];

export const HARD_IGBO: readonly PhraseRow[] = [
  ...rows('ig', [['azutara m tomato 500', '500', 'Tomato', 'food'], ['yabasi 300', '300', 'Yabasi', 'food'], ['ji 1500', '1500', 'Ji', 'food']], 'staples'),
  ...rows('ig', [['ego ulo 50000', '50000', 'Ego ulo', 'bills']], 'rent'),
  ...rows('ig', [['kaadi 200', '200', 'Kaadi', 'bills'], ['data 1000', '1000', 'Data', 'bills']], 'airtime'),
  ...rows('ig', [['mmanu ugbo ala 5000', '5000', 'Mmanu ugbo ala', 'transport']], 'fuel'),
  ...rows('ig', [['keke 200', '200', 'Keke', 'transport']], 'vehicles'),
];

export const HARD_FRENCH: readonly PhraseRow[] = [
  ...rows('fr', [['tomates 2 kilos 1500', '1500', 'Tomates 2 kilos', 'food'], ['sac de riz 25 kg 17500', '17500', 'Sac de riz 25 kg', 'food']], 'several'),
  ...rows('fr', [['oignons 500', '500', 'Oignons', 'food'], ['igname 1000', '1000', 'Igname', 'food']], 'staples'),
  ...rows('fr', [['loyer au propriétaire 50 000', '50000', 'Loyer au propriétaire', 'bills']], 'rent'),
  ...rows('fr', [['crédit orange 1000', '1000', 'Crédit orange', 'bills'], ['pass internet 500', '500', 'Pass internet', 'bills']], 'airtime'),
  ...rows('fr', [['compteur woyofal 5000', '5000', 'Compteur woyofal', 'bills']], 'tokens'),
  ...rows('fr', [["plein d'essence 20 000", '20000', "Plein d'essence", 'transport']], 'fuel'),
  ...rows('fr', [['zem 200', '200', 'Zem', 'transport'], ['moto-taxi 300', '300', 'Moto taxi', 'transport']], 'vehicles'),
];

export const HARD_ARABIC: readonly PhraseRow[] = [
  ...rows('ar', [['طماطم 2 كيلو 20', '20', 'طماطم 2 كيلو', 'food'], ['بصل 15', '15', 'بصل', 'food'], ['دقيق 30', '30', 'دقيق', 'food']], 'staples'),
  ...rows('ar', [['كارت شحن 50', '50', 'كارت شحن', 'bills'], ['باقة نت 100', '100', 'باقة نت', 'bills']], 'airtime'),
  ...rows('ar', [['عداد الكهرباء 200', '200', 'عداد الكهرباء', 'bills']], 'tokens'),
  ...rows('ar', [['توكتوك 20', '20', 'توكتوك', 'transport']], 'vehicles'),
  ...rows('ar', [['صاحب البيت 4000', '4000', 'صاحب البيت', 'bills']], 'rent'),
];

export const HARD_ENGLISH: readonly PhraseRow[] = [
  ...rows('en', [
    ['bought 2 kg sugar for 300', '300', '2 kg sugar', 'food'],
    ['airtime 100 for 0712345678', '100', 'Airtime for 0712345678', 'bills'],
    ['route 46 matatu 80', '80', 'Route 46 matatu', 'transport'],
    ['recharged the 299 plan', '299', 'Recharged plan', 'bills'],
    ['sent 500 to 0722 123 456', '500', '0722 123 456', 'other'],
    ['3 litres of milk 180', '180', '3 litres of milk', 'food'],
  ], 'several'),
  ...rows('en', [['tomatoes 100', '100', 'Tomatoes', 'food'], ['potatoes 2 kg 150', '150', 'Potatoes 2 kg', 'food'], ['onions 50', '50', 'Onions', 'food']], 'staples'),
  ...rows('en', [['paid the landlord 15,000', '15000', 'Landlord', 'bills']], 'rent'),
  ...rows('en', [['safaricom bundles 250', '250', 'Safaricom bundles', 'bills'], ['top up 100', '100', 'Top up', 'bills']], 'airtime'),
  ...rows('en', [['kplc tokens 1000', '1000', 'Kplc tokens', 'bills'], ['prepaid meter 500', '500', 'Prepaid meter', 'bills']], 'tokens'),
  ...rows('en', [['filled up 3000', '3000', 'Filled up', 'transport'], ['full tank 4,500', '4500', 'Full tank', 'transport']], 'fuel'),
  ...rows('en', [['nduthi 100', '100', 'Nduthi', 'transport'], ['brt 80', '80', 'Brt', 'transport'], ['danfo 200', '200', 'Danfo', 'transport']], 'vehicles'),
];
