// The WhatsApp message table (issue 35): what people in the 22 languages send to Sauti's number and
// what must follow — what lands in their books and what kind of answer comes back. Written before the
// handler existed. Each language's rows are sent in order by one person whose Sauti language it is,
// so an "undo" row takes back what the row before it recorded.
import type { CategoryId } from '../../domain/categories.ts';
import type { LanguageCode } from '../../domain/languages.ts';
import type { GoalType } from '../../domain/parse/savingsAmount.ts';

/** The kinds of answer a message gets; test/api/whatsappTable.test.ts reads each off the handled message. */
export type Answer =
  | 'recorded' | 'imported' | 'alreadyImported' | 'notPayment'
  | 'today' | 'week' | 'help'
  | 'undone' | 'nothingToUndo'
  | 'noAmount' | 'noPerson' | 'voiceNote' | 'notText' | 'tooLong';

/** Messages WhatsApp carries that are not text. */
type NotText = 'audio' | 'image' | 'sticker' | 'video' | 'document' | 'location';

/** What lands in the person's books. Amounts as exact decimals; a day as so many days before today. */
type Records =
  | { kind: 'nothing' }
  | { kind: 'expense'; amount: string; category: CategoryId; daysAgo: number; description?: string; currency?: string }
  | { kind: 'saving'; amount: string; goalType: GoalType; goalName?: string }
  | { kind: 'iou'; direction: 'lent' | 'borrowed'; person: string; amount: string }
  | { kind: 'imported'; entries: readonly (readonly [description: string, amount: string, currency: string])[] }
  /** The entry the row before recorded is gone from the books. */
  | { kind: 'undo' };

export interface MessageRow {
  readonly language: LanguageCode;
  readonly sent: string | { readonly type: NotText };
  readonly records: Records;
  readonly answer: Answer;
}

/** The currency each language's person keeps their books in, and where their number is from. */
export const PEOPLE: Readonly<Record<LanguageCode, { currency: string; callingCode: string; timeZone: string }>> = {
  en: { currency: 'KES', callingCode: '254', timeZone: 'Africa/Nairobi' },
  sw: { currency: 'KES', callingCode: '254', timeZone: 'Africa/Nairobi' },
  fr: { currency: 'XOF', callingCode: '221', timeZone: 'Africa/Dakar' },
  ar: { currency: 'EGP', callingCode: '20', timeZone: 'Africa/Cairo' },
  am: { currency: 'ETB', callingCode: '251', timeZone: 'Africa/Addis_Ababa' },
  ha: { currency: 'NGN', callingCode: '234', timeZone: 'Africa/Lagos' },
  ig: { currency: 'NGN', callingCode: '234', timeZone: 'Africa/Lagos' },
  yo: { currency: 'NGN', callingCode: '234', timeZone: 'Africa/Lagos' },
  zu: { currency: 'ZAR', callingCode: '27', timeZone: 'Africa/Johannesburg' },
  af: { currency: 'ZAR', callingCode: '27', timeZone: 'Africa/Johannesburg' },
  kn: { currency: 'INR', callingCode: '91', timeZone: 'Asia/Kolkata' },
  gu: { currency: 'INR', callingCode: '91', timeZone: 'Asia/Kolkata' },
  hi: { currency: 'INR', callingCode: '91', timeZone: 'Asia/Kolkata' },
  ta: { currency: 'INR', callingCode: '91', timeZone: 'Asia/Kolkata' },
  mr: { currency: 'INR', callingCode: '91', timeZone: 'Asia/Kolkata' },
  ml: { currency: 'INR', callingCode: '91', timeZone: 'Asia/Kolkata' },
  or: { currency: 'INR', callingCode: '91', timeZone: 'Asia/Kolkata' },
  te: { currency: 'INR', callingCode: '91', timeZone: 'Asia/Kolkata' },
  bn: { currency: 'INR', callingCode: '91', timeZone: 'Asia/Kolkata' },
  pa: { currency: 'INR', callingCode: '91', timeZone: 'Asia/Kolkata' },
  as: { currency: 'INR', callingCode: '91', timeZone: 'Asia/Kolkata' },
  ur: { currency: 'PKR', callingCode: '92', timeZone: 'Asia/Karachi' },
};

type Row = Omit<MessageRow, 'language'>;

const NOTHING = { kind: 'nothing' } as const;

