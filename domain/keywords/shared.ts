// Keywords checked in every language (English, and loan words common across Africa and India) and,
// for the Indian languages, typed romanised Hindi. People mix languages in one sentence.
import { fareOrRent, type LanguageKeywords, words } from './types.ts';

export const ENGLISH_KEYWORDS: LanguageKeywords = {
  confidence: 'high',
  decisive: { bills: words('generator genset'), other: words('medicine medicines medication syrup panadol pills hospital clinic doctor pharmacy chemist dentist injection'), business: words('restock levy market_levy resell to_sell for_sale') },
  food: words(`food lunch breakfast dinner supper meal snack groceries grocery bread milk tea coffee sugar
    rice maize flour unga chapati mandazi ugali sukuma githeri vegetables veggies fruit meat fish chicken
    egg beans restaurant cafe canteen tomato onion potato chips soda juice biscuits samosa dosa idli
    biryani jollof suya garri pap injera pizza burger fast_food drinking_water bottled_water mineral_water
    cooking_oil banana mango avocado cabbage nyama_choma market supermarket bakery yoghurt cheese butter
    salt spices kfc takeaway tomato potato onion irish_potatoes spinach kale cassava plantain yam lentils maize_meal mealie_meal posho cornmeal wheat_flour groundnuts ration rations boerewors`),
  transport: words(`fare matatu boda bodaboda boda_boda uber bolt taxi cab bus fuel petrol diesel okada keke
    auto rickshaw tuktuk tuk_tuk bajaj metro train flight airfare parking toll transport travel danfo
    ferry ticket car_wash tyre tire mechanic motorbike lift ride railway ola rapido commute nduthi brt tuktuk bajaji piki napep fill_up filled_up full_tank tank_full refuel refill_the_tank puncture brakes`),
  business: words(`stock goods shop supplier business inventory wholesale merchandise raw_materials materials
    restock capital customer packaging wages employee worker workers stall kiosk printing advertising
    advert license licence permit equipment salary`),
  bills: words(`bill electricity token water rent airtime data bundle light nepa phcn school_fees fees fee
    tuition internet wifi wi_fi recharge dstv gotv startimes showmax netflix subscription cable tv gas lpg
    cylinder emi loan insurance electric power kplc eskom prepaid postpaid credit utility utilities
    garbage tax nhif water_bill current_bill landlord landlady top_up topup bundles safaricom airtel vodacom telkom jio vodafone glo prepaid_meter electricity_units plumber electrician meter`),
  savings: words('save savings chama sacco ajo esusu stokvel'),
};

export const ROMAN_HINDI_KEYWORDS: LanguageKeywords = {
  confidence: 'medium',
  food: words(`khana khaana khane sabzi sabji subzi doodh chai nashta roti chawal dal daal atta aata cheeni
    anda ande machhli kirana ration mithai thali dhaba paneer dahi phal namkeen pani_puri golgappe chaat
    jalebi lassi tiffin paani_ki_bottle rashan tamatar aloo pyaz pyaaz kele`),
  transport: words('riksha rikshaw gaadi gadi tempo e_rickshaw toto tanki_full'),
  business: words('dukaan dukan maal dhandha dhanda vyapar vyapaar grahak thok majdoori mazdoori'),
  bills: words('bijli bijlee paani pani kist kisht bima light_bill current_bill ghar_ka_kiraya makan_kiraya net_pack'),
  savings: words('bachat jama'),
  // Fare or rent, in the spellings of the languages that share the word (Hindi bhada, Gujarati bhadu,
  // Marathi bhade, Bengali and Assamese bhara), with the words for a vehicle or a home around it.
  ambiguous: ['kiraya', 'kiraaya', 'bhada', 'bhaada', 'bhadu', 'bhaadu', 'bhade', 'bhaade', 'bhara', 'bhaara'].map((word) =>
    fareOrRent(
      word,
      words('auto bus taxi riksha rickshaw gaadi gadi gari train metro cab toto tempo'),
      words('ghar ghara ghor gharer ghorer bari barir makan kamra flat room mane veedu illu intiki'),
    ),
  ),
};
