// Day words for the twelve Indian languages, native script. कल, کل, ਕੱਲ੍ਹ, কাল, काल and কালি are yesterday
// and tomorrow alike: said of money spent they are yesterday. Romanised Hindi joins every one of them.
import type { DayWords } from './types.ts';

export const ROMAN_HINDI_DAYS: DayWords = {
  confidence: 'medium',
  yesterday: 'kal kal_raat',
  dayBeforeYesterday: 'parso parson parsoon',
  weekdays: ['ravivar itvaar', 'somvar', 'mangalvar', 'budhvar', 'guruvar', 'shukravar', 'shanivar'],
  onAfter: 'ko',
  last: 'pichle pichhle',
};

export const HINDI_DAYS: DayWords = {
  confidence: 'high',
  yesterday: 'कल',
  dayBeforeYesterday: 'परसों',
  weekdays: ['रविवार इतवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार बृहस्पतिवार वीरवार', 'शुक्रवार', 'शनिवार'],
  onAfter: 'को',
  last: 'पिछले पिछला बीते',
};

// پیر (Monday) is also a foot and a saint, ہفتہ (Saturday) also a week (ہفتے کا راشن): bare, they count
// only where no item can be (see dayWords.ts).
export const URDU_DAYS: DayWords = {
  confidence: 'medium',
  yesterday: 'کل',
  dayBeforeYesterday: 'پرسوں',
  weekdays: ['اتوار', 'پیر سوموار', 'منگل', 'بدھ', 'جمعرات', 'جمعہ', 'ہفتہ'],
  onAfter: 'کو',
  last: 'پچھلے پچھلا گزشتہ',
};

export const MARATHI_DAYS: DayWords = {
  confidence: 'medium',
  yesterday: 'काल',
  dayBeforeYesterday: 'परवा',
  weekdays: ['रविवार', 'सोमवार', 'मंगळवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'],
  onWeekdays: ['रविवारी', 'सोमवारी', 'मंगळवारी', 'बुधवारी', 'गुरुवारी', 'शुक्रवारी', 'शनिवारी'],
  last: 'मागच्या मागील गेल्या',
};

export const GUJARATI_DAYS: DayWords = {
  confidence: 'medium',
  yesterday: 'ગઈકાલે ગઈકાલ ગઈ_કાલે ગઈ_કાલ કાલે',
  dayBeforeYesterday: 'પરમદિવસે પરમ_દિવસે પરમદિવસ',
  weekdays: ['રવિવાર', 'સોમવાર', 'મંગળવાર', 'બુધવાર', 'ગુરુવાર', 'શુક્રવાર', 'શનિવાર'],
  onWeekdays: ['રવિવારે', 'સોમવારે', 'મંગળવારે', 'બુધવારે', 'ગુરુવારે', 'શુક્રવારે', 'શનિવારે'],
  last: 'ગયા ગયે પાછલા',
};

export const PUNJABI_DAYS: DayWords = {
  confidence: 'medium',
  yesterday: 'ਕੱਲ੍ਹ ਕੱਲ ਕਲ੍ਹ',
  dayBeforeYesterday: 'ਪਰਸੋਂ',
  weekdays: ['ਐਤਵਾਰ', 'ਸੋਮਵਾਰ', 'ਮੰਗਲਵਾਰ', 'ਬੁੱਧਵਾਰ', 'ਵੀਰਵਾਰ', 'ਸ਼ੁੱਕਰਵਾਰ', 'ਸ਼ਨੀਵਾਰ ਸ਼ਨਿੱਚਰਵਾਰ'],
  onAfter: 'ਨੂੰ',
  last: 'ਪਿਛਲੇ ਪਿਛਲਾ',
};

