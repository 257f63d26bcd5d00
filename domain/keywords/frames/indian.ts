// Frames for the Indian languages in their own scripts, and in Latin letters as they are typed or
// recognised (matched by spelling key, parse/morphology/romanIndic.ts, so bhada and bhaada meet).
import { words } from '../types.ts';
import type { Frames } from './types.ts';

export const HINDI_FRAMES: Frames = {
  purpose: {
    other: words('डॉक्टर डाक्टर दवा दवाई दवाइयां दवाखाना अस्पताल क्लिनिक केमिस्ट मेडिकल इंजेक्शन नाई हजामत सैलून चढ़ावा दान खांसी बुखार'),
    business: words('बेचने बेचने_के_लिए बेचने_को बिक्री बिक्री_के_लिए तनख्वाह तनखा पगार वेतन नौकर मजदूर कारीगर दुकान_के_लिए दुकान_का दुकान_की दुकान_के थोक'),
    bills: words('मकान_मालिक मालिक_मकान'),
    transport: words('मैकेनिक पंचर टायर गैराज सर्विसिंग टंकी'),
    food: words('होटल ढाबा ढाबे मेस कैंटीन भोजनालय रेस्टोरेंट'),
  },
  items: { transport: words('कैब ओला'), business: words('औज़ार औजार उपकरण'), food: words('बिरयानी चाय_बिस्कुट मछली खाया खाना_खाया'), bills: words('केबल डिश_टीवी रिचार्ज') },
};

export const URDU_FRAMES: Frames = {
  purpose: {
    other: words('ڈاکٹر حکیم دوا دوائی ہسپتال اسپتال کلینک میڈیکل کھانسی بخار نائی حجام'),
    business: words('بیچنے بیچنے_کے_لیے تنخواہ ملازم نوکر مزدور دکان_کا دکان_کی دکان_کے دکان_کے_لیے'),
    bills: words('مالک_مکان مکان_مالک'),
    transport: words('مکینک مکینک پنکچر ٹائر ورکشاپ ٹنکی'),
    food: words('ہوٹل ڈھابہ ڈھابے کینٹین ریسٹورنٹ میس'),
  },
  items: { food: words('بریانی'), transport: words('ڈیزل کیب'), business: words('اوزار آلات'), bills: words('کیبل بیلنس لوڈ') },
};

export const MARATHI_FRAMES: Frames = {
  purpose: {
    other: words('डॉक्टर दवाखाना औषध औषधं गोळ्या रुग्णालय हॉस्पिटल मेडिकल न्हावी सलून'),
    business: words('विकायला विकण्यासाठी विक्रीसाठी पगार मजुरी कामगार नोकर दुकानासाठी'),
    bills: words('घरमालक'),
    transport: words('मेकॅनिक गॅरेज पंक्चर टायर टाकी'),
    food: words('हॉटेल मेस खानावळ कॅन्टीन'),
  },
  items: { business: words('हत्यार हत्यारं हत्यारे अवजारे'), food: words('मासे मासा बिर्याणी'), transport: words('डिझेल कॅब'), bills: words('केबल') },
};

export const GUJARATI_FRAMES: Frames = {
  purpose: {
    other: words('ડોક્ટર દવા દવાખાનું હોસ્પિટલ મેડિકલ વાળંદ'),
    business: words('વેચવા વેચવા_માટે પગાર મજૂરી કારીગર નોકર દુકાન_માટે'),
    bills: words('મકાન_માલિક મકાનમાલિક'),
    transport: words('મિકેનિક ગેરેજ પંચર ટાયર ટાંકી'),
    food: words('હોટલ ઢાબા કેન્ટીન મેસ લોજ'),
  },
  items: { business: words('ઓજાર ઓજારો સાધન'), food: words('ફાફડા જલેબી ગાંઠિયા ચા_નાસ્તો'), transport: words('કેબ ઓલા ઉબર'), bills: words('કેબલ') },
};

