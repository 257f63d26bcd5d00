// Category keywords for Hindi, Urdu, Marathi, Gujarati, Punjabi, Bengali, Assamese and Odia, in their
// own scripts (recognisers return native script). Words marked fare-or-rent are settled by context.
import { fareOrRent, type LanguageKeywords, words } from './types.ts';

export const HINDI_KEYWORDS: LanguageKeywords = {
  confidence: 'high',
  decisive: { bills: words('जनरेटर'), other: words('दवा दवाई दवाइयां डॉक्टर अस्पताल क्लिनिक') },
  food: words(`खाना सब्ज़ी सब्जी राशन किराना दूध चाय नाश्ता फल रोटी चावल दाल आटा चीनी तेल अंडे अंडा मछली मटन चिकन समोसा
    मिठाई ब्रेड पनीर दही नमकीन बिस्कुट लंच डिनर होटल ढाबा थाली जूस पानी_की_बोतल टमाटर आलू प्याज़ प्याज केले केला अरहर गेहूं मैदा गोलगप्पे पानीपूरी`),
  transport: words('ऑटो रिक्शा बस टैक्सी पेट्रोल मेट्रो टिकट डीज़ल ट्रेन रेल कैब ओला उबर गाड़ी पार्किंग टोल ई-रिक्शा टंकी_फुल फुल_टंकी पंचर'),
  business: words('दुकान माल धंधा व्यापार स्टॉक ग्राहक थोक मज़दूरी'),
  bills: words('बिजली बिल पानी रिचार्ज गैस सिलेंडर फीस ईएमआई इंटरनेट वाईफाई डीटीएच बीमा लोन किश्त किस्त मकान_किराया घर_का_किराया मकान_मालिक टोकन नेट_पैक डेटा प्लंबर इलेक्ट्रीशियन'),
  savings: words('बचत बचाना जमा'),
  ambiguous: [
    fareOrRent('किराया', words('ऑटो बस टैक्सी रिक्शा ट्रेन मेट्रो गाड़ी कैब'), words('मकान घर कमरा फ्लैट कमरे')),
    fareOrRent('भाड़ा', words('ऑटो बस टैक्सी रिक्शा ट्रेन मेट्रो गाड़ी कैब'), words('मकान घर कमरा फ्लैट कमरे')),
  ],
};

export const URDU_KEYWORDS: LanguageKeywords = {
  confidence: 'medium',
  decisive: { bills: words('جنریٹر'), other: words('دوائی دوا ڈاکٹر ہسپتال اسپتال') },
  food: words('کھانا سبزی دودھ چائے راشن روٹی چاول دال آٹا چینی انڈے گوشت مچھلی ناشتہ پھل ہوٹل آلو پیاز ٹماٹر کیلے بریانی'),
  transport: words('رکشہ بس ٹیکسی پیٹرول پٹرول گاڑی ٹکٹ میٹرو آٹو اوبر ٹینکی_فل چنگچی'),
  business: words('کاروبار دکان دوکان مال تجارت گاہک'),
  bills: words('بجلی بل پانی گیس فیس ریچارج انٹرنیٹ مکان_کا_کرایہ مالک_مکان بیلنس پلمبر'),
  savings: words('بچت جمع'),
  ambiguous: [fareOrRent('کرایہ', words('رکشہ بس ٹیکسی گاڑی آٹو'), words('مکان گھر کمرہ فلیٹ'))],
};

export const MARATHI_KEYWORDS: LanguageKeywords = {
  confidence: 'medium',
  decisive: { bills: words('जनरेटर'), other: words('औषध डॉक्टर दवाखाना रुग्णालय') },
  food: words('जेवण भाजी किराणा दूध चहा नाश्ता पोळी भात डाळ फळे वडापाव मिसळ हॉटेल खाणे कांदे कांदा बटाटे बटाटा टोमॅटो तांदूळ गहू पीठ साखर केळी रेशन'),
  transport: words('रिक्षा बस पेट्रोल ऑटो टॅक्सी लोकल ट्रेन मेट्रो तिकीट एसटी गाडी वडाप'),
  business: words('व्यवसाय धंदा दुकान माल ग्राहक व्यापार'),
  bills: words('वीज बिल पाणी रिचार्ज गॅस सिलेंडर फी घरभाडे इंटरनेट हप्ता विमा घरमालक प्लंबर'),
  ambiguous: ['भाडे', 'भाडं'].map((word) => fareOrRent(word, words('रिक्षा बस ऑटो टॅक्सी गाडी'), words('घर खोली फ्लॅट'))),
};

export const GUJARATI_KEYWORDS: LanguageKeywords = {
  confidence: 'medium',
  decisive: { bills: words('જનરેટર'), other: words('દવા ડોક્ટર દવાખાનું હોસ્પિટલ') },
  food: words('ખાવાનું શાકભાજી કરિયાણું દૂધ ચા નાસ્તો રોટલી ભાત દાળ ફળ શાક જમવાનું હોટલ ટામેટાં ટામેટા બટાકા ડુંગળી ખાંડ ચોખા લોટ કેળાં ખમણ ઢોકળા'),
  transport: words('રિક્ષા બસ પેટ્રોલ ઓટો ટેક્સી મેટ્રો ટિકિટ ટ્રેન ગાડી ડીઝલ છકડો'),
  business: words('ધંધો વેપાર દુકાન માલ ગ્રાહક સ્ટોક'),
  bills: words('વીજળી બિલ પાણી રિચાર્જ ગેસ ફી ઘરભાડું ઇન્ટરનેટ હપ્તો મકાનમાલિક મકાન_માલિક પ્લમ્બર'),
  ambiguous: [fareOrRent('ભાડું', words('રિક્ષા બસ ઓટો ટેક્સી ગાડી'), words('ઘર મકાન રૂમ ફ્લેટ'))],
};