export const BENGALI_DAYS: DayWords = {
  confidence: 'medium',
  yesterday: 'গতকাল গতকালকে কাল কালকে',
  dayBeforeYesterday: 'পরশু গত_পরশু',
  weekdays: ['রবিবার', 'সোমবার', 'মঙ্গলবার', 'বুধবার', 'বৃহস্পতিবার', 'শুক্রবার', 'শনিবার'],
  onWeekdays: ['রবিবারে', 'সোমবারে', 'মঙ্গলবারে', 'বুধবারে', 'বৃহস্পতিবারে', 'শুক্রবারে', 'শনিবারে'],
  last: 'গত',
};

export const ASSAMESE_DAYS: DayWords = {
  confidence: 'low',
  yesterday: 'কালি যোৱাকালি',
  dayBeforeYesterday: 'পৰহি',
  weekdays: ['দেওবাৰ', 'সোমবাৰ', 'মঙলবাৰ', 'বুধবাৰ', 'বৃহস্পতিবাৰ', 'শুক্ৰবাৰ', 'শনিবাৰ'],
  onWeekdays: ['দেওবাৰে', 'সোমবাৰে', 'মঙলবাৰে', 'বুধবাৰে', 'বৃহস্পতিবাৰে', 'শুক্ৰবাৰে', 'শনিবাৰে'],
  last: 'যোৱা',
};

export const ODIA_DAYS: DayWords = {
  confidence: 'low',
  yesterday: 'ଗତକାଲି ଗତ_କାଲି',
  dayBeforeYesterday: 'ପଅରଦିନ',
  weekdays: ['ରବିବାର', 'ସୋମବାର', 'ମଙ୍ଗଳବାର', 'ବୁଧବାର', 'ଗୁରୁବାର', 'ଶୁକ୍ରବାର', 'ଶନିବାର'],
  onAfter: 'ଦିନ',
  last: 'ଗତ',
};

export const TELUGU_DAYS: DayWords = {
  confidence: 'medium',
  yesterday: 'నిన్న',
  dayBeforeYesterday: 'మొన్న',
  weekdays: ['ఆదివారం', 'సోమవారం', 'మంగళవారం', 'బుధవారం', 'గురువారం', 'శుక్రవారం', 'శనివారం'],
  onAfter: 'నాడు',
  last: 'పోయిన గత',
};

// The short names (வெள்ளி is also silver, திங்கள் the moon) are left out: only the கிழமை forms count.
export const TAMIL_DAYS: DayWords = {
  confidence: 'medium',
  yesterday: 'நேற்று நேத்து',
  dayBeforeYesterday: 'நேற்று_முன்தினம் முந்தாநாள் முந்தா_நாள்',
  weekdays: [
    'ஞாயிற்றுக்கிழமை', 'திங்கட்கிழமை திங்கள்கிழமை', 'செவ்வாய்க்கிழமை', 'புதன்கிழமை', 'வியாழக்கிழமை', 'வெள்ளிக்கிழமை', 'சனிக்கிழமை',
  ],
  last: 'போன கடந்த',
};

export const KANNADA_DAYS: DayWords = {
  confidence: 'medium',
  yesterday: 'ನಿನ್ನೆ',
  dayBeforeYesterday: 'ಮೊನ್ನೆ',
  weekdays: ['ಭಾನುವಾರ', 'ಸೋಮವಾರ', 'ಮಂಗಳವಾರ', 'ಬುಧವಾರ', 'ಗುರುವಾರ', 'ಶುಕ್ರವಾರ', 'ಶನಿವಾರ'],
  last: 'ಕಳೆದ ಹೋದ',
};

export const MALAYALAM_DAYS: DayWords = {
  confidence: 'medium',
  yesterday: 'ഇന്നലെ',
  dayBeforeYesterday: 'മിനിഞ്ഞാന്ന്',
  weekdays: ['ഞായറാഴ്ച', 'തിങ്കളാഴ്ച', 'ചൊവ്വാഴ്ച', 'ബുധനാഴ്ച', 'വ്യാഴാഴ്ച', 'വെള്ളിയാഴ്ച', 'ശനിയാഴ്ച'],
  last: 'കഴിഞ്ഞ',
};