export const PUNJABI_FRAMES: Frames = {
  purpose: {
    other: words('ਡਾਕਟਰ ਦਵਾਈ ਹਸਪਤਾਲ ਕਲੀਨਿਕ ਮੈਡੀਕਲ ਨਾਈ'),
    business: words('ਵੇਚਣ ਵੇਚਣ_ਲਈ ਤਨਖਾਹ ਤਨਖ਼ਾਹ ਮਜ਼ਦੂਰੀ ਨੌਕਰ ਕਾਮਾ ਦੁਕਾਨ_ਲਈ'),
    bills: words('ਮਕਾਨ_ਮਾਲਕ'),
    transport: words('ਮਕੈਨਿਕ ਪੰਕਚਰ ਟਾਇਰ ਟੈਂਕੀ'),
    food: words('ਢਾਬਾ ਢਾਬੇ ਹੋਟਲ ਕੰਟੀਨ ਮੈੱਸ'),
  },
  items: { business: words('ਸੰਦ ਔਜ਼ਾਰ'), food: words('ਪਰਾਠੇ ਪਕੌੜੇ'), transport: words('ਕੈਬ'), bills: words('ਕੇਬਲ') },
};

export const BENGALI_FRAMES: Frames = {
  purpose: {
    other: words('ডাক্তার ওষুধ হাসপাতাল নার্সিং_হোম ক্লিনিক ডিসপেনসারি ফার্মেসি নাপিত'),
    business: words('বিক্রির বিক্রি_করার মাইনে বেতন মজুরি কর্মচারী দোকানের_জন্য'),
    bills: words('বাড়িওয়ালা বাড়ির_মালিক স্কুলের_মাইনে স্কুল_মাইনে টিউশন_ফি মাস্টারের_মাইনে'),
    transport: words('মেকানিক গ্যারেজ পাংচার টায়ার ট্যাঙ্ক তেল_ভরলাম'),
    food: words('হোটেল মেস ক্যান্টিন রেস্টুরেন্ট ধাবা'),
  },
  items: { bills: words('কেবল_টিভি'), transport: words('ক্যাব'), business: words('যন্ত্রপাতি সরঞ্জাম'), food: words('বিরিয়ানি বিস্কুট মাছ খেলাম খাওয়া') },
};

export const ASSAMESE_FRAMES: Frames = {
  purpose: {
    other: words('ডাক্তৰ দৰব ঔষধ হস্পিতাল চিকিৎসালয় নাপিত'),
    business: words('বিক্ৰী দৰমহা মজুৰি কৰ্মচাৰী দোকানৰ_বাবে'),
    bills: words('ঘৰৰ_গৰাকী'),
    transport: words('মেকানিক গেৰেজ পাংচাৰ টায়াৰ'),
    food: words('হোটেল মেছ'),
  },
  items: { business: words('সঁজুলি যন্ত্ৰপাতি'), food: words('পাচলি শাক'), transport: words('কেব'), bills: words('কেবল') },
};

export const ODIA_FRAMES: Frames = {
  purpose: {
    other: words('ଡାକ୍ତର ଔଷଧ ଡାକ୍ତରଖାନା ହସ୍ପିଟାଲ ବାରିକ'),
    business: words('ବିକିବା ଦରମା ମଜୁରି କର୍ମଚାରୀ ଦୋକାନ_ପାଇଁ'),
    bills: words('ଘର_ମାଲିକ'),
    transport: words('ମେକାନିକ ଗ୍ୟାରେଜ ପଙ୍କଚର ଟାୟାର'),
    food: words('ହୋଟେଲ ମେସ'),
  },
  items: { business: words('ଯନ୍ତ୍ରପାତି'), food: words('ପରିବା ମାଛ'), transport: words('କ୍ୟାବ'), bills: words('କେବୁଲ') },
};

export const TAMIL_FRAMES: Frames = {
  purpose: {
    other: words('டாக்டர் மருத்துவர் மருந்து மாத்திரை ஆஸ்பத்திரி மருத்துவமனை கிளினிக் மெடிக்கல் சலூன்'),
    business: words('விற்க விற்பனைக்கு சம்பளம் கூலி வேலையாள் கடை_பையன்'),
    bills: words('ஓனர் வீட்டு_ஓனர் வீட்டு_உரிமையாளர்'),
    transport: words('மெக்கானிக் பஞ்சர் டயர் டேங்க்'),
    food: words('ஹோட்டல் மெஸ் கேன்டீன் உணவகம்'),
  },
  items: { business: words('கருவி கருவிகள்'), food: words('டீ பிஸ்கட் பிரியாணி'), transport: words('கேப்'), bills: words('தண்ணி கேபிள்') },
};

