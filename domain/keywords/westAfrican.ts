// Hausa, Yoruba and Igbo category keywords, listed without tone marks or dots below (matching folds
// them away). Medium to low confidence: verify with native speakers.
import { type LanguageKeywords, words } from './types.ts';

export const HAUSA_KEYWORDS: LanguageKeywords = {
  confidence: 'medium',
  decisive: { bills: words('janareta'), other: words('magani asibiti likita') },
  food: words(`abinci nama shinkafa tuwo burodi kasuwa kayan_abinci wake masara gero doya kifi kaza kwai madara
    sukari indomie suya kosai fura garri shayi ruwan_sha tumatir tumatur albasa attarugu`),
  transport: words('mota kudin_mota keke napep acaba achaba okada fetur mai jirgi tasi babur kudin_hanya tikiti adaidaita sa_mai'),
  business: words("kasuwanci kaya shago jari kayan_sayarwa kayan_shago ma'aikata mai_shago"),
  bills: words('wuta kudin_wuta ruwa ruwan_famfo kati bil nepa kudin_haya kudin_makaranta makaranta caji intanet mai_gida katin_waya famfo mai_gyaran_famfo'),
  savings: words('ajiya adashe'),
  ambiguous: [
    { word: 'haya', cues: { transport: words('mota keke babur'), bills: words('gida daki') }, fallback: 'bills' },
  ],
};

// "owo" (money, and trade) is deliberately absent: it appears in nearly every phrase.
export const YORUBA_KEYWORDS: LanguageKeywords = {
  confidence: 'medium',
  decisive: { other: words('oogun ile_iwosan dokita') },
  food: words(`ounje onje iresi eran buredi amala eba ewa isu dodo moinmoin akara ogi eko obe epo_pupa eja adie
    wara suga tii tomati alubosa gaari garri isu`),
  transport: words('oko owo_oko keke okada takisi epo danfo moto bosi oko_ofurufu oko_oju_irin'),
  business: words('oja sobu isowo owo_oja onibara itaja ile_itaja'),
  bills: words('ina owo_ina omi owo_ile kaadi bili nepa owo_ile_iwe ile_iwe kaadi_ipe gaasi gaasi_idana'),
  savings: words('ifowopamo ajo esusu'),
};

export const IGBO_KEYWORDS: LanguageKeywords = {
  confidence: 'low',
  decisive: { other: words('ogwu ulo_ogwu dokita') },
  food: words('nri osikapa anu ahia achicha akpu ofe azu okuko ose mmanu_nri anu_ehi tomato yabasi ji garri'),
  transport: words('ugbo_ala ego_ugbo ugbo okada keke mmanu moto bosu ugbo_elu'),
  business: words('azumahia ngwa_ahia ulo_ahia'),
  bills: words('oku mmiri ego_ulo kaadi bil nepa ego_akwukwo ugwo_ulo gas_esi_nri'),
  savings: words('nchekwa isusu'),
};
