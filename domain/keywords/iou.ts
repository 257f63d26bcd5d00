// The words of lending and borrowing in the 22 languages, for telling money lent or borrowed from an
// expense and finding who it was with. Data only: the rules live in domain/parse/iou.ts. Lists are
// space-separated; words_joined_by_underscores are phrases. Compared folded; a cue of 4+ letters also
// matches the words it begins ("borrow" → "borrowed"). Indian and Ethiopic entries: verify with speakers.
import type { LanguageCode } from '../languages.ts';

export interface IouVocabulary {
  /** Saying these means the speaker lent (gave) the money: lent, nimemkopesha, prêté. */
  readonly lent?: string;
  /** …or borrowed it: borrowed, nimekopa, emprunté. */
  readonly borrowed?: string;
  /** "X owes me": the speaker lent. */
  readonly owedMe?: string;
  /** "I owe X": the speaker borrowed. */
  readonly iOwe?: string;
  /** A loan or a lend-or-borrow verb that needs a giving or taking verb (or a marker) for its direction: उधार, geleen, yá. */
  readonly loan?: string;
  readonly give?: string;
  readonly take?: string;
  /** Prepositions before the person: "aan Johan" (to: lent), "by Anna" (from: borrowed); filler otherwise. */
  readonly to?: string;
  readonly from?: string;
  /** Words that are never the person: I, me, money, of… */
  readonly filler?: string;
  /** Case endings glued to the person's name, cut off it: रमेशला → रमेश. */
  readonly suffixes?: string;
  /** Endings that change the stem, as "ending>replacement": முருகனுக்கு → முருகன். */
  readonly endings?: string;
  /** Prefixes glued to the name: Amharic ለ (to) and ከ (from), Zulu u-. */
  readonly prefixes?: string;
  /** A glued prefix that says "from": Zulu kuNomsa. */
  readonly fromPrefixes?: string;
  /** What a loan word alone means when nothing says the direction (Yoruba "mo yá Tunde": I lent Tunde). */
  readonly otherwise?: 'lent' | 'borrowed';
}

const ENGLISH: IouVocabulary = {
  lent: 'lent lend lending loaned advanced', borrowed: 'borrow lent_me loaned_me lend_me', owedMe: 'owes_me owe_me', iOwe: 'owe',
  loan: 'loan', give: 'gave give given', take: 'took take taken got received',
  filler: 'i me my a an the of to from some money cash for him her them',
};

