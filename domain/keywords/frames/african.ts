// Frames for English (read in every language) and the African languages. Multi-word frames are
// joined by "_"; single words are stems the language's stemmer reaches (lipa for nimemlipa).
import { words } from '../types.ts';
import type { Frames } from './types.ts';

export const ENGLISH_FRAMES: Frames = {
  purpose: {
    other: words(`doctor doctors dentist nurse clinic hospital pharmacy chemist drugstore medicine medication medicines syrup tablets
      pills panadol injection consultation checkup check_up lab_test x_ray scan barber barbershop salon haircut hair_cut hairdresser
      offering tithe funeral wedding gift donation`),
    business: words(`resell resale to_sell for_sale for_resale restock restocking stock_up stocked_up for_the_shop for_my_shop
      for_the_kiosk for_the_stall shop_boy shop_girl shop_assistant shop_attendant shop_worker
      wages wage salary payroll employee employees worker workers labourer labourers casual_worker porter loader supplier
      wholesaler the_shop's my_shop's`),
    bills: words('landlord landlady house_owner caretaker property_agent'),
    transport: words(`mechanic mechanics garage puncture tyre tyres tire tires brakes brake_pads spare_parts driver fill_up filled_up
      filled_the_tank fill_the_tank full_tank tank_full refuel refuelled`),
    food: words('hotel mess canteen cafeteria eatery restaurant dhaba buka bukka maquis chop_bar mama_lishe mama_ntilie'),
  },
  items: { business: words('tools tool toolbox equipment hoe jembe panga machete wheelbarrow'),
    food: words('ate eat eating breakfast lunch supper dinner meal'),
    bills: words('topped_up top_up topup recharged recharge airtime data_bundle line_top_up'),
  },
};

export const SWAHILI_FRAMES: Frames = {
  purpose: {
    other: words(`daktari madaktari dawa madawa hospitali zahanati kliniki duka_la_dawa famasia kemisti sindano vipimo kipimo
      kinyozi saluni kunyoa kusuka sadaka zaka harusi mazishi msiba mchango`),
    business: words(`kuuza ya_kuuza za_kuuza wa_kuuza la_kuuza cha_kuuza vya_kuuza kuuzwa mshahara mishahara kibarua vibarua
      mfanyakazi wafanyakazi msaidizi_wa_duka kijana_wa_dukani kijana_wa_duka ya_duka wa_duka la_duka cha_duka za_duka vya_duka
      ya_dukani wa_dukani kwa_ajili_ya_duka stoki mzigo jumla`),
    bills: words('mwenye_nyumba wenye_nyumba mwenyenyumba landilodi'),
    transport: words(`fundi_wa_gari fundi_wa_pikipiki fundi_wa_boda makanika mekanika gereji spea spea_za_gari tairi pancha breki
      jaza_tanki kujaza_tanki tanki dereva kondakta`),
    food: words('hoteli mgahawa kantini mama_lishe mama_ntilie'),
  },
  items: { business: words('zana vifaa_vya_kazi jembe panga nyundo toroli'),
    food: words('kula kunywa mlo chajio'),
    bills: words('ongeza_salio kuongeza_salio salio vocha muda_wa_maongezi'),
    transport: words('panda kupanda safiri'),
  },
};

export const AMHARIC_FRAMES: Frames = {
  purpose: {
    other: words('ሐኪም ሀኪም ዶክተር ሆስፒታል ክሊኒክ ፋርማሲ መድኃኒት መድሃኒት መድሀኒት ጤና_ጣቢያ ምርመራ ፀጉር_ቤት ጸጉር_ቤት ሰርግ ለቅሶ'),
    business: words('ለመሸጥ ለሽያጭ ለሱቅ ሽያጭ ደሞዝ ደመወዝ ሰራተኛ ሠራተኛ ረዳት ሸቀጥ'),
    bills: words('አከራይ አከራዬ የቤት_ኪራይ ቧንቧ_ሰራተኛ የቧንቧ_ሰራተኛ የመብራት_ሰራተኛ ኤሌክትሪሽያን'),
    transport: words('መካኒክ ጋራዥ ጎማ ሾፌር'),
    food: words('ሆቴል ምግብ_ቤት ካፌ'),
  },
  items: { business: words('መሳሪያ መሣሪያ') },
};

export const HAUSA_FRAMES: Frames = {
  purpose: {
    other: words('likita asibiti magani kyamis shagon_magani wanzami aski sadaka zakka biki'),
    business: words(`sayarwa don_sayarwa na_sayarwa don_sayar albashi ma'aikaci ma'aikata yaron_shago yaro_na_shago na_shago
      gadin_shago kayan_shago mai_shago`),
    bills: words('mai_gida kudin_haya'),
    transport: words('makanike makanikin mekanik kanikanci gyaran_mota taya direba cika_tanki tankin_mota'),
    food: words('gidan_abinci buka'),
  },
  items: { business: words('kayan_aiki fartanya garma'), food: words('ci abinci_rana') },
};