/** An expense: amount, category, days before today, and the description when it is plain. */
const spent = (text: string, amount: string, category: CategoryId, daysAgo: number, description?: string, currency?: string): Row => ({
  sent: text,
  records: { kind: 'expense', amount, category, daysAgo, ...(description !== undefined && { description }), ...(currency !== undefined && { currency }) },
  answer: 'recorded',
});
const saved = (text: string, amount: string, goalType: GoalType, goalName?: string): Row => ({
  sent: text, records: { kind: 'saving', amount, goalType, ...(goalName !== undefined && { goalName }) }, answer: 'recorded',
});
const lent = (text: string, person: string, amount: string): Row => ({ sent: text, records: { kind: 'iou', direction: 'lent', person, amount }, answer: 'recorded' });
const borrowed = (text: string, person: string, amount: string): Row => ({ sent: text, records: { kind: 'iou', direction: 'borrowed', person, amount }, answer: 'recorded' });
const ask = (text: string, answer: 'today' | 'week' | 'help'): Row => ({ sent: text, records: NOTHING, answer });
const undo = (text: string): Row => ({ sent: text, records: { kind: 'undo' }, answer: 'undone' });
const forwarded = (text: string, entries: readonly (readonly [string, string, string])[]): Row => ({ sent: text, records: { kind: 'imported', entries }, answer: 'imported' });
const again = (text: string): Row => ({ sent: text, records: NOTHING, answer: 'alreadyImported' });
const NOT_TEXT: readonly NotText[] = ['audio', 'image', 'sticker', 'video', 'document', 'location'];
const isNotText = (sent: string): sent is NotText => NOT_TEXT.some((type) => type === sent);
const unreadable = (sent: string, answer: Answer): Row => ({ sent: isNotText(sent) ? { type: sent } : sent, records: NOTHING, answer });

const rows = (language: LanguageCode, list: readonly Row[]): MessageRow[] => list.map((row) => ({ language, ...row }));

// Payment messages as the services send them (the same wording as domain/payments' fixtures).
const MPESA_KPLC = 'SCL4ABC124 Confirmed. Ksh1,500.00 sent to KPLC PREPAID for account 54404123456 on 12/3/24 at 7:30 AM New M-PESA balance is Ksh2,100.00. Transaction cost, Ksh23.00.Amount you can transact within the day is 498,500.00. Save frequent paybills for quick payment on M-PESA app https://bit.ly/mpesalnk';
const MPESA_JAVA = 'SCL4ABC123 Confirmed. Ksh250.00 paid to JAVA HOUSE KIMATHI ST. on 12/3/24 at 1:05 PM.New M-PESA balance is Ksh1,234.56. Transaction cost, Ksh0.00. Amount you can transact within the day is 499,750.00.';
const MPESA_RECEIVED = 'SCL4ABC128 Confirmed.You have received Ksh1,000.00 from JANE WANJIKU 0722123456 on 12/3/24 at 9:10 AM  New M-PESA balance is Ksh2,500.00. Buy goods with M-PESA.';
const MOMO_GH = 'Payment made for GHS 45.00 to KFC ACCRA MALL. Current Balance: GHS 210.30. Available Balance: GHS 210.30. Reference: lunch. Transaction ID: 23456789012. Fee charged: GHS 0.00. Tax charged: GHS 0.00.';
const ORANGE_SN = 'Paiement de 7 500 FCFA effectue chez AUCHAN DAKAR SACRE COEUR le 15/03/2024 12:05. Ref: PM240315.1205.B98765. Nouveau solde: 18 400 FCFA. Orange Money';
const TELEBIRR = 'Dear Abebe, You have paid ETB 250.00 for goods purchased from 512345 - Kaldis Coffee Bole on 13/03/2024 08:15:02. Your transaction number is CC13XY12AB. The service fee is ETB 0.00. Your current E-Money Account balance is ETB 498.00. Thank you for using telebirr Ethio telecom';
const GTBANK = 'Acct: 012****345\nAmt: NGN2,500.00 DR\nDesc: -POS PURCHASE @ SHOPRITE LEKKI\nAvail Bal: NGN45,120.50\nDate: 2024-03-12 10:15 AM';
const FIRSTBANK = 'Debit: 3012XXXX45\nAmt: NGN4,500.00\nDate: 12-MAR-2024 10:15:33\nDesc: POS/TOTALENERGIES LEKKI\nBal: NGN15,000.00\nDial *894# for FirstBank';
const HDFC_UPI = 'Sent Rs.500.00\nFrom HDFC Bank A/C *1234\nTo SWIGGY\nOn 12/03/24\nRef 412345678901\nNot You?\nCall 18002586161/SMS BLOCK UPI to 7308080808';
const SBI_HINDI = 'प्रिय यूपीआई उपयोगकर्ता, खाता X1234 में 12Mar24 को 320.0 डेबिट हुआ, RAPIDO को ट्रांसफर, रेफ नं 412345678904. यदि आपने नहीं किया, तो 1800111109 पर कॉल करें -SBI';

