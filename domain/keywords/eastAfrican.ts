// Swahili and Amharic category keywords (from the research starter list, extended).
// Amharic entries are medium confidence: verify with native speakers.
import { type LanguageKeywords, words } from './types.ts';

export const SWAHILI_KEYWORDS: LanguageKeywords = {
  confidence: 'high',
  decisive: { bills: words('jenereta'), other: words('dawa daktari hospitali zahanati kliniki duka_la_dawa'), business: words('ushuru mzigo kuuza ya_kuuza') },
  food: words(`chakula chai mkate unga sukari nyama mboga sokoni hoteli chipsi maziwa wali mchele ugali
    maharagwe samaki kuku mayai matunda ndizi viazi nyanya vitunguu mafuta_ya_kupikia soda maji_ya_kunywa
    kifungua_kinywa chamcha chakula_cha_mchana chakula_cha_jioni mandazi chapati sukuma githeri mahindi mlo
    vitafunio mgahawa nyama_choma`),
  transport: words(`nauli matatu boda bodaboda basi teksi petroli usafiri gari magari pikipiki piki bajaji
    dizeli treni garimoshi tiketi maegesho safari mafuta_ya_gari mafuta_ya_pikipiki nduthi`),
  business: words('biashara bidhaa mzigo duka mtaji stoki jumla wateja mfanyakazi wafanyakazi malighafi vifaa kibanda leseni msaidizi_wa_duka'),
  bills: words(`bili umeme stima maji kodi token intaneti bando vifurushi ada karo ada_ya_shule salio
    muda_wa_maongezi vocha luku king'amuzi gesi mkopo bima kodi_ya_nyumba credo kredo tokeni fundi_wa_bomba fundi_wa_umeme`),
  savings: words('akiba weka_akiba hifadhi'),
  ambiguous: [
    // Alone, "mafuta" is more often fuel for a motorbike or car than cooking oil.
    { word: 'mafuta', cues: { food: words('kupikia kupika jikoni'), transport: words('gari pikipiki boda piki') }, fallback: 'transport' },
  ],
};

export const AMHARIC_KEYWORDS: LanguageKeywords = {
  confidence: 'medium',
  decisive: { bills: words('ጄኔሬተር ጀነሬተር'), other: words('መድኃኒት መድሃኒት ሐኪም ሀኪም ሆስፒታል ክሊኒክ ፋርማሲ') },
  food: words(`ምግብ ዳቦ እንጀራ ቡና ስጋ አትክልት ወተት ስኳር ዘይት ሻይ ምሳ እራት ቁርስ ፍራፍሬ ሽንኩርት ቲማቲም ሩዝ ዶሮ እንቁላል ጤፍ ምግብ_ቤት
    ሆቴል ካፌ ገበያ`),
  transport: words('ትራንስፖርት ታክሲ ባጃጅ አውቶቡስ ነዳጅ ቤንዚን ባስ ሚኒባስ ራይድ ትኬት ባቡር መኪና ናፍጣ ታሪፍ'),
  business: words('ንግድ ሱቅ እቃ እቃዎች ደንበኛ ጅምላ ካፒታል'),
  bills: words('መብራት ውሃ ኪራይ ቢል ካርድ ክፍያ ኢንተርኔት ስልክ ዋይፋይ ኤሌክትሪክ የቤት_ኪራይ ትምህርት_ቤት ዲኤስቲቪ ጋዝ ቧንቧ'),
  savings: words('ቁጠባ ማጠራቀም'),
};