export const IGBO_FRAMES: Frames = {
  purpose: {
    other: words("doketa dokita dibia ulo_ogwu ogwu kemist ikpu_isi onyinye"),
    business: words("ire ka_m_ree maka_ire ga_ere na_ere ugwo_oru onye_oru ndi_oru nwa_ahia mejuputa ulo_ahia_m"),
    bills: words('onye_nwe_ulo nwe_ulo ugwo_ulo'),
    transport: words('mekanik onye_mekanik taya mmanu_ugbo_ala'),
    food: words('ulo_nri buka'),
  },
  items: { business: words('ngwa_oru ngwa_olu'), bills: words('kaadi_ekwenti ugwo_oku ugwo_mmiri ugwo_akwukwo ego_akwukwo') },
};

export const YORUBA_FRAMES: Frames = {
  purpose: {
    other: words('dokita dokito ile_iwosan ile_itoju oogun egbogi kemist onigbajamo gige_irun'),
    business: words('lati_ta ti_maa_ta ti_ma_ta fun_tita owo_osu osise omo_iso iso sobu onisowo'),
    bills: words('onile owo_ile'),
    transport: words('mekaniki makaniki mekanik taya owo_oko'),
    food: words('buka ile_ounje'),
  },
  items: { business: words('irinse ohun_elo oko_ise'), bills: words('kaadi_ipe owo_ina owo_omi') },
};

export const ZULU_FRAMES: Frames = {
  purpose: {
    other: words('dokotela khemisi muthi philisi sibhedlela kliniki mtholampilo gunda gundisa izinwele mnikelo'),
    business: words('dayisa kudayisa zokudayisa thengisa zokuthengisa holo amaholo mholo sebenzi basebenzi sitolo spaza sipaza'),
    bills: words('mnikazi_wendlu mninindlu mnikazi renti'),
    transport: words('makhenikha garaji thayi thangi gcwalisa'),
    food: words('restorente restorendi'),
  },
  items: { business: words('thuluzi mathuluzi'), transport: words('dizili loli'), food: words('nhlanzi nhlanzi_ethosiwe') },
};

export const AFRIKAANS_FRAMES: Frames = {
  purpose: {
    other: words('dokter apteek hospitaal kliniek medisyne pille stroop tandarts haarkapper haarsny kerk kollekte'),
    business: words('verkoop herverkoop om_te_verkoop voorraad loon lone salaris werker werkers assistent winkelassistent spaza'),
    bills: words('huisbaas verhuurder'),
    transport: words('werktuigkundige motorhawe garage tenk volgemaak band bande'),
    food: words('restaurant kafee kantien'),
  },
  items: { business: words('gereedskap toerusting') },
};

export const FRENCH_FRAMES: Frames = {
  purpose: {
    other: words(`médecin docteur clinique hôpital dispensaire pharmacie médicament médicaments ordonnance infirmier dentiste
      coiffeur coiffure barbier quête offrande dîme cadeau mariage funérailles`),
    business: words(`revendre revente pour_revendre pour_la_revente à_revendre réapprovisionner réapprovisionnement approvisionner
      salaire salaires paie employé employés vendeur vendeuse apprenti manœuvre fournisseur grossiste pour_la_boutique
      de_la_boutique pour_le_commerce`),
    bills: words('propriétaire bailleur'),
    transport: words('mécanicien garage vulcanisateur pneu pneus crevaison le_plein fait_le_plein chauffeur'),
    food: words('maquis restaurant cantine gargote resto'),
  },
  items: { business: words('outils outil matériel') },
};

export const ARABIC_FRAMES: Frames = {
  purpose: {
    other: words('دكتور طبيب دكتورة كشف عيادة مستشفى مستوصف صيدلية دواء دوا أدوية علاج تحاليل أشعة حلاق كوافير صدقة هدية'),
    business: words('للبيع بضاعة للمحل للدكان مرتب راتب عامل عمال صبي_المحل البياع بياع موظف ورشة للورشة عدة أدوات'),
    bills: words('صاحب_الشقة صاحب_البيت صاحب_السكن مالك_الشقة المالك'),
    transport: words('ميكانيكي ميكانيكى كاوتش إطار فولت تفويل'),
    food: words('مطعم كافتيريا كافيه مقهى'),
  },
  items: { business: words('أدوات معدات عدة'), bills: words('شحنت شحن رصيد كارت_شحن بوتاجاز أنبوبة') },
};