const IOU_VOCABULARY: Readonly<Record<LanguageCode, IouVocabulary>> = {
  en: ENGLISH,
  sw: {
    lent: 'nimemkopesha nilimkopesha nimekopesha nilikopesha nimewakopesha kopesha namdai ninamdai',
    borrowed: 'nimekopa nilikopa nimemkopa nimekopeshwa nilikopeshwa ananidai nakopa amenikopesha alinikopesha',
    filler: 'kwa na kutoka pesa yangu mimi', from: 'kutoka',
  },
  fr: {
    lent: 'prêté prêter prêt prête avancé', borrowed: "emprunt m'a_prêté m'ont_prêté", owedMe: 'me_doit me_doivent', iOwe: 'dois doit',
    filler: "j'ai j ai je à a au de du des d' l' la le les me m'a euros francs argent",
  },
  ar: {
    lent: 'أقرضت اقرضت سلفت سلّفت', borrowed: 'اقترضت استلفت تسلفت استدنت', loan: 'دين قرض سلفة',
    give: 'أعطيت اعطيت', take: 'أخذت اخذت', filler: 'من لـ إلى الى ل', from: 'من',
  },
  am: {
    lent: 'አበደርኩ አበድሬ አበደርኩት', borrowed: 'ተበደርኩ ተበድሬ ተበድሬያለሁ', iOwe: 'አለብኝ', loan: 'ብድር',
    prefixes: 'ለ ከ',
  },
  ha: {
    lent: 'ranta rantar', borrowed: 'aro', owedMe: 'ina_bin', iOwe: 'bina', loan: 'bashi', give: 'ba', take: 'karbi karɓi ci',
    filler: 'na ina tana yana wa daga kudi naira', from: 'daga',
  },
  ig: {
    lent: 'binyere binye', borrowed: 'biri gbaziri gbazitere', owedMe: 'ji_m', iOwe: 'm_ji',
    filler: "m ego n'aka aka ụgwọ ugwo", from: "n'aka",
  },
  yo: {
    owedMe: 'jẹ_mí je_mi', iOwe: 'jẹ je', loan: 'yá ya', from: 'lọ́wọ́ lowo', filler: 'mo ní ni owó owo lówó', otherwise: 'lent',
  },
  zu: {
    lent: 'ngibolekise bolekisa', owedMe: 'ungikweleta ukweleta', iOwe: 'ngikweleta', loan: 'ngiboleke ngibolekile boleka',
    filler: 'imali mali', prefixes: 'u', fromPrefixes: 'ku', otherwise: 'lent',
  },
  af: {
    lent: 'uitgeleen uitleen', owedMe: 'skuld_my', iOwe: 'skuld', loan: 'geleen leen', take: 'het_my', to: 'aan vir', from: 'by van',
    filler: "ek het my die 'n geld",
  },
  hi: {
    loan: 'उधार कर्ज कर्जा', give: 'दिए दिया दी दिये', take: 'लिए लिया ली लिये', to: 'को', from: 'से',
    filler: 'मैंने मैने मैं रुपये',
  },
  ur: {
    loan: 'ادھار قرض', give: 'دیے دیا دی دئیے', take: 'لیے لیا لی لئے', to: 'کو', from: 'سے', filler: 'میں نے',
  },
  mr: {
    loan: 'उसने उधार कर्ज', give: 'दिले दिला दिली', take: 'घेतले घेतला घेतली', filler: 'मी', suffixes: 'कडून ला',
  },
  gu: {
    loan: 'ઉધાર ઉછીના લોન', give: 'આપ્યા આપી આપ્યો', take: 'લીધા લીધી લીધો', from: 'પાસેથી', filler: 'મેં', suffixes: 'ને',
  },
  bn: {
    loan: 'ধার', give: 'দিলাম দিয়েছি দিলো', take: 'নিলাম নিয়েছি নিলো', from: 'কাছ_থেকে থেকে', filler: 'আমি', suffixes: 'কে ের র',
  },
  as: {
    loan: 'ধাৰ', give: 'দিলোঁ দিলো', take: 'ললোঁ লৈছো ললো', from: 'পৰা', filler: 'মই', suffixes: 'ক ৰ',
  },
  or: {
    loan: 'ଧାର ଉଧାର', give: 'ଦେଲି', take: 'ନେଲି', filler: 'ମୁଁ', suffixes: 'ଠାରୁ କୁ',
  },
  pa: {
    loan: 'ਉਧਾਰ ਕਰਜ਼ਾ ਕਰਜ਼', give: 'ਦਿੱਤੇ ਦਿੱਤਾ ਦਿੱਤੀ', take: 'ਲਏ ਲਿਆ ਲਈ', to: 'ਨੂੰ', from: 'ਤੋਂ', filler: 'ਮੈਂ',
  },
  ta: {
    loan: 'கடன்', give: 'கொடுத்தேன் கொடுத்த', take: 'வாங்கினேன் வாங்கின', filler: 'நான்',
    suffixes: 'வுக்கு க்கு யிடம் விடம்', endings: 'னுக்கு>ன் ுக்கு>் ிடம்>்',
  },
  te: {
    loan: 'అప్పు', give: 'ఇచ్చాను ఇచ్చా', take: 'తీసుకున్నాను తీసుకున్నా', from: 'దగ్గర నుండి', filler: 'నేను', suffixes: 'కి కు',
  },
  kn: {
    loan: 'ಸಾಲ', give: 'ಕೊಟ್ಟೆ ಕೊಟ್ಟಿದ್ದೇನೆ', take: 'ತೆಗೆದುಕೊಂಡೆ ಪಡೆದೆ', from: 'ಹತ್ತಿರ', filler: 'ನಾನು',
    suffixes: 'ನಿಗೆ ಗೆ ಳಿಂದ ಯಿಂದ ನಿಂದ ಇಂದ',
  },
  ml: {
    loan: 'കടം', give: 'കൊടുത്തു', take: 'വാങ്ങി', from: 'നിന്ന്', filler: 'ഞാൻ',
    suffixes: 'വിന് യിൽ വിൽ യ്ക്ക്', endings: 'ിന്>് ിൽ>്',
  },
};

/** Every language hears English loan words too ("lent", "borrowed"). */
export const iouVocabularyFor = (language: LanguageCode): readonly IouVocabulary[] =>
  language === 'en' ? [ENGLISH] : [IOU_VOCABULARY[language], ENGLISH];
