// What an imported fee line is called, in the person's language (issue 33, point 12): the provider's
// name with the language's word for its charge ("Ada ya muamala ya M-Pesa", "Frais Orange Money").
import type { LanguageCode } from '../languages.ts';
import type { Provider } from './types.ts';

/** How each language words a charge; {brand} is the provider's name, which is never translated. */
interface FeeWords {
  /** A wallet's fee on a payment ("Airtel Money fee"). */
  readonly fee: string;
  /** M-Pesa's "transaction cost". */
  readonly cost: string;
  /** telebirr's "service fee". */
  readonly service: string;
  /** A bank's charges on an alert. */
  readonly bank: string;
  /** A fee whose provider Sauti does not know. */
  readonly plain: string;
}

const WORDS: Readonly<Record<LanguageCode, FeeWords>> = {
  en: { fee: '{brand} fee', cost: '{brand} transaction cost', service: '{brand} service fee', bank: 'Bank charges', plain: 'Transaction fee' },
  sw: { fee: 'Ada ya {brand}', cost: 'Gharama ya muamala ya {brand}', service: 'Ada ya huduma ya {brand}', bank: 'Makato ya benki', plain: 'Ada ya muamala' },
  fr: { fee: 'Frais {brand}', cost: 'Frais de transaction {brand}', service: 'Frais de service {brand}', bank: 'Frais bancaires', plain: 'Frais de transaction' },
  ar: { fee: 'رسوم {brand}', cost: 'تكلفة معاملة {brand}', service: 'رسوم خدمة {brand}', bank: 'رسوم بنكية', plain: 'رسوم المعاملة' },
  am: { fee: 'የ{brand} ክፍያ', cost: 'የ{brand} የግብይት ወጪ', service: 'የ{brand} የአገልግሎት ክፍያ', bank: 'የባንክ ክፍያ', plain: 'የግብይት ክፍያ' },
  ha: { fee: 'Kuɗin {brand}', cost: 'Kuɗin hada-hadar {brand}', service: 'Kuɗin sabis na {brand}', bank: 'Cajin banki', plain: 'Kuɗin hada-hada' },
  ig: { fee: 'Ụgwọ {brand}', cost: 'Ụgwọ azụmahịa {brand}', service: 'Ụgwọ ọrụ {brand}', bank: 'Ụgwọ ụlọ akụ', plain: 'Ụgwọ azụmahịa' },
  yo: { fee: 'Owó {brand}', cost: 'Owó ìdúnàádúrà {brand}', service: 'Owó iṣẹ́ {brand}', bank: 'Owó ilé ìfowópamọ́', plain: 'Owó ìdúnàádúrà' },
  zu: { fee: 'Imali ye-{brand}', cost: 'Izindleko zokuthengiselana ze-{brand}', service: 'Imali yesevisi ye-{brand}', bank: 'Izindleko zasebhange', plain: 'Imali yokuthengiselana' },
  af: { fee: '{brand}-fooi', cost: '{brand}-transaksiekoste', service: '{brand}-diensfooi', bank: 'Bankkoste', plain: 'Transaksiefooi' },
  kn: { fee: '{brand} ಶುಲ್ಕ', cost: '{brand} ವಹಿವಾಟು ವೆಚ್ಚ', service: '{brand} ಸೇವಾ ಶುಲ್ಕ', bank: 'ಬ್ಯಾಂಕ್ ಶುಲ್ಕ', plain: 'ವಹಿವಾಟು ಶುಲ್ಕ' },
  gu: { fee: '{brand} ફી', cost: '{brand} વ્યવહાર ખર્ચ', service: '{brand} સેવા ફી', bank: 'બેંક ચાર્જ', plain: 'વ્યવહાર ફી' },
  hi: { fee: '{brand} शुल्क', cost: '{brand} लेनदेन शुल्क', service: '{brand} सेवा शुल्क', bank: 'बैंक शुल्क', plain: 'लेनदेन शुल्क' },
  ta: { fee: '{brand} கட்டணம்', cost: '{brand} பரிவர்த்தனைக் கட்டணம்', service: '{brand} சேவைக் கட்டணம்', bank: 'வங்கிக் கட்டணம்', plain: 'பரிவர்த்தனைக் கட்டணம்' },
  mr: { fee: '{brand} शुल्क', cost: '{brand} व्यवहार शुल्क', service: '{brand} सेवा शुल्क', bank: 'बँक शुल्क', plain: 'व्यवहार शुल्क' },
  ml: { fee: '{brand} ഫീസ്', cost: '{brand} ഇടപാട് ചെലവ്', service: '{brand} സേവന ഫീസ്', bank: 'ബാങ്ക് ചാർജുകൾ', plain: 'ഇടപാട് ഫീസ്' },
  or: { fee: '{brand} ଶୁଳ୍କ', cost: '{brand} କାରବାର ଖର୍ଚ୍ଚ', service: '{brand} ସେବା ଶୁଳ୍କ', bank: 'ବ୍ୟାଙ୍କ ଶୁଳ୍କ', plain: 'କାରବାର ଶୁଳ୍କ' },
  te: { fee: '{brand} రుసుము', cost: '{brand} లావాదేవీ ఖర్చు', service: '{brand} సేవా రుసుము', bank: 'బ్యాంక్ ఛార్జీలు', plain: 'లావాదేవీ రుసుము' },
  bn: { fee: '{brand} ফি', cost: '{brand} লেনদেন খরচ', service: '{brand} পরিষেবা ফি', bank: 'ব্যাংক চার্জ', plain: 'লেনদেন ফি' },
  pa: { fee: '{brand} ਫੀਸ', cost: '{brand} ਲੈਣ-ਦੇਣ ਖਰਚਾ', service: '{brand} ਸੇਵਾ ਫੀਸ', bank: 'ਬੈਂਕ ਖਰਚੇ', plain: 'ਲੈਣ-ਦੇਣ ਫੀਸ' },
  as: { fee: '{brand} মাচুল', cost: '{brand} লেনদেনৰ খৰচ', service: '{brand} সেৱা মাচুল', bank: 'বেংক মাচুল', plain: 'লেনদেন মাচুল' },
  ur: { fee: '{brand} فیس', cost: '{brand} لین دین کی لاگت', service: '{brand} سروس فیس', bank: 'بینک چارجز', plain: 'لین دین کی فیس' },
};

/** Each provider's name as it writes it, and which of the words its charge takes. */
const PROVIDER_FEES: Readonly<Record<Provider, readonly [brand: string, kind: keyof FeeWords]>> = {
  mpesa: ['M-Pesa', 'cost'], 'mpesa-tz': ['M-Pesa', 'cost'], airtel: ['Airtel Money', 'fee'], 'mtn-momo': ['MoMo', 'fee'],
  telebirr: ['telebirr', 'service'], 'ng-bank': ['', 'bank'], upi: ['', 'bank'], general: ['', 'plain'], 'tigo-pesa': ['Tigo Pesa', 'fee'],
  'orange-money': ['Orange Money', 'fee'], wave: ['Wave', 'fee'], opay: ['OPay', 'fee'], palmpay: ['PalmPay', 'fee'], moniepoint: ['Moniepoint', 'fee'],
};

/** The description of a provider's fee line in `language` ("M-Pesa transaction cost" in English). */
export function feeDescription(provider: Provider, language: LanguageCode = 'en'): string {
  const [brand, kind] = PROVIDER_FEES[provider];
  return WORDS[language][kind].replace('{brand}', brand);
}
