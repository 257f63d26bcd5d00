// The words of saving in the 22 languages: verbs and nouns that say "save" (they also tell a saving
// from an expense), connectors and case endings that are not part of a goal's name, and the stems
// that give a goal its type. Compared folded and by prefix, so "investment" matches "invest".
import type { LanguageCode } from '../languages.ts';
import type { GoalType } from './savingsAmount.ts';

export interface SavingsVocabulary {
  /** Saying these makes a phrase a saving: save, deposit, savings, fund… */
  readonly save: string;
  /** Small words around a goal's name: for, in, my, the… */
  readonly connect: string;
  /** Endings glued to a goal's name ("आणीबाणीसाठी" = for the emergency), cut off the name. */
  readonly suffixes?: string;
  /** Prefixes glued to a goal's name (Amharic ለ "for"). */
  readonly prefixes?: string;
  /** Case endings that change the stem, as "ending>replacement" (Tamil வீட்டுக்கு "for the house" → வீடு). */
  readonly endings?: string;
  readonly emergency: string;
  readonly investment: string;
  readonly goal: string;
}

const ENGLISH: SavingsVocabulary = {
  save: 'save saved saving savings deposit deposited put add added stash fund funds account kitty',
  connect: 'for in into to my the a an of towards toward aside away',
  emergency: 'emergency emergencies urgent crisis',
  investment: 'invest investment investments stock stocks crypto usdt bitcoin btc trading shares',
  goal: 'vacation holiday car house home wedding education school college fees university',
};