export const PUNJABI_KEYWORDS: LanguageKeywords = {
  confidence: 'medium',
  decisive: { bills: words('ਜਨਰੇਟਰ'), other: words('ਦਵਾਈ ਡਾਕਟਰ ਹਸਪਤਾਲ') },
  food: words('ਖਾਣਾ ਸਬਜ਼ੀ ਰਾਸ਼ਨ ਦੁੱਧ ਚਾਹ ਰੋਟੀ ਦਾਲ ਚੌਲ ਫਲ ਨਾਸ਼ਤਾ ਢਾਬਾ ਆਲੂ ਪਿਆਜ਼ ਟਮਾਟਰ ਆਟਾ ਖੰਡ ਲੱਸੀ ਪਰੌਂਠੇ ਪਰਾਂਠੇ'),
  transport: words('ਆਟੋ ਬੱਸ ਪੈਟਰੋਲ ਟੈਕਸੀ ਰਿਕਸ਼ਾ ਟਿਕਟ ਟ੍ਰੇਨ ਗੱਡੀ ਡੀਜ਼ਲ ਮੈਟਰੋ'),
  business: words('ਕਾਰੋਬਾਰ ਵਪਾਰ ਦੁਕਾਨ ਮਾਲ ਗਾਹਕ'),
  bills: words('ਬਿਜਲੀ ਬਿੱਲ ਪਾਣੀ ਰੀਚਾਰਜ ਗੈਸ ਫੀਸ ਇੰਟਰਨੈੱਟ ਕਿਸ਼ਤ ਪਲੰਬਰ'),
  ambiguous: [fareOrRent('ਕਿਰਾਇਆ', words('ਆਟੋ ਬੱਸ ਟੈਕਸੀ ਰਿਕਸ਼ਾ ਗੱਡੀ'), words('ਘਰ ਮਕਾਨ ਕਮਰਾ'))],
};

export const BENGALI_KEYWORDS: LanguageKeywords = {
  confidence: 'medium',
  decisive: { bills: words('জেনারেটর'), other: words('ওষুধ ডাক্তার হাসপাতাল') },
  food: words('খাবার বাজার সবজি চা দুধ ভাত চাল ডাল মাছ মাংস ডিম রুটি ফল মিষ্টি টিফিন আলু পেঁয়াজ টমেটো চিনি আটা কলা রেশন'),
  transport: words('অটো বাস ট্যাক্সি পেট্রোল রিকশা টোটো মেট্রো ট্রেন উবের টিকিট গাড়ি'),
  business: words('ব্যবসা দোকান মাল খদ্দের পাইকারি'),
  bills: words('বিদ্যুৎ কারেন্ট বিল জল রিচার্জ ইন্টারনেট গ্যাস ফি বাড়ি_ভাড়া ইএমআই বাড়িওয়ালা স্কুল কলের_মিস্ত্রি'),
  ambiguous: [fareOrRent('ভাড়া', words('অটো বাস ট্যাক্সি রিকশা টোটো গাড়ি ট্রেন'), words('বাড়ি ঘর ফ্ল্যাট'))],
};

export const ASSAMESE_KEYWORDS: LanguageKeywords = {
  confidence: 'low',
  decisive: { bills: words('জেনেৰেটৰ'), other: words('ঔষধ ডাক্তৰ হাস্পতাল') },
  food: words('খাদ্য খোৱা বজাৰ চাহ গাখীৰ ভাত দাইল মাছ মাংস জলপান হোটেল ফল আলু চাউল পিঁয়াজ বিলাহী ৰেচন'),
  transport: words('অটো বাছ টেক্সি ৰিক্সা ট্ৰেইন টিকট গাড়ী পেট্ৰোল টমটম'),
  business: words('ব্যৱসায় দোকান মাল গ্ৰাহক'),
  bills: words('বিদ্যুৎ কাৰেণ্ট বিল পানী ৰিচাৰ্জ গেছ মাচুল ঘৰ_ভাড়া'),
  ambiguous: [fareOrRent('ভাড়া', words('অটো বাছ টেক্সি ৰিক্সা গাড়ী'), words('ঘৰ'))],
};

export const ODIA_KEYWORDS: LanguageKeywords = {
  confidence: 'low',
  decisive: { bills: words('ଜେନେରେଟର'), other: words('ଔଷଧ ଡାକ୍ତର ଡାକ୍ତରଖାନା') },
  food: words('ଖାଦ୍ୟ ଖାଇବା ପରିବା ଚା କ୍ଷୀର ଭାତ ଡାଲି ମାଛ ଜଳଖିଆ ହୋଟେଲ ଫଳ ଚାଉଳ ଆଳୁ ପିଆଜ ଟମାଟୋ ବଜାର ଚିନି ରାସନ'),
  transport: words('ଅଟୋ ବସ୍ ପେଟ୍ରୋଲ ଟ୍ୟାକ୍ସି ଟ୍ରେନ୍ ଟିକେଟ୍ ଗାଡ଼ି'),
  business: words('ବ୍ୟବସାୟ ଦୋକାନ ମାଲ ଗ୍ରାହକ'),
  bills: words('ବିଜୁଳି ବିଲ୍ ପାଣି ରିଚାର୍ଜ ଗ୍ୟାସ ଫିସ୍ ଘର_ଭଡ଼ା'),
  ambiguous: [fareOrRent('ଭଡ଼ା', words('ଅଟୋ ବସ୍ ଟ୍ୟାକ୍ସି ଗାଡ଼ି'), words('ଘର'))],
};
