// A second look (issue 26): rows written after the parser was changed for the first 360, and measured
// before any change for them — a check that the fixes generalise beyond the rows they were made for.
// Their first reading is in the commit that adds them.
import { type SpokenRow, spoken } from './row.ts';

export const SPOKEN_SECOND_LOOK: readonly SpokenRow[] = [
  ...spoken('en', 'indirect', [
    ['hospital bill for mum 15,000', '15000', 'other'],
    ['chips and sausage 150', '150', 'food'],
    ['bought 3 sacks of onions to resell 4,500', '4500', 'business'],
    ['eye drops from the chemist 300', '300', 'other'],
  ]),
  ...spoken('en', 'second number', [['boda from the stage at 9 for 100', '100', 'transport']]),
  ...spoken('sw', 'indirect', [
    ['chai na mandazi asubuhi hamsini', '50', 'food'],
    ['nauli ya kurudi nyumbani mia moja', '100', 'transport'],
    ['nimelipa ada ya mtihani elfu moja', '1000', 'bills'],
    ['dawa za minyoo kwa watoto mia mbili', '200', 'other'],
    ['nimenunua vitenge vya kuuza elfu tano', '5000', 'business'],
  ]),
  ...spoken('hi', 'indirect', [
    ['अस्पताल का बिल 3500', '3500', 'other'],
    ['रात का खाना 300', '300', 'food'],
    ['दुकान के लिए तराज़ू 900', '900', 'business'],
    ['बिजली मिस्त्री को 300', '300', 'bills'],
  ]),
  ...spoken('hi', 'currency word', [['शाम 7 बजे टैक्सी 250 रुपये', '250', 'transport', 'INR']]),
  ...spoken('fr', 'indirect', [
    ['sirop contre la toux 1500', '1500', 'other'],
    ["moto-taxi jusqu'au marché 500", '500', 'transport'],
    ['sac de ciment pour la boutique 6000', '6000', 'business'],
  ]),
  ...spoken('ar', 'indirect', [['مستشفى 200', '200', 'other'], ['عشاء كباب 150', '150', 'food'], ['أجرة المواصلات 20', '20', 'transport']]),
  ...spoken('am', 'indirect', [['የመድኃኒት ቤት ክፍያ 150', '150', 'other'], ['እንጀራ በወጥ 90', '90', 'food'], ['የታክሲ ሂሳብ 30', '30', 'transport']]),
  ...spoken('ha', 'indirect', [
    ['kudin magani dari uku', '300', 'other'], ['abincin rana dari hudu', '400', 'food'], ['kudin mota zuwa Kano dubu biyu', '2000', 'transport'],
  ]),
  ...spoken('ig', 'indirect', [['ọgwụ ibà narị ise', '500', 'other'], ['nri abalị narị atọ', '300', 'food'], ['ego ụgbọ ala puku abụọ', '2000', 'transport']]),
  ...spoken('yo', 'indirect', [['oogun iba 800', '800', 'other'], ['ounje ale 1500', '1500', 'food'], ['owo oko lo si Ibadan 3000', '3000', 'transport']]),
  ...spoken('zu', 'indirect', [
    ['amaphilisi ekhemisi R60', '60', 'other', 'ZAR'], ['isidlo sasemini R45', '45', 'food', 'ZAR'], ['imali yetekisi R30', '30', 'transport', 'ZAR'],
  ]),
  ...spoken('af', 'indirect', [
    ['pille by die apteek R95', '95', 'other', 'ZAR'], ['middagete by die werk R70', '70', 'food', 'ZAR'], ['taxigeld huis toe R20', '20', 'transport', 'ZAR'],
  ]),
  ...spoken('kn', 'indirect', [['ಆಸ್ಪತ್ರೆ ಬಿಲ್ 2000', '2000', 'other'], ['ಚಿಕನ್ ಬಿರಿಯಾನಿ 180', '180', 'food'], ['ಮೆಟ್ರೋ ಕಾರ್ಡ್ ರೀಚಾರ್ಜ್ 500', '500', 'transport']]),
  ...spoken('gu', 'indirect', [['દવાખાનાનું બિલ 800', '800', 'other'], ['ચા નાસ્તો 60', '60', 'food'], ['બસની ટિકિટ 40', '40', 'transport']]),
  ...spoken('ta', 'indirect', [['மாத்திரை 120', '120', 'other'], ['மதிய சாப்பாடு 100', '100', 'food'], ['பஸ் பாஸ் 800', '800', 'transport']]),
  ...spoken('mr', 'indirect', [['दवाखान्याचं बिल 1500', '1500', 'other'], ['मिसळ पाव 70', '70', 'food'], ['रिक्षाचं भाडं 50', '50', 'transport']]),
  ...spoken('ml', 'indirect', [['ആശുപത്രി ബിൽ 1200', '1200', 'other'], ['ചായയും പലഹാരവും 40', '40', 'food'], ['ബസ് ചാർജ് 30', '30', 'transport']]),
  ...spoken('or', 'indirect', [['ଡାକ୍ତରଖାନା ବିଲ୍ ୫୦୦', '500', 'other'], ['ଜଳଖିଆ ୫୦', '50', 'food'], ['ବସ୍ ଭଡ଼ା ୩୦', '30', 'transport']]),
  ...spoken('te', 'indirect', [['ఆసుపత్రి బిల్లు 1500', '1500', 'other'], ['టిఫిన్ 50', '50', 'food'], ['మెట్రో కార్డు రీఛార్జ్ 300', '300', 'transport']]),
  ...spoken('bn', 'indirect', [['হাসপাতালের বিল ২০০০', '2000', 'other'], ['দুপুরের খাবার ১২০', '120', 'food'], ['অটো ভাড়া ২৫', '25', 'transport']]),
  ...spoken('pa', 'indirect', [['ਹਸਪਤਾਲ ਦਾ ਬਿੱਲ 2500', '2500', 'other'], ['ਦੁਪਹਿਰ ਦਾ ਖਾਣਾ 150', '150', 'food'], ['ਬੱਸ ਦਾ ਕਿਰਾਇਆ 40', '40', 'transport']]),
  ...spoken('as', 'indirect', [['হাস্পতালৰ বিল ১৫০০', '1500', 'other'], ['দুপৰীয়াৰ ভাত ১০০', '100', 'food'], ['বাছ ভাড়া ২০', '20', 'transport']]),
  ...spoken('ur', 'indirect', [['ہسپتال کا بل 3000', '3000', 'other'], ['رات کا کھانا 400', '400', 'food'], ['بس کا کرایہ 50', '50', 'transport']]),
];