export const TELUGU_FRAMES: Frames = {
  purpose: {
    other: words('డాక్టర్ మందులు మందు ఆసుపత్రి హాస్పిటల్ క్లినిక్ మెడికల్ మంగలి సెలూన్'),
    business: words('అమ్మడానికి అమ్మకానికి జీతం కూలీ పనివాడు'),
    bills: words('ఓనర్ ఇంటి_ఓనర్ ఇంటి_యజమాని'),
    transport: words('మెకానిక్ పంక్చర్ టైర్ ట్యాంక్'),
    food: words('హోటల్ మెస్ క్యాంటీన్'),
  },
  items: { business: words('పనిముట్లు పరికరాలు'), food: words('టీ బిస్కెట్ చేపలు'), transport: words('క్యాబ్'), bills: words('కేబుల్') },
};

export const KANNADA_FRAMES: Frames = {
  purpose: {
    other: words('ಡಾಕ್ಟರ್ ವೈದ್ಯ ಔಷಧಿ ಮಾತ್ರೆ ಆಸ್ಪತ್ರೆ ಕ್ಲಿನಿಕ್ ಮೆಡಿಕಲ್ ಕ್ಷೌರ ಸಲೂನ್'),
    business: words('ಮಾರಾಟಕ್ಕೆ ಮಾರಲು ಸಂಬಳ ಕೂಲಿ ಕೆಲಸಗಾರ ಅಂಗಡಿ_ಹುಡುಗ'),
    bills: words('ಓನರ್ ಮನೆ_ಓನರ್ ಮನೆ_ಮಾಲೀಕ'),
    transport: words('ಮೆಕಾನಿಕ್ ಪಂಕ್ಚರ್ ಟೈರ್ ಟ್ಯಾಂಕ್'),
    food: words('ಹೋಟೆಲ್ ಮೆಸ್ ದರ್ಶಿನಿ ಕ್ಯಾಂಟೀನ್'),
  },
  items: { business: words('ಉಪಕರಣ ಸಲಕರಣೆ'), food: words('ಟೀ ಬಿಸ್ಕತ್ ಮೀನು'), transport: words('ಕ್ಯಾಬ್'), bills: words('ಕೇಬಲ್') },
};

export const MALAYALAM_FRAMES: Frames = {
  purpose: {
    other: words('ഡോക്ടർ മരുന്ന് ആശുപത്രി ക്ലിനിക് മെഡിക്കൽ ബാർബർ'),
    business: words('വിൽക്കാൻ വിൽപനയ്ക്ക് ശമ്പളം കൂലി പണിക്കാരൻ ജോലിക്കാരൻ'),
    bills: words('വീട്ടുടമസ്ഥൻ ഉടമസ്ഥൻ ഓണർ'),
    transport: words('മെക്കാനിക് പഞ്ചർ ടയർ ടാങ്ക്'),
    food: words('ഹോട്ടൽ മെസ്സ് കാന്റീൻ'),
  },
  items: { business: words('ഉപകരണങ്ങൾ ഉപകരണം പണിയായുധം'), food: words('ബിസ്കറ്റ്'), transport: words('ക്യാബ്'), bills: words('കേബിൾ') },
};

/** Every Indian language typed in Latin letters: the spellings people use across the twelve. */
export const ROMAN_INDIAN_FRAMES: Frames = {
  purpose: {
    other: words(`doctor daktar dactar dawa dawai davai dava ousadha aushadh oshudh osudh oushadh dorob marundhu marunnu mandu
      aushadhi hospital haspatal aspatal daktarkhana dawakhana davakhana clinic medical naai nai napit barber salon`),
    business: words(`bechne bechna bikri bikiba bikri_koribole vikri vikayla vechva vechan virka virpanai ammadaniki marata
      tankhwah tankha pagar vetan majdoori majuri darama dorma dormaha sambalam sambala jeetham jeetam kooli naukar karmachari
      dukan_ke_liye dukaan_ke_liye dukanasathi dukan_mate dokan_pain dukanor_babe dokaner_jonno kadaiku angadige shop_ki`),
    bills: words('makan_malik ghar_malik ghor_malik ghara_malika bariwala bari_wala veetu_owner'),
    transport: words('mechanic mekanik puncture panchar tyre tank tanki'),
    food: words('hotel mess canteen dhaba khanavali darshini'),
  },
  items: { business: words('auzar aujar aujaar yantrapati yantra sajuli sanjuli karuvi panimuttu upkaran'),
    food: words(`khana khaana bhat bhaat jevan bhojan bhojanam saapadu sapadu oonu oota khawa khuwa khaili khalu tiffin nasta
      machh machha mach mas meen chepa sabzi sabji bhaji tarkari torkari pachali`),
    transport: words('gadi gari gaadi petrol diesel'),
    bills: words('vaadagai vadagai vaadaka vadaka adde baadige badige current light_bill recharge'),
  },
};
