// Day words for English and the nine other African languages. Hausa, Igbo and Yoruba are heard
// through Nigerian English, so English day words always join them (see dayWords.ts).
import type { DayWords } from './types.ts';

export const ENGLISH_DAYS: DayWords = {
  confidence: 'high',
  yesterday: 'yesterday yday',
  dayBeforeYesterday: 'day_before_yesterday the_day_before_yesterday',
  weekdays: ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
  on: 'on',
  last: 'last past',
};

export const SWAHILI_DAYS: DayWords = {
  confidence: 'high',
  yesterday: 'jana',
  dayBeforeYesterday: 'juzi',
  weekdays: ['jumapili', 'jumatatu', 'jumanne', 'jumatano', 'alhamisi', 'ijumaa', 'jumamosi'],
  on: 'siku_ya siku mnamo',
  lastAfter: 'iliyopita iliopita uliopita',
};

export const FRENCH_DAYS: DayWords = {
  confidence: 'high',
  yesterday: 'hier',
  dayBeforeYesterday: 'avant_hier',
  weekdays: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
  on: 'le ce',
  lastAfter: 'dernier passé',
};

// With the spoken forms of Egypt (امبارح, أول امبارح, الحد, التلات), the Levant (مبارح) and the Maghreb
// (البارح), as recognisers set to a region write them (issue 33, point 9).
export const ARABIC_DAYS: DayWords = {
  confidence: 'high',
  yesterday: 'أمس امس البارحة بالأمس امبارح إمبارح امبارحة مبارح مبارحة البارح لبارح',
  dayBeforeYesterday: 'أول_أمس أول_البارحة قبل_أمس أول_امبارح اول_امبارح أول_إمبارح قبل_امبارح أول_مبارح قبل_مبارح',
  weekdays: ['الأحد الحد', 'الاثنين الإثنين الاتنين التنين', 'الثلاثاء التلات', 'الأربعاء الاربع الأربع', 'الخميس', 'الجمعة', 'السبت'],
  on: 'يوم في',
  lastAfter: 'الماضي الماضية اللي_فات اللي_فاتت',
};

export const AMHARIC_DAYS: DayWords = {
  confidence: 'medium',
  yesterday: 'ትናንት ትላንት ትናንትና ትላንትና',
  dayBeforeYesterday: 'ከትናንት_ወዲያ ትናንት_ወዲያ ከትላንት_ወዲያ',
  weekdays: ['እሁድ እሑድ', 'ሰኞ', 'ማክሰኞ', 'ረቡዕ ሮብ', 'ሐሙስ ሃሙስ', 'ዓርብ አርብ', 'ቅዳሜ'],
  onAfter: 'ዕለት እለት',
  last: 'ባለፈው ያለፈው',
};

export const HAUSA_DAYS: DayWords = {
  confidence: 'medium',
  yesterday: 'jiya',
  dayBeforeYesterday: 'shekaranjiya shekaran_jiya',
  weekdays: ['lahadi', 'litinin', 'talata', 'laraba', 'alhamis', "juma'a jumaa jumma'a", 'asabar'],
  on: 'ranar',
  lastAfter: 'da_ta_wuce wanda_ya_wuce',
};

export const IGBO_DAYS: DayWords = {
  confidence: 'low',
  yesterday: 'nnyaahụ ụnyaahụ ụnyahụ nyaahụ',
  weekdays: ['sọnde', 'mọnde', 'tiuzdee', 'wenezdee', 'tọọzdee', 'fraịdee', 'satọdee'],
  on: 'na',
  lastAfter: 'gara_aga',
};

export const YORUBA_DAYS: DayWords = {
  confidence: 'medium',
  yesterday: 'àná lánàá',
  dayBeforeYesterday: 'íjẹta',
  weekdays: ['ọjọ́_àìkú', 'ọjọ́_ajé', 'ọjọ́_ìṣẹ́gun', 'ọjọ́rú ọjọ́_rú', 'ọjọ́bọ̀ ọjọ́_bọ̀', 'ọjọ́_ẹtì', 'ọjọ́_àbámẹ́ta'],
  on: 'ní',
  lastAfter: 'tó_kọjá',
};

// isonto is also church and week: Sunday counts only as ngeSonto.
export const ZULU_DAYS: DayWords = {
  confidence: 'medium',
  yesterday: 'izolo',
  dayBeforeYesterday: 'kuthangi',
  weekdays: ['', 'umsombuluko', 'ulwesibili', 'ulwesithathu', 'ulwesine', 'ulwesihlanu', 'umgqibelo'],
  onWeekdays: ['ngesonto', 'ngomsombuluko', 'ngolwesibili', 'ngolwesithathu', 'ngolwesine', 'ngolwesihlanu', 'ngomgqibelo'],
  lastAfter: 'odlule edlule oludlule',
};

export const AFRIKAANS_DAYS: DayWords = {
  confidence: 'high',
  yesterday: 'gister',
  dayBeforeYesterday: 'eergister',
  weekdays: ['sondag', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrydag', 'saterdag'],
  on: 'op',
  last: 'laas verlede vorige',
};