export const MESSAGE_ROWS: readonly MessageRow[] = [
  ...rows('en', [
    spent('bought lunch 250 yesterday', '250', 'food', 1, 'lunch'),
    spent('matatu fare 100', '100', 'transport', 0),
    saved('save 1000 for emergency', '1000', 'emergency', 'emergency'),
    lent('lent Juma 500', 'Juma', '500'),
    undo('undo'),
    ask('today', 'today'),
    ask('how much this week?', 'week'),
    ask('help', 'help'),
    forwarded(MPESA_KPLC, [['KPLC PREPAID', '1500', 'KES'], ['M-Pesa transaction cost', '23', 'KES']]),
    again(MPESA_KPLC),
    unreadable(MPESA_RECEIVED, 'notPayment'),
    forwarded(MOMO_GH, [['KFC ACCRA MALL', '45', 'GHS']]),
    unreadable('audio', 'voiceNote'),
    unreadable('image', 'notText'),
    unreadable('lunch', 'noAmount'),
    unreadable('lent 500', 'noPerson'),
    unreadable('chakula 500 '.repeat(400), 'tooLong'),
  ]),
  ...rows('sw', [
    spent('jana nimenunua chakula 500', '500', 'food', 1, 'chakula'),
    spent('nauli ya matatu 100', '100', 'transport', 0),
    spent('umeme 1500 juzi', '1500', 'bills', 2),
    saved('weka akiba 1000 kwa dharura', '1000', 'emergency', 'dharura'),
    lent('nimemkopesha Juma 500', 'Juma', '500'),
    borrowed('nimekopa 200 kwa Amina', 'Amina', '200'),
    undo('tendua'),
    { sent: 'tendua', records: NOTHING, answer: 'nothingToUndo' },
    ask('leo', 'today'),
    ask('wiki hii', 'week'),
    ask('msaada', 'help'),
    forwarded(MPESA_JAVA, [['JAVA HOUSE KIMATHI ST', '250', 'KES']]),
    unreadable('audio', 'voiceNote'),
    unreadable('chakula', 'noAmount'),
  ]),
  ...rows('fr', [
    spent("hier j'ai acheté du pain 500", '500', 'food', 1, 'pain'),
    spent('taxi 2000', '2000', 'transport', 0, 'taxi'),
    saved("j'ai épargné 5000 pour la maison", '5000', 'goal', 'maison'),
    lent("j'ai prêté 1000 à Awa", 'Awa', '1000'),
    undo('annuler'),
    ask("aujourd'hui", 'today'),
    ask('aide', 'help'),
    forwarded(ORANGE_SN, [['AUCHAN DAKAR SACRE COEUR', '7500', 'XOF']]),
    unreadable('sticker', 'notText'),
    unreadable('café', 'noAmount'),
  ]),
  ...rows('ar', [
    spent('أمس اشتريت خبز 20', '20', 'food', 1),
    spent('تاكسي 50', '50', 'transport', 0),
    saved('ادخرت 500 للطوارئ', '500', 'emergency'),
    lent('أقرضت أحمد 300', 'أحمد', '300'),
    undo('تراجع'),
    ask('اليوم', 'today'),
    ask('الأسبوع', 'week'),
  ]),
  ...rows('am', [
    spent('ትናንት ዳቦ በ50 ብር ገዛሁ', '50', 'food', 1),
    spent('ታክሲ 30', '30', 'transport', 0),
    saved('ለቤት 2000 አስቀመጥኩ', '2000', 'goal'),
    lent('ለአበበ 500 ብር አበደርኩ', 'አበበ', '500'),
    undo('ሰርዝ'),
    ask('ዛሬ', 'today'),
    forwarded(TELEBIRR, [['Kaldis Coffee Bole', '250', 'ETB']]),
  ]),
  ...rows('ha', [
    spent('jiya na sayi abinci naira 500', '500', 'food', 1),
    spent('kudin mota 200', '200', 'transport', 0),
    saved('na ajiye 1000 don gaggawa', '1000', 'emergency'),
    lent('na ranta wa Bala 1000', 'Bala', '1000'),
    undo('soke'),
    ask('yau', 'today'),
    forwarded(GTBANK, [['SHOPRITE LEKKI', '2500', 'NGN']]),
  ]),
  ...rows('ig', [
    spent('ụnyaahụ azụtara m nri 500', '500', 'food', 1),
    spent('ụgbọ ala 300', '300', 'transport', 0),
    saved('echekwara m 2000 maka ụlọ', '2000', 'goal'),
    lent('m binyere Chidi 500', 'Chidi', '500'),
    ask('taa', 'today'),
    ask('enyemaka', 'help'),
    unreadable('image', 'notText'),
  ]),
  ...rows('yo', [
    spent('àná mo ra oúnjẹ 500', '500', 'food', 1),
    spent('ọkọ̀ 200', '200', 'transport', 0),
    saved('mo fi 2000 pamọ fun ile', '2000', 'goal'),
    lent('mo yá Tunde lówó 500', 'Tunde', '500'),
    undo('fagilé'),
    ask('lónìí', 'today'),
    forwarded(FIRSTBANK, [['TOTALENERGIES LEKKI', '4500', 'NGN']]),
    unreadable('sticker', 'notText'),
  ]),
  ...rows('zu', [
    spent('izolo ngithenge ukudla R50', '50', 'food', 1, undefined, 'ZAR'),
    spent('itekisi 20', '20', 'transport', 0),
    saved('ngonga 2000 indlu', '2000', 'goal'),
    lent('ngiboleke uSipho R500', 'Sipho', '500'),
    undo('susa'),
    ask('namuhla', 'today'),
  ]),
  ...rows('af', [
    spent('gister het ek brood vir R20 gekoop', '20', 'food', 1, 'brood', 'ZAR'),
    spent('taxi 30', '30', 'transport', 0),
    saved('spaar 2000 vir huis', '2000', 'goal', 'huis'),
    lent('ek het R500 aan Johan geleen', 'Johan', '500'),
    undo('ontdoen'),
    ask('vandag', 'today'),
    ask('hierdie week', 'week'),
  ]),
  ...rows('kn', [
    spent('ನಿನ್ನೆ ಆಟೋ 120', '120', 'transport', 1),
    spent('ಊಟ 150', '150', 'food', 0),
    saved('ಮನೆಗಾಗಿ 2000 ಉಳಿತಾಯ', '2000', 'goal'),
    lent('ರಾಜುಗೆ 500 ಸಾಲ ಕೊಟ್ಟೆ', 'ರಾಜು', '500'),
    undo('ರದ್ದು'),
    ask('ಇಂದು', 'today'),
  ]),
  ...rows('gu', [
    spent('ગઈકાલે રિક્ષા 80', '80', 'transport', 1),
    spent('શાકભાજી 200', '200', 'food', 0),
    saved('ઘર માટે 2000 બચત', '2000', 'goal'),
    lent('મેં રમેશને 500 ઉધાર આપ્યા', 'રમેશ', '500'),
    ask('આજે', 'today'),
    unreadable('audio', 'voiceNote'),
  ]),
  ...rows('hi', [
    spent('कल ऑटो 120', '120', 'transport', 1),
    spent('सब्ज़ी 200', '200', 'food', 0),
    spent('kal chai 20', '20', 'food', 1),
    saved('शादी के लिए 5000 बचत', '5000', 'goal'),
    lent('मैंने राजू को 500 उधार दिए', 'राजू', '500'),
    borrowed('मैंने सीमा से 200 उधार लिए', 'सीमा', '200'),
    undo('रद्द'),
    ask('आज', 'today'),
    ask('इस हफ्ते', 'week'),
    ask('मदद', 'help'),
    forwarded(HDFC_UPI, [['SWIGGY', '500', 'INR']]),
    forwarded(SBI_HINDI, [['RAPIDO', '320', 'INR']]),
    unreadable('audio', 'voiceNote'),
  ]),
  ...rows('ta', [
    spent('நேற்று ஆட்டோ 120', '120', 'transport', 1),
    spent('சாப்பாடு 150', '150', 'food', 0),
    saved('வீட்டுக்கு 2000 சேமித்தேன்', '2000', 'goal'),
    lent('ராஜுவுக்கு 500 கடன் கொடுத்தேன்', 'ராஜு', '500'),
    undo('ரத்து'),
    ask('இன்று', 'today'),
  ]),
  ...rows('mr', [
    spent('काल रिक्षा 60', '60', 'transport', 1),
    spent('जेवण 150', '150', 'food', 0),
    saved('घरासाठी 3000 जमा', '3000', 'goal'),
    lent('मी रमेशला 500 उसने दिले', 'रमेश', '500'),
    undo('रद्द'),
    ask('हा आठवडा', 'week'),
  ]),
  ...rows('ml', [
    spent('ഇന്നലെ ഓട്ടോ 120', '120', 'transport', 1),
    spent('ഭക്ഷണം 200', '200', 'food', 0),
    saved('വീട് 2000 സമ്പാദ്യം', '2000', 'goal'),
    lent('രാജുവിന് 500 കടം കൊടുത്തു', 'രാജു', '500'),
    ask('ഇന്ന്', 'today'),
    ask('സഹായം', 'help'),
  ]),
  ...rows('or', [
    spent('ଗତକାଲି ଅଟୋ 100', '100', 'transport', 1),
    spent('ଖାଇବା 150', '150', 'food', 0),
    saved('ଘର ପାଇଁ 2000 ଜମା', '2000', 'goal'),
    lent('ମୁଁ ରମେଶକୁ 500 ଟଙ୍କା ଧାର ଦେଲି', 'ରମେଶ', '500'),
    undo('ବାତିଲ'),
    ask('ଆଜି', 'today'),
  ]),
  ...rows('te', [
    spent('నిన్న ఆటో 120', '120', 'transport', 1),
    spent('భోజనం 150', '150', 'food', 0),
    saved('ఇల్లు కోసం 2000 పొదుపు', '2000', 'goal'),
    lent('రాముకి 500 అప్పు ఇచ్చాను', 'రాము', '500'),
    ask('ఈ రోజు', 'today'),
    ask('ఈ వారం', 'week'),
  ]),
  ...rows('bn', [
    spent('গতকাল রিকশা ৫০', '50', 'transport', 1),
    spent('বাজার ২০০', '200', 'food', 0),
    saved('বাড়ির জন্য 2000 সঞ্চয়', '2000', 'goal'),
    lent('আমি রহিমকে ৫০০ টাকা ধার দিলাম', 'রহিম', '500'),
    undo('বাতিল'),
    ask('আজ', 'today'),
    unreadable('image', 'notText'),
  ]),
  ...rows('pa', [
    spent('ਕੱਲ੍ਹ ਆਟੋ 100', '100', 'transport', 1),
    spent('ਖਾਣਾ 150', '150', 'food', 0),
    saved('ਘਰ ਲਈ 2000 ਬਚਤ', '2000', 'goal'),
    lent('ਮੈਂ ਰਾਜੂ ਨੂੰ 500 ਉਧਾਰ ਦਿੱਤੇ', 'ਰਾਜੂ', '500'),
    ask('ਅੱਜ', 'today'),
    ask('ਮਦਦ', 'help'),
  ]),
  ...rows('as', [
    spent('কালি বজাৰ ২০০', '200', 'food', 1),
    spent('অটো ১০০', '100', 'transport', 0),
    saved('ঘৰৰ বাবে 2000 জমা', '2000', 'goal'),
    lent('মই ৰমেনক ৫০০ টকা ধাৰ দিলোঁ', 'ৰমেন', '500'),
    undo('বাতিল'),
    ask('আজি', 'today'),
  ]),
  ...rows('ur', [
    spent('کل کھانا 200', '200', 'food', 1),
    spent('رکشہ 100', '100', 'transport', 0),
    saved('شادی کے لیے 5000 بچائے', '5000', 'goal'),
    lent('میں نے علی کو 500 ادھار دیے', 'علی', '500'),
    undo('منسوخ'),
    ask('آج', 'today'),
    ask('یہ ہفتہ', 'week'),
  ]),
];

