// Who owes whom, in every catalog: each direction-bearing string rendered with a person (Juma) and an
// amount, against what a speaker of the language must read — written down here per language with its
// meaning, not copied from the catalogs. A swapped pair (Swahili's "Juma anakudai" on money lent to
// Juma, issue 33) fails here, in whichever language it happens.
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../domain/languages.ts';
import type { LanguageCode } from '../../../domain/languages.ts';
import { familyText as family } from '../family/messages.ts';
import { IOU_MESSAGES } from '../ious/messages.ts';
import { activateLocale, t } from './index.ts';

const person = 'Juma';
const amount = 'KES 500.00';

/** Every direction-bearing string, rendered the way its screen renders it. */
const RENDER = {
  /** Lent & borrowed › Who owes whom, when Juma has your money. */
  owesYou: () => t(IOU_MESSAGES.owesYou, { person, amount }),
  /** … when you have Juma's money. */
  youOwe: () => t(IOU_MESSAGES.youOwe, { person, amount }),
  lentTo: () => t(IOU_MESSAGES.lentTo, { person }),
  borrowedFrom: () => t(IOU_MESSAGES.borrowedFrom, { person }),
  /** The WhatsApp reminder you send Juma about money you lent him. */
  reminder: () => t(IOU_MESSAGES.reminderText, { person, amount }),
  /** Family balances: you, then Juma, are owed / owe; then who pays whom. */
  youAreOwed: () => t(family.owed, { person: 'you', name: person, amount }),
  jumaIsOwed: () => t(family.owed, { person: 'other', name: person, amount }),
  youOweGroup: () => t(family.owes, { person: 'you', name: person, amount }),
  jumaOwesGroup: () => t(family.owes, { person: 'other', name: person, amount }),
  youPayJuma: () => t(family.pays, { payer: 'you', payee: 'other', from: 'Amina', to: person, amount }),
  jumaPaysYou: () => t(family.pays, { payer: 'other', payee: 'you', from: person, to: 'Amina', amount }),
  jumaPaysWanjiku: () => t(family.pays, { payer: 'other', payee: 'other', from: person, to: 'Wanjiku', amount }),
} as const;

type Expected = Record<keyof typeof RENDER, string>;

/**
 * What each string must say, with its meaning. The meanings, in English: owesYou "Juma owes you",
 * youOwe "you owe Juma", lentTo "(you) lent to Juma", borrowedFrom "(you) borrowed from Juma",
 * reminder "… the amount I lent you", youAreOwed "you will receive", jumaIsOwed "Juma will receive",
 * youOweGroup "you must pay", jumaOwesGroup "Juma must pay", then the three payments as named.
 * Where a language's word order hides the direction, the comment glosses its key words.
 */