const SAVINGS_VOCABULARY: Readonly<Record<LanguageCode, SavingsVocabulary>> = {
  en: ENGLISH,
  sw: {
    save: 'weka nimeweka kuweka akiba hifadhi nimehifadhi okoa nimeokoa mfuko',
    connect: 'kwa ajili ya la za wa cha vya katika kwenye ndani yangu changu',
    emergency: 'dharura hatari', investment: 'uwekezaji wekeza hisa crypto bitcoin',
    goal: 'likizo gari nyumba harusi elimu shule karo ada chuo',
  },
  fr: {
    save: 'épargner épargné épargne économiser économisé économies mettre mis déposer déposé ajouter ajouté investir fonds compte cagnotte',
    connect: "pour les le la l' de du des dans mon ma mes en à au aux j'ai ai",
    emergency: 'urgence urgences crise imprévus', investment: 'investir investissement actions crypto bitcoin trading bourse',
    goal: 'vacances voiture maison mariage éducation école études',
  },
  ar: {
    save: 'ادخر ادخرت ادخار وفرت توفير أودعت ايداع صندوق حساب مدخرات',
    connect: 'ل لل من في الى إلى على', prefixes: 'لل ل',
    emergency: 'طوارئ الطوارئ للطوارئ عاجل أزمة', investment: 'استثمار للاستثمار الاستثمار أسهم كريبتو بيتكوين تداول',
    goal: 'إجازة عطلة سيارة للسيارة بيت منزل زواج للزواج زفاف تعليم للتعليم مدرسة',
  },
  am: {
    save: 'ቆጠብኩ ቁጠባ አስቀመጥኩ አጠራቀምኩ ቆጥቤ አስቀምጫለሁ', connect: 'ውስጥ', prefixes: 'ለ',
    emergency: 'አደጋ ድንገተኛ', investment: 'ኢንቨስትመንት አክሲዮን ክሪፕቶ ቢትኮይን', goal: 'እረፍት መኪና ቤት ሰርግ ትምህርት',
  },
  ha: {
    save: 'ajiye ajiya adana tara', connect: 'na don domin a cikin ta',
    emergency: 'gaggawa', investment: 'jari crypto bitcoin', goal: 'hutu mota gida aure ilimi makaranta',
  },
  ig: {
    save: 'chekwaa echekwara tinye tinyere nchekwa', connect: "maka n'ime na m",
    emergency: 'mberede', investment: 'ntinye azụmahịa crypto bitcoin', goal: 'ezumike ụgbọala ụlọ agbamakwụkwọ mmụta akwụkwọ',
  },
  yo: {
    save: 'fipamọ pamọ ifipamọ', connect: 'mo fi fun si ni sinu',
    emergency: 'pajawiri', investment: 'idoko-owo idokowo crypto bitcoin', goal: 'isinmi ọkọ ilé ile igbeyawo ẹkọ ile-iwe',
  },
  zu: {
    save: 'ngonga ngongile onga ukonga ngibeke londoloza', connect: 'ye ka kwa nge e',
    emergency: 'ezingozi ingozi okuphuthumayo', investment: 'ukutshala izabelo crypto bitcoin',
    goal: 'iholide imoto indlu umshado imfundo isikole',
  },
  af: {
    save: 'spaar gespaar sit bygesit deponeer', connect: "vir in na my die 'n ek het",
    emergency: 'nood noodgeval noodfonds', investment: 'belegging belê aandele crypto bitcoin',
    goal: 'vakansie motor kar huis troue onderwys skool',
  },
  hi: {
    save: 'बचाए बचाये बचत बचाया बचाऊँ जमा डाले रखे', connect: 'के लिए में को का की',
    emergency: 'आपातकाल आपात इमरजेंसी संकट', investment: 'निवेश शेयर क्रिप्टो बिटकॉइन ट्रेडिंग',
    goal: 'छुट्टी गाड़ी कार घर मकान शादी पढ़ाई शिक्षा स्कूल',
  },
  ur: {
    save: 'بچت بچائے بچائی جمع', connect: 'کے لیے لئے میں کی',
    emergency: 'ایمرجنسی ہنگامی', investment: 'سرمایہ انویسٹمنٹ شیئر کرپٹو', goal: 'چھٹی گاڑی گھر شادی تعلیم اسکول',
  },
  mr: {
    save: 'बचत वाचवले वाचवा जमा ठेवले', connect: 'साठी मध्ये', suffixes: 'ासाठी साठी', endings: 'ेसाठी>ा',
    emergency: 'आणीबाणी आपत्कालीन', investment: 'गुंतवणूक शेअर क्रिप्टो', goal: 'सुट्टी गाडी घर लग्न शिक्षण शाळा',
  },
  ta: {
    save: 'சேமித்தேன் சேமிப்பு சேமி போட்டேன்', connect: 'இல்', suffixes: 'க்காக க்கு', endings: 'த்துக்கு>ம் ட்டுக்கு>டு',
    emergency: 'அவசர', investment: 'முதலீடு பங்கு கிரிப்டோ', goal: 'விடுமுறை கார் வீடு திருமண கல்வி பள்ளி',
  },
  te: {
    save: 'పొదుపు దాచాను దాచు ఆదా', connect: 'కోసం లో', suffixes: 'కోసం కి కు',
    emergency: 'అత్యవసర', investment: 'పెట్టుబడి షేర్లు క్రిప్టో', goal: 'సెలవు కారు ఇల్లు పెళ్లి చదువు విద్య స్కూల్',
  },
  kn: {
    save: 'ಉಳಿತಾಯ ಉಳಿಸಿದೆ ಉಳಿಸು ಜಮಾ', connect: 'ಗಾಗಿ', suffixes: 'ಕ್ಕಾಗಿ ಗಾಗಿ ಕ್ಕೆ ಗೆ', endings: 'ಿಗಾಗಿ>ು',
    emergency: 'ತುರ್ತು', investment: 'ಹೂಡಿಕೆ ಷೇರು ಕ್ರಿಪ್ಟೋ', goal: 'ರಜೆ ಕಾರು ಮನೆ ಮದುವೆ ಶಿಕ್ಷಣ ಶಾಲೆ',
  },
  ml: {
    save: 'സമ്പാദ്യം സമ്പാദിച്ചു മിച്ചം സേവ്', connect: 'ൽ', suffixes: 'ിനായി നായി ക്ക്', endings: 'ത്തിനായി>ം റിനായി>ർ',
    emergency: 'അടിയന്തര', investment: 'നിക്ഷേപം ഓഹരി ക്രിപ്റ്റോ', goal: 'അവധി കാർ വീട് കല്യാണ വിദ്യാഭ്യാസ സ്കൂൾ',
  },
  gu: {
    save: 'બચત બચાવ્યા બચાવ્યું જમા', connect: 'માટે માં',
    emergency: 'કટોકટી ઇમરજન્સી', investment: 'રોકાણ શેર ક્રિપ્ટો', goal: 'રજા કાર ઘર લગ્ન શિક્ષણ શાળા સ્કૂલ',
  },
  bn: {
    save: 'সঞ্চয় জমালাম জমা বাঁচালাম', connect: 'জন্য', suffixes: 'ের র',
    emergency: 'জরুরি', investment: 'বিনিয়োগ শেয়ার ক্রিপ্টো', goal: 'ছুটি গাড়ি বাড়ি বিয়ে শিক্ষা স্কুল',
  },
  pa: {
    save: 'ਬਚਤ ਬਚਾਏ ਜਮ੍ਹਾਂ', connect: 'ਲਈ ਵਿੱਚ ਦੇ',
    emergency: 'ਐਮਰਜੈਂਸੀ ਸੰਕਟ', investment: 'ਨਿਵੇਸ਼ ਸ਼ੇਅਰ ਕ੍ਰਿਪਟੋ', goal: 'ਛੁੱਟੀ ਕਾਰ ਘਰ ਵਿਆਹ ਪੜ੍ਹਾਈ ਸਕੂਲ',
  },
  or: {
    save: 'ସଞ୍ଚୟ ଜମା ବଞ୍ଚାଇଲି', connect: 'ପାଇଁ', suffixes: 'ରେ',
    emergency: 'ଜରୁରୀ', investment: 'ନିବେଶ ଶେୟାର', goal: 'ଛୁଟି କାର ଘର ବିବାହ ଶିକ୍ଷା ସ୍କୁଲ',
  },
  as: {
    save: 'সঞ্চয় জমা ধন', connect: 'বাবে', suffixes: 'ৰ',
    emergency: 'জৰুৰী', investment: 'বিনিয়োগ', goal: 'বন্ধ গাড়ী ঘৰ বিয়া শিক্ষা স্কুল',
  },
};

/** Every language hears English loan words too ("save", "emergency", "USDT"). */
export const vocabularyFor = (language: LanguageCode): readonly SavingsVocabulary[] =>
  language === 'en' ? [ENGLISH] : [SAVINGS_VOCABULARY[language], ENGLISH];

export const GOAL_TYPE_ORDER: readonly Exclude<GoalType, 'general'>[] = ['emergency', 'investment', 'goal'];
