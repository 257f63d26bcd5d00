// How often a bill comes back, as people say it beside the bill (issue 33, point 6): "kodi ya nyumba
// kila mwezi", "rent every month", "हर महीने". Data only: parse/cycle.ts reads it. Multi-word phrases
// are joined by "_". Only explicit "every/per" forms: "महीने का राशन" (this month's) is not a cycle.
import type { Cycle } from '../recurrence.ts';
import type { LanguageCode } from '../languages.ts';

export type CycleWords = Readonly<Record<Cycle, string>>;

/** Read in every language: people mix English into every one. */
export const ENGLISH_CYCLES: CycleWords = {
  weekly: 'every_week each_week per_week a_week weekly every_weekend',
  monthly: 'every_month each_month per_month a_month monthly every_30_days per_mensem',
  yearly: 'every_year each_year per_year a_year yearly annually annual per_annum',
};

export const CYCLE_WORDS: Readonly<Record<Exclude<LanguageCode, 'en'>, CycleWords>> = {
  sw: { weekly: 'kila_wiki kwa_wiki kila_juma kwa_juma', monthly: 'kila_mwezi kwa_mwezi kila_mwisho_wa_mwezi', yearly: 'kila_mwaka kwa_mwaka' },
  fr: {
    weekly: 'chaque_semaine par_semaine toutes_les_semaines hebdomadaire',
    monthly: 'chaque_mois par_mois tous_les_mois mensuel mensuelle mensuellement',
    yearly: 'chaque_année par_an par_année tous_les_ans annuel annuelle',
  },
  ar: {
    weekly: 'كل_أسبوع كل_اسبوع أسبوعيا اسبوعيا أسبوعي في_الأسبوع',
    monthly: 'كل_شهر شهريا شهري شهرية في_الشهر بالشهر',
    yearly: 'كل_سنة كل_عام سنويا سنوي في_السنة بالسنة',
  },
  am: { weekly: 'በየሳምንቱ በሳምንት ሳምንታዊ', monthly: 'በየወሩ በወር ወርሃዊ በየወሩ_የሚከፈል', yearly: 'በየዓመቱ በየአመቱ በዓመት በአመት ዓመታዊ አመታዊ' },
  ha: { weekly: 'kowane_mako duk_mako a_mako', monthly: 'kowane_wata duk_wata a_wata kowanne_wata', yearly: 'kowace_shekara duk_shekara a_shekara' },
  ig: { weekly: 'kwa_izu izu_o_bula', monthly: 'kwa_onwa onwa_o_bula', yearly: 'kwa_afo afo_o_bula' },
  yo: { weekly: 'losoose osoose lose_kookan', monthly: 'losoosu osoosu ni_osu_kookan', yearly: 'lodoodun odoodun ni_odun_kookan' },
  zu: {
    weekly: 'isonto_nesonto masonto_onke ngesonto iviki_neviki',
    monthly: 'nyanga_zonke inyanga_nenyanga ngenyanga izinyanga_zonke',
    yearly: 'unyaka_nonyaka minyaka_yonke ngonyaka',
  },
  af: { weekly: 'elke_week weekliks per_week', monthly: 'elke_maand maandeliks per_maand', yearly: 'elke_jaar jaarliks per_jaar' },
  kn: { weekly: 'ಪ್ರತಿ_ವಾರ ವಾರಕ್ಕೆ', monthly: 'ಪ್ರತಿ_ತಿಂಗಳು ತಿಂಗಳಿಗೆ ಮಾಸಿಕ', yearly: 'ಪ್ರತಿ_ವರ್ಷ ವರ್ಷಕ್ಕೆ ವಾರ್ಷಿಕ' },
  gu: { weekly: 'દર_અઠવાડિયે સાપ્તાહિક', monthly: 'દર_મહિને માસિક મહિને_મહિને', yearly: 'દર_વર્ષે વાર્ષિક' },
  hi: {
    weekly: 'हर_हफ्ते हर_हफ़्ते हर_सप्ताह साप्ताहिक प्रति_सप्ताह har_hafte',
    monthly: 'हर_महीने हर_माह प्रति_माह प्रति_महीना मासिक महीने_के_महीने har_mahine har_mahina mahine_ke_mahine',
    yearly: 'हर_साल हर_वर्ष सालाना वार्षिक प्रति_वर्ष har_saal salana',
  },
  ta: {
    weekly: 'வாரா_வாரம் ஒவ்வொரு_வாரமும் வாரந்தோறும்',
    monthly: 'மாதா_மாதம் ஒவ்வொரு_மாதமும் மாதந்தோறும் மாதாந்திர மாசா_மாசம்',
    yearly: 'வருடா_வருடம் ஒவ்வொரு_வருடமும் ஆண்டுதோறும் வருஷா_வருஷம்',
  },
  mr: { weekly: 'दर_आठवड्याला साप्ताहिक', monthly: 'दर_महिन्याला दरमहा मासिक महिन्याला', yearly: 'दरवर्षी वार्षिक दर_वर्षी' },
  ml: {
    weekly: 'എല്ലാ_ആഴ്ചയും ആഴ്ചതോറും',
    monthly: 'എല്ലാ_മാസവും മാസംതോറും പ്രതിമാസം മാസാമാസം',
    yearly: 'എല്ലാ_വർഷവും വർഷംതോറും പ്രതിവർഷം',
  },
  or: { weekly: 'ପ୍ରତି_ସପ୍ତାହ ପ୍ରତି_ସପ୍ତାହରେ ସାପ୍ତାହିକ', monthly: 'ପ୍ରତି_ମାସ ପ୍ରତି_ମାସରେ ମାସିକ', yearly: 'ପ୍ରତି_ବର୍ଷ ପ୍ରତି_ବର୍ଷରେ ବାର୍ଷିକ' },
  te: { weekly: 'ప్రతి_వారం వారానికి', monthly: 'ప్రతి_నెల నెలనెలా నెలకు', yearly: 'ప్రతి_సంవత్సరం ఏడాదికి సంవత్సరానికి' },
  bn: { weekly: 'প্রতি_সপ্তাহে সাপ্তাহিক', monthly: 'প্রতি_মাসে প্রতিমাসে মাসিক মাসে_মাসে', yearly: 'প্রতি_বছর প্রতি_বছরে বার্ষিক' },
  pa: { weekly: 'ਹਰ_ਹਫ਼ਤੇ ਹਫ਼ਤਾਵਾਰ', monthly: 'ਹਰ_ਮਹੀਨੇ ਮਹੀਨਾਵਾਰ', yearly: 'ਹਰ_ਸਾਲ ਸਾਲਾਨਾ' },
  as: { weekly: 'প্ৰতি_সপ্তাহে সাপ্তাহিক', monthly: 'প্ৰতি_মাহে মাহিলি মাহে_মাহে', yearly: 'প্ৰতি_বছৰে বাৰ্ষিক' },
  ur: { weekly: 'ہر_ہفتے ہفتہ_وار', monthly: 'ہر_مہینے ہر_ماہ ماہانہ', yearly: 'ہر_سال سالانہ' },
};