const EXPECTED: Record<LanguageCode, Expected> = {
  en: {
    owesYou: 'Juma owes you KES 500.00',
    youOwe: 'You owe Juma KES 500.00',
    lentTo: 'Lent to Juma',
    borrowedFrom: 'Borrowed from Juma',
    reminder: 'Hello Juma, a friendly reminder about the KES 500.00 I lent you. Thank you!',
    youAreOwed: 'You are owed KES 500.00',
    jumaIsOwed: 'Juma is owed KES 500.00',
    youOweGroup: 'You owe KES 500.00',
    jumaOwesGroup: 'Juma owes KES 500.00',
    youPayJuma: 'You pay Juma KES 500.00',
    jumaPaysYou: 'Juma pays you KES 500.00',
    jumaPaysWanjiku: 'Juma pays Wanjiku KES 500.00',
  },
  // -dai "claim a debt from": u-na-m-dai "you claim from him"; a-na-ku-dai "he claims from you";
  // -daiwa "be claimed from" (owe); -kopesha "lend", -kopa "borrow".
  sw: {
    owesYou: 'Unamdai Juma KES 500.00',
    youOwe: 'Juma anakudai KES 500.00',
    lentTo: 'Umemkopesha Juma',
    borrowedFrom: 'Umekopa kwa Juma',
    reminder: 'Habari Juma, nakukumbusha kwa upole kuhusu KES 500.00 nilizokukopesha. Asante!',
    youAreOwed: 'Unadai KES 500.00',
    jumaIsOwed: 'Juma anadai KES 500.00',
    youOweGroup: 'Unadaiwa KES 500.00',
    jumaOwesGroup: 'Juma anadaiwa KES 500.00',
    youPayJuma: 'Unamlipa Juma KES 500.00',
    jumaPaysYou: 'Juma anakulipa KES 500.00',
    jumaPaysWanjiku: 'Juma anamlipa Wanjiku KES 500.00',
  },
  fr: {
    owesYou: 'Juma vous doit KES 500.00',
    youOwe: 'Vous devez KES 500.00 à Juma',
    lentTo: 'Prêté à Juma',
    borrowedFrom: 'Emprunté à Juma',
    reminder: "Bonjour Juma, un petit rappel amical pour les KES 500.00 que je t'ai prêtés. Merci !",
    youAreOwed: 'On vous doit KES 500.00',
    jumaIsOwed: 'On doit KES 500.00 à Juma',
    youOweGroup: 'Vous devez KES 500.00',
    jumaOwesGroup: 'Juma doit KES 500.00',
    youPayJuma: 'Vous payez KES 500.00 à Juma',
    jumaPaysYou: 'Juma vous paie KES 500.00',
    jumaPaysWanjiku: 'Juma paie KES 500.00 à Wanjiku',
  },
  // مدين لك "indebted to you"; أنت مدين لـ "you are indebted to"; لك "for you" (owed), عليك "on you" (owing).
  ar: {
    owesYou: 'Juma مدين لك بمبلغ KES 500.00',
    youOwe: 'أنت مدين لـJuma بمبلغ KES 500.00',
    lentTo: 'أقرضت Juma',
    borrowedFrom: 'اقترضت من Juma',
    reminder: 'مرحبًا Juma، تذكير لطيف بمبلغ KES 500.00 الذي أقرضتك إياه. شكرًا لك!',
    youAreOwed: 'لك KES 500.00',
    jumaIsOwed: 'Juma له KES 500.00',
    youOweGroup: 'عليك KES 500.00',
    jumaOwesGroup: 'Juma عليه KES 500.00',
    youPayJuma: 'تدفع KES 500.00 إلى Juma',
    jumaPaysYou: 'Juma يدفع لك KES 500.00',
    jumaPaysWanjiku: 'Juma يدفع KES 500.00 إلى Wanjiku',
  },
  // ለእርስዎ … ዕዳ አለበት "he has a debt to you"; ለ… ዕዳ አለብዎት "you have a debt to …"; ይገባዎታል "is due to you".
  am: {
    owesYou: 'Juma ለእርስዎ KES 500.00 ዕዳ አለበት',
    youOwe: 'ለJuma KES 500.00 ዕዳ አለብዎት',
    lentTo: 'ለJuma የተሰጠ ብድር',
    borrowedFrom: 'ከJuma የተወሰደ ብድር',
    reminder: 'ሰላም Juma፣ ስላበደርኩህ KES 500.00 በትህትና ላስታውስህ ፈልጌ ነው። አመሰግናለሁ!',
    youAreOwed: 'KES 500.00 ይገባዎታል',
    jumaIsOwed: 'Juma KES 500.00 ይገባዋል',
    youOweGroup: 'KES 500.00 ዕዳ አለብዎት',
    jumaOwesGroup: 'Juma KES 500.00 ዕዳ አለበት',
    youPayJuma: 'ለJuma KES 500.00 ይክፈሉ',
    jumaPaysYou: 'Juma KES 500.00 ይከፍልዎታል',
    jumaPaysWanjiku: 'Juma ለWanjiku KES 500.00 ይከፍላል',
  },
  // bi "be owed by": kana bin Juma "you are owed by Juma"; Juma na bin ka "Juma is owed by you".
  ha: {
    owesYou: 'Kana bin Juma bashin KES 500.00',
    youOwe: 'Juma na bin ka bashin KES 500.00',
    lentTo: 'An ranta wa Juma',
    borrowedFrom: 'An aro daga Juma',
    reminder: 'Sannu Juma, tunatarwa ce cikin ladabi game da KES 500.00 da na ranta maka. Na gode!',
    youAreOwed: 'Kana bin bashin KES 500.00',
    jumaIsOwed: 'Juma na bin bashin KES 500.00',
    youOweGroup: 'Ana binka bashin KES 500.00',
    jumaOwesGroup: 'Ana bin Juma bashin KES 500.00',
    youPayJuma: 'Ka biya Juma KES 500.00',
    jumaPaysYou: 'Juma zai biya ka KES 500.00',
    jumaPaysWanjiku: 'Juma zai biya Wanjiku KES 500.00',
  },
  // X ji Y ụgwọ "X holds Y's debt" (X owes Y).
  ig: {
    owesYou: 'Juma ji gị ụgwọ KES 500.00',
    youOwe: 'Ị ji Juma ụgwọ KES 500.00',
    lentTo: 'E binyere Juma',
    borrowedFrom: "E biri n'aka Juma",
    reminder: 'Ndewo Juma, nke a bụ ncheta nwayọ maka KES 500.00 m binyere gị. Daalụ!',
    youAreOwed: 'A ji gị ụgwọ KES 500.00',
    jumaIsOwed: 'A ji Juma ụgwọ KES 500.00',
    youOweGroup: 'I ji ụgwọ KES 500.00',
    jumaOwesGroup: 'Juma ji ụgwọ KES 500.00',
    youPayJuma: 'Kwụọ Juma KES 500.00',
    jumaPaysYou: 'Juma ga-akwụ gị KES 500.00',
    jumaPaysWanjiku: 'Juma ga-akwụ Wanjiku KES 500.00',
  },
  // X jẹ Y "X owes Y": Juma jẹ ọ́ "Juma owes you"; O jẹ Juma "you owe Juma"; yá "lend", yá lọ́wọ́ "borrow from".
  yo: {
    owesYou: 'Juma jẹ ọ́ ní KES 500.00',
    youOwe: 'O jẹ Juma ní KES 500.00',
    lentTo: 'A yá Juma lówó',
    borrowedFrom: 'A yá lọ́wọ́ Juma',
    reminder: 'Ẹ n lẹ́ Juma, mo fi tọ̀wọ̀tọ̀wọ̀ rán ọ létí nípa KES 500.00 tí mo yá ọ. O ṣé o!',
    youAreOwed: 'Wọ́n jẹ ọ́ gbèsè KES 500.00',
    jumaIsOwed: 'Wọ́n jẹ Juma gbèsè KES 500.00',
    youOweGroup: 'O jẹ gbèsè KES 500.00',
    jumaOwesGroup: 'Juma jẹ gbèsè KES 500.00',
    youPayJuma: 'San KES 500.00 fún Juma',
    jumaPaysYou: 'Juma yóò san KES 500.00 fún ọ',
    jumaPaysWanjiku: 'Juma yóò san KES 500.00 fún Wanjiku',
  },
  // -kweleta "owe"; -kweletwa "be owed": ukweletwa ngu-Juma "you are owed by Juma".
  zu: {
    owesYou: 'Ukweletwa ngu-Juma KES 500.00',
    youOwe: 'Ukweleta u-Juma KES 500.00',
    lentTo: 'Kubolekiswe u-Juma',
    borrowedFrom: 'Kubolekwe ku-Juma',
    reminder: 'Sawubona Juma, ngicela ukukukhumbuza ngenhlonipho nge-KES 500.00 engikubolekise yona. Ngiyabonga!',
    youAreOwed: 'Ukweletwa KES 500.00',
    jumaIsOwed: 'U-Juma ukweletwa KES 500.00',
    youOweGroup: 'Ukweleta KES 500.00',
    jumaOwesGroup: 'U-Juma ukweleta KES 500.00',
    youPayJuma: 'Ukhokhela u-Juma KES 500.00',
    jumaPaysYou: 'U-Juma ukukhokhela KES 500.00',
    jumaPaysWanjiku: 'U-Juma ukhokhela u-Wanjiku KES 500.00',
  },
  af: {
    owesYou: 'Juma skuld jou KES 500.00',
    youOwe: 'Jy skuld Juma KES 500.00',
    lentTo: 'Uitgeleen aan Juma',
    borrowedFrom: 'Geleen by Juma',
    reminder: "Hallo Juma, net 'n vriendelike herinnering oor die KES 500.00 wat ek jou geleen het. Dankie!",
    youAreOwed: 'Jy kry KES 500.00',
    jumaIsOwed: 'Juma kry KES 500.00',
    youOweGroup: 'Jy skuld KES 500.00',
    jumaOwesGroup: 'Juma skuld KES 500.00',
    youPayJuma: 'Jy betaal Juma KES 500.00',
    jumaPaysYou: 'Juma betaal jou KES 500.00',
    jumaPaysWanjiku: 'Juma betaal Wanjiku KES 500.00',
  },
  // X ನಿಮಗೆ … ಕೊಡಬೇಕು "X must give you"; ನೀವು X ಅವರಿಗೆ … ಕೊಡಬೇಕು "you must give X"; ಬರಬೇಕು "must come (to)".
  kn: {
    owesYou: 'Juma ನಿಮಗೆ KES 500.00 ಕೊಡಬೇಕು',
    youOwe: 'ನೀವು Juma ಅವರಿಗೆ KES 500.00 ಕೊಡಬೇಕು',
    lentTo: 'Juma ಅವರಿಗೆ ಸಾಲ ಕೊಟ್ಟಿದ್ದು',
    borrowedFrom: 'Juma ಅವರಿಂದ ಸಾಲ ಪಡೆದಿದ್ದು',
    reminder: 'ನಮಸ್ಕಾರ Juma, ನಾನು ನಿಮಗೆ ಸಾಲವಾಗಿ ಕೊಟ್ಟ KES 500.00 ಬಗ್ಗೆ ಒಂದು ವಿನಯದ ನೆನಪು. ಧನ್ಯವಾದಗಳು!',
    youAreOwed: 'ನಿಮಗೆ KES 500.00 ಬರಬೇಕು',
    jumaIsOwed: 'Juma ಅವರಿಗೆ KES 500.00 ಬರಬೇಕು',
    youOweGroup: 'ನೀವು KES 500.00 ಕೊಡಬೇಕು',
    jumaOwesGroup: 'Juma KES 500.00 ಕೊಡಬೇಕು',
    youPayJuma: 'ನೀವು Juma ಅವರಿಗೆ KES 500.00 ಕೊಡಿ',
    jumaPaysYou: 'Juma ನಿಮಗೆ KES 500.00 ಕೊಡುತ್ತಾರೆ',
    jumaPaysWanjiku: 'Juma Wanjiku ಅವರಿಗೆ KES 500.00 ಕೊಡುತ್ತಾರೆ',
  },
  // X પાસે તમારા … બાકી "with X, yours is outstanding"; તમારી પાસે X ના "with you, X's"; લેવાના "to take", આપવાના "to give".
  gu: {
    owesYou: 'Juma પાસે તમારા KES 500.00 બાકી છે',
    youOwe: 'તમારી પાસે Juma ના KES 500.00 બાકી છે',
    lentTo: 'Juma ને ઉધાર આપ્યા',
    borrowedFrom: 'Juma પાસેથી ઉધાર લીધા',
    reminder: 'નમસ્તે Juma, મેં તમને ઉધાર આપેલા KES 500.00 વિશે એક નમ્ર યાદ. આભાર!',
    youAreOwed: 'તમારે KES 500.00 લેવાના છે',
    jumaIsOwed: 'Jumaને KES 500.00 લેવાના છે',
    youOweGroup: 'તમારે KES 500.00 આપવાના છે',
    jumaOwesGroup: 'Jumaને KES 500.00 આપવાના છે',
    youPayJuma: 'તમે Jumaને KES 500.00 આપો',
    jumaPaysYou: 'Juma તમને KES 500.00 આપશે',
    jumaPaysWanjiku: 'Juma Wanjikuને KES 500.00 આપશે',
  },
  // X पर आपके … बकाया "on X, yours is outstanding"; आप पर X के "on you, X's"; मिलने "to receive", देने "to give".
  hi: {
    owesYou: 'Juma पर आपके KES 500.00 बकाया हैं',
    youOwe: 'आप पर Juma के KES 500.00 बकाया हैं',
    lentTo: 'Juma को उधार दिया',
    borrowedFrom: 'Juma से उधार लिया',
    reminder: 'नमस्ते Juma, मैंने आपको जो KES 500.00 उधार दिए थे, उसकी एक विनम्र याद। धन्यवाद!',
    youAreOwed: 'आपको KES 500.00 मिलने हैं',
    jumaIsOwed: 'Juma को KES 500.00 मिलने हैं',
    youOweGroup: 'आपको KES 500.00 देने हैं',
    jumaOwesGroup: 'Juma को KES 500.00 देने हैं',
    youPayJuma: 'आप Juma को KES 500.00 दें',
    jumaPaysYou: 'Juma से आपको KES 500.00 मिलने हैं',
    jumaPaysWanjiku: 'Juma Wanjiku को KES 500.00 दें',
  },
  // X உங்களுக்கு … தர வேண்டும் "X must give you"; நீங்கள் X அவர்களுக்கு "you, to X"; வர "to come (to)".
  ta: {
    owesYou: 'Juma உங்களுக்கு KES 500.00 தர வேண்டும்',
    youOwe: 'நீங்கள் Juma அவர்களுக்கு KES 500.00 தர வேண்டும்',
    lentTo: 'Juma அவர்களுக்குக் கடன் கொடுத்தது',
    borrowedFrom: 'Juma அவர்களிடம் கடன் வாங்கியது',
    reminder: 'வணக்கம் Juma, நான் உங்களுக்குக் கடனாகக் கொடுத்த KES 500.00 பற்றி ஒரு பணிவான நினைவூட்டல். நன்றி!',
    youAreOwed: 'உங்களுக்கு KES 500.00 வர வேண்டும்',
    jumaIsOwed: 'Juma க்கு KES 500.00 வர வேண்டும்',
    youOweGroup: 'நீங்கள் KES 500.00 தர வேண்டும்',
    jumaOwesGroup: 'Juma KES 500.00 தர வேண்டும்',
    youPayJuma: 'நீங்கள் Juma க்கு KES 500.00 கொடுங்கள்',
    jumaPaysYou: 'Juma உங்களுக்கு KES 500.00 தருவார்',
    jumaPaysWanjiku: 'Juma Wanjiku க்கு KES 500.00 தருவார்',
  },
  // X यांच्याकडे तुमचे … बाकी "with X, yours is outstanding"; येणे "receivable", देणे "payable".
  mr: {
    owesYou: 'Juma यांच्याकडे तुमचे KES 500.00 बाकी आहेत',
    youOwe: 'तुमच्याकडे Juma यांचे KES 500.00 बाकी आहेत',
    lentTo: 'Juma यांना उसने दिले',
    borrowedFrom: 'Juma यांच्याकडून उसने घेतले',
    reminder: 'नमस्कार Juma, मी तुम्हाला उसने दिलेल्या KES 500.00 ची ही नम्र आठवण. धन्यवाद!',
    youAreOwed: 'तुम्हाला KES 500.00 येणे आहे',
    jumaIsOwed: 'Juma यांना KES 500.00 येणे आहे',
    youOweGroup: 'तुम्हाला KES 500.00 देणे आहे',
    jumaOwesGroup: 'Juma यांना KES 500.00 देणे आहे',
    youPayJuma: 'तुम्ही Juma यांना KES 500.00 द्या',
    jumaPaysYou: 'Juma तुम्हाला KES 500.00 देतील',
    jumaPaysWanjiku: 'Juma Wanjiku यांना KES 500.00 देतील',
  },
  // X നിങ്ങൾക്ക് … തരാനുണ്ട് "X has to give you"; നിങ്ങൾ X-ന് … കൊടുക്കാനുണ്ട് "you have to give X".
  ml: {
    owesYou: 'Juma നിങ്ങൾക്ക് KES 500.00 തരാനുണ്ട്',
    youOwe: 'നിങ്ങൾ Jumaന് KES 500.00 കൊടുക്കാനുണ്ട്',
    lentTo: 'Jumaന് കടം കൊടുത്തത്',
    borrowedFrom: 'Jumaൽ നിന്ന് കടം വാങ്ങിയത്',
    reminder: 'നമസ്കാരം Juma, ഞാൻ കടം തന്ന KES 500.00നെക്കുറിച്ച് ഒരു സൗമ്യമായ ഓർമ്മപ്പെടുത്തൽ. നന്ദി!',
    youAreOwed: 'നിങ്ങൾക്ക് KES 500.00 കിട്ടാനുണ്ട്',
    jumaIsOwed: 'Juma ക്ക് KES 500.00 കിട്ടാനുണ്ട്',
    youOweGroup: 'നിങ്ങൾ KES 500.00 കൊടുക്കാനുണ്ട്',
    jumaOwesGroup: 'Juma KES 500.00 കൊടുക്കാനുണ്ട്',
    youPayJuma: 'നിങ്ങൾ Juma ക്ക് KES 500.00 കൊടുക്കുക',
    jumaPaysYou: 'Juma നിങ്ങൾക്ക് KES 500.00 തരും',
    jumaPaysWanjiku: 'Juma Wanjiku ക്ക് KES 500.00 കൊടുക്കും',
  },
  // X-ଙ୍କ ପାଖରେ ଆପଣଙ୍କର … ବାକି "with X, yours is outstanding"; ମିଳିବ "will receive", ଦେବେ "will give".
  or: {
    owesYou: 'Jumaଙ୍କ ପାଖରେ ଆପଣଙ୍କର KES 500.00 ବାକି',
    youOwe: 'ଆପଣଙ୍କ ପାଖରେ Jumaଙ୍କର KES 500.00 ବାକି',
    lentTo: 'Jumaଙ୍କୁ ଧାର ଦିଆଯାଇଛି',
    borrowedFrom: 'Jumaଙ୍କଠାରୁ ଧାର ନିଆଯାଇଛି',
    reminder: 'ନମସ୍କାର Juma, ମୁଁ ଆପଣଙ୍କୁ ଧାର ଦେଇଥିବା KES 500.00 ବିଷୟରେ ଏକ ବିନମ୍ର ସ୍ମରଣ। ଧନ୍ୟବାଦ!',
    youAreOwed: 'ଆପଣଙ୍କୁ KES 500.00 ମିଳିବ',
    jumaIsOwed: 'Juma ଙ୍କୁ KES 500.00 ମିଳିବ',
    youOweGroup: 'ଆପଣ KES 500.00 ଦେବେ',
    jumaOwesGroup: 'Juma KES 500.00 ଦେବେ',
    youPayJuma: 'ଆପଣ Juma ଙ୍କୁ KES 500.00 ଦିଅନ୍ତୁ',
    jumaPaysYou: 'Juma ଆପଣଙ୍କୁ KES 500.00 ଦେବେ',
    jumaPaysWanjiku: 'Juma Wanjiku ଙ୍କୁ KES 500.00 ଦେବେ',
  },
  // X మీకు … బాకీ "X owes to you"; మీరు X-కి … బాకీ "you owe to X"; రావాలి "must come (to)", ఇవ్వాలి "must give".
  te: {
    owesYou: 'Juma మీకు KES 500.00 బాకీ',
    youOwe: 'మీరు Jumaకి KES 500.00 బాకీ',
    lentTo: 'Jumaకి అప్పు ఇచ్చారు',
    borrowedFrom: 'Juma దగ్గర అప్పు తీసుకున్నారు',
    reminder: 'నమస్తే Juma, నేను మీకు అప్పుగా ఇచ్చిన KES 500.00 గురించి ఒక వినయపూర్వక గుర్తు. ధన్యవాదాలు!',
    youAreOwed: 'మీకు KES 500.00 రావాలి',
    jumaIsOwed: 'Juma కి KES 500.00 రావాలి',
    youOweGroup: 'మీరు KES 500.00 ఇవ్వాలి',
    jumaOwesGroup: 'Juma KES 500.00 ఇవ్వాలి',
    youPayJuma: 'మీరు Juma కి KES 500.00 ఇవ్వండి',
    jumaPaysYou: 'Juma మీకు KES 500.00 ఇస్తారు',
    jumaPaysWanjiku: 'Juma Wanjiku కి KES 500.00 ఇస్తారు',
  },
  // X-এর কাছে আপনার … পাওনা "with X, yours is due"; X আপনার কাছে … পাবেন "X will get from you".
  bn: {
    owesYou: 'Juma-এর কাছে আপনার KES 500.00 পাওনা',
    youOwe: 'Juma আপনার কাছে KES 500.00 পাবেন',
    lentTo: 'Juma-কে ধার দেওয়া',
    borrowedFrom: 'Juma-এর কাছ থেকে ধার নেওয়া',
    reminder: 'নমস্কার Juma, আপনাকে যে KES 500.00 ধার দিয়েছিলাম, তার একটি বিনীত অনুস্মারক। ধন্যবাদ!',
    youAreOwed: 'আপনি KES 500.00 পাবেন',
    jumaIsOwed: 'Juma KES 500.00 পাবেন',
    youOweGroup: 'আপনাকে KES 500.00 দিতে হবে',
    jumaOwesGroup: 'Juma-কে KES 500.00 দিতে হবে',
    youPayJuma: 'আপনি Juma-কে KES 500.00 দিন',
    jumaPaysYou: 'Juma আপনাকে KES 500.00 দেবেন',
    jumaPaysWanjiku: 'Juma Wanjiku-কে KES 500.00 দেবেন',
  },
  // X ਵੱਲ ਤੁਹਾਡੇ … ਬਕਾਇਆ "towards X, yours is outstanding"; ਮਿਲਣੇ "to receive", ਦੇਣੇ "to give".
  pa: {
    owesYou: 'Juma ਵੱਲ ਤੁਹਾਡੇ KES 500.00 ਬਕਾਇਆ ਹਨ',
    youOwe: 'ਤੁਹਾਡੇ ਵੱਲ Juma ਦੇ KES 500.00 ਬਕਾਇਆ ਹਨ',
    lentTo: 'Juma ਨੂੰ ਉਧਾਰ ਦਿੱਤਾ',
    borrowedFrom: 'Juma ਤੋਂ ਉਧਾਰ ਲਿਆ',
    reminder: 'ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ Juma, ਮੈਂ ਤੁਹਾਨੂੰ ਜੋ KES 500.00 ਉਧਾਰ ਦਿੱਤੇ ਸਨ, ਉਸ ਦੀ ਇੱਕ ਨਿਮਰ ਯਾਦ। ਧੰਨਵਾਦ!',
    youAreOwed: 'ਤੁਹਾਨੂੰ KES 500.00 ਮਿਲਣੇ ਹਨ',
    jumaIsOwed: 'Juma ਨੂੰ KES 500.00 ਮਿਲਣੇ ਹਨ',
    youOweGroup: 'ਤੁਸੀਂ KES 500.00 ਦੇਣੇ ਹਨ',
    jumaOwesGroup: 'Juma ਨੇ KES 500.00 ਦੇਣੇ ਹਨ',
    youPayJuma: 'ਤੁਸੀਂ Juma ਨੂੰ KES 500.00 ਦਿਓ',
    jumaPaysYou: 'Juma ਤੁਹਾਨੂੰ KES 500.00 ਦੇਵੇ',
    jumaPaysWanjiku: 'Juma Wanjiku ਨੂੰ KES 500.00 ਦੇਵੇ',
  },
  // X-ৰ ওচৰত আপোনাৰ … পাওনা "with X, yours is due"; X-এ আপোনাৰ পৰা … পাব "X will get from you".
  as: {
    owesYou: 'Jumaৰ ওচৰত আপোনাৰ KES 500.00 পাওনা',
    youOwe: 'Jumaএ আপোনাৰ পৰা KES 500.00 পাব',
    lentTo: 'Jumaক ধাৰ দিয়া',
    borrowedFrom: 'Jumaৰ পৰা ধাৰ লোৱা',
    reminder: 'নমস্কাৰ Juma, মই আপোনাক ধাৰ দিয়া KES 500.00ৰ বিষয়ে এটা বিনম্ৰ সোঁৱৰণী। ধন্যবাদ!',
    youAreOwed: 'আপুনি KES 500.00 পাব',
    jumaIsOwed: 'Jumaএ KES 500.00 পাব',
    youOweGroup: 'আপুনি KES 500.00 দিব লাগে',
    jumaOwesGroup: 'Jumaএ KES 500.00 দিব লাগে',
    youPayJuma: 'আপুনি Jumaক KES 500.00 দিয়ক',
    jumaPaysYou: 'Jumaএ আপোনাক KES 500.00 দিব',
    jumaPaysWanjiku: 'Jumaএ Wanjikuক KES 500.00 দিব',
  },
  // X پر آپ کے … واجب "on X, yours is due"; آپ پر X کے "on you, X's"; ملنے "to receive", دینے "to give".
  ur: {
    owesYou: 'Juma پر آپ کے KES 500.00 واجب ہیں',
    youOwe: 'آپ پر Juma کے KES 500.00 واجب ہیں',
    lentTo: 'Juma کو ادھار دیا',
    borrowedFrom: 'Juma سے ادھار لیا',
    reminder: 'السلام علیکم Juma، میں نے آپ کو جو KES 500.00 ادھار دیے تھے، اس کی ایک نرم یاد دہانی۔ شکریہ!',
    youAreOwed: 'آپ کو KES 500.00 ملنے ہیں',
    jumaIsOwed: 'Juma کو KES 500.00 ملنے ہیں',
    youOweGroup: 'آپ نے KES 500.00 دینے ہیں',
    jumaOwesGroup: 'Juma نے KES 500.00 دینے ہیں',
    youPayJuma: 'آپ Juma کو KES 500.00 دیں',
    jumaPaysYou: 'Juma آپ کو KES 500.00 دیں گے',
    jumaPaysWanjiku: 'Juma Wanjiku کو KES 500.00 دیں گے',
  },
};

describe.each(LANGUAGE_CODES)('%s: who owes whom', (language) => {
  afterAll(() => activateLocale('en'));

  it.each(Object.keys(RENDER) as (keyof typeof RENDER)[])('%s says the right direction', async (key) => {
    await activateLocale(language);
    expect(RENDER[key]()).toBe(EXPECTED[language][key]);
  });

  it('never says the two directions the same way', async () => {
    await activateLocale(language);
    expect(RENDER.owesYou()).not.toBe(RENDER.youOwe());
    expect(RENDER.lentTo()).not.toBe(RENDER.borrowedFrom());
    expect(RENDER.youAreOwed()).not.toBe(RENDER.youOweGroup());
  });
});