/**
 * A second batch, written after the first table's reading and before the handler saw these: bills and
 * everyday spending as people type them, with day words, two per language. Read on its own.
 */
export const SECOND_ROWS: readonly MessageRow[] = [
  ...rows('en', [spent('paid rent 15000', '15000', 'bills', 0), spent('spent 1200 on groceries yesterday', '1200', 'food', 1)]),
  ...rows('sw', [spent('nimelipa kodi ya nyumba 8000', '8000', 'bills', 0), spent('jana nilitumia 300 kwa nauli', '300', 'transport', 1)]),
  ...rows('fr', [spent("j'ai payé 1500 pour le transport hier", '1500', 'transport', 1), spent('riz 2500', '2500', 'food', 0)]),
  ...rows('ar', [spent('دفعت 100 للمواصلات امبارح', '100', 'transport', 1), spent('فاتورة الكهرباء 350', '350', 'bills', 0)]),
  ...rows('am', [spent('የመብራት ክፍያ 200', '200', 'bills', 0), spent('ትናንት ምሳ 150', '150', 'food', 1)]),
  ...rows('ha', [spent('na biya kudin wuta 3000', '3000', 'bills', 0), spent('jiya shinkafa 1500', '1500', 'food', 1)]),
  ...rows('ig', [spent('akwụrụ m ụgwọ ọkụ 2000', '2000', 'bills', 0), spent('ụnyaahụ ọkụkọ 3000', '3000', 'food', 1)]),
  ...rows('yo', [spent('mo san owó iná 2000', '2000', 'bills', 0), spent('àná búrẹ́dì 500', '500', 'food', 1)]),
  ...rows('zu', [spent('ngikhokhele ugesi R300', '300', 'bills', 0, undefined, 'ZAR'), spent('izolo isinkwa R20', '20', 'food', 1, undefined, 'ZAR')]),
  ...rows('af', [spent('ek het R450 vir elektrisiteit betaal', '450', 'bills', 0, undefined, 'ZAR'), spent('gister petrol R600', '600', 'transport', 1, undefined, 'ZAR')]),
  ...rows('kn', [spent('ಕರೆಂಟ್ ಬಿಲ್ 900', '900', 'bills', 0), spent('ನಿನ್ನೆ ಬಸ್ 40', '40', 'transport', 1)]),
  ...rows('gu', [spent('લાઇટ બિલ 700', '700', 'bills', 0), spent('ગઈકાલે ચા 20', '20', 'food', 1)]),
  ...rows('hi', [spent('बिजली का बिल 1200 भरा', '1200', 'bills', 0), spent('kal petrol 500', '500', 'transport', 1)]),
  ...rows('ta', [spent('கரண்ட் பில் 800', '800', 'bills', 0), spent('நேற்று பஸ் 30', '30', 'transport', 1)]),
  ...rows('mr', [spent('लाईट बिल 650', '650', 'bills', 0), spent('काल भाजी 80', '80', 'food', 1)]),
  ...rows('ml', [spent('കറന്റ് ബില്ല് 750', '750', 'bills', 0), spent('ഇന്നലെ ചായ 15', '15', 'food', 1)]),
  ...rows('or', [spent('ବିଜୁଳି ବିଲ୍ 500', '500', 'bills', 0), spent('ଗତକାଲି ଚା 10', '10', 'food', 1)]),
  ...rows('te', [spent('కరెంట్ బిల్లు 600', '600', 'bills', 0), spent('నిన్న బస్ 25', '25', 'transport', 1)]),
  ...rows('bn', [spent('কারেন্ট বিল ৪৫০', '450', 'bills', 0), spent('গতকাল চা ১০', '10', 'food', 1)]),
  ...rows('pa', [spent('ਬਿਜਲੀ ਦਾ ਬਿੱਲ 900', '900', 'bills', 0), spent('ਕੱਲ੍ਹ ਚਾਹ 15', '15', 'food', 1)]),
  ...rows('as', [spent('বিদ্যুতৰ বিল ৪০০', '400', 'bills', 0), spent('কালি চাহ ১০', '10', 'food', 1)]),
  ...rows('ur', [spent('بجلی کا بل 2000', '2000', 'bills', 0), spent('کل پیٹرول 1000', '1000', 'transport', 1)]),
];
