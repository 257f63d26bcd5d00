// Category keywords for Tamil, Telugu, Kannada and Malayalam. Their words take long suffixes
// (ஆட்டோவுக்கு "for the auto"), so matching looks for these as stems.
import { type LanguageKeywords, words } from './types.ts';

export const TAMIL_KEYWORDS: LanguageKeywords = {
  confidence: 'medium',
  decisive: { bills: words('ஜெனரேட்டர'), other: words('மருந்து டாக்டர மருத்துவமனை ஆஸ்பத்திரி மாத்திரை') },
  food: words('சாப்பாடு உணவு காய்கறி மளிகை பால் காபி அரிசி இட்லி தோசை ஹோட்டல் பழம் மீன் கறி டிபன் பிரியாணி முட்டை வெங்காயம் உருளைக்கிழங்கு தக்காளி சர்க்கரை மாவு ரேஷன'),
  transport: words('ஆட்டோ பஸ் பேருந்து பெட்ரோல் டாக்ஸி ரயில் மெட்ரோ டிக்கெட் வண்டி டீசல்'),
  business: words('வியாபாரம் கடை சரக்கு வாடிக்கையாளர்'),
  bills: words('மின்சாரம் கரண்ட் பில் தண்ணீர் வாடகை ரீசார்ஜ் கேஸ் சிலிண்டர் கட்டணம் இன்டர்நெட் டேட்டா பிளம்பர'),
};

export const TELUGU_KEYWORDS: LanguageKeywords = {
  confidence: 'medium',
  decisive: { bills: words('జనరేటర్'), other: words('మందు డాక్టర్ ఆసుపత్రి') },
  food: words('భోజనం ఆహారం కూరగాయలు పాలు కాఫీ బియ్యం టిఫిన్ హోటల్ పండ్లు చికెన్ బిర్యానీ కిరాణా టమోటా ఉల్లిపాయ బంగాళాదుంప రేషన్'),
  transport: words('ఆటో బస్సు బస్ పెట్రోల్ టాక్సీ రైలు మెట్రో టికెట్ డీజిల్ క్యాబ్ ఛార్జీ'),
  business: words('వ్యాపారం దుకాణం షాప్ సరుకు కస్టమర్ స్టాక్ షాపు'),
  bills: words('కరెంట్ విద్యుత్ బిల్లు నీళ్లు అద్దె రీఛార్జ్ గ్యాస్ ఫీజు ఇంటర్నెట్ ప్లంబర్'),
};

export const KANNADA_KEYWORDS: LanguageKeywords = {
  confidence: 'medium',
  decisive: { bills: words('ಜನರೇಟರ್'), other: words('ಔಷಧ ಡಾಕ್ಟರ್ ಆಸ್ಪತ್ರೆ') },
  food: words('ಊಟ ತರಕಾರಿ ದಿನಸಿ ಹಾಲು ಕಾಫಿ ತಿಂಡಿ ಅಕ್ಕಿ ಹೋಟೆಲ್ ಹಣ್ಣು ದೋಸೆ ಇಡ್ಲಿ ಈರುಳ್ಳಿ ಟೊಮೆಟೊ ಆಲೂಗಡ್ಡೆ ರೇಷನ್ ಸಕ್ಕರೆ ಬಿರಿಯಾನಿ ಚಿಕನ್'),
  transport: words('ಆಟೋ ಬಸ್ ಪೆಟ್ರೋಲ್ ಟ್ಯಾಕ್ಸಿ ಮೆಟ್ರೋ ಟಿಕೆಟ್ ರೈಲು ಡೀಸೆಲ್ ಕ್ಯಾಬ್'),
  business: words('ವ್ಯಾಪಾರ ಅಂಗಡಿ ಸರಕು ಗ್ರಾಹಕ ಸ್ಟಾಕ್'),
  bills: words('ಕರೆಂಟ್ ವಿದ್ಯುತ್ ಬಿಲ್ ನೀರು ಬಾಡಿಗೆ ರೀಚಾರ್ಜ್ ಗ್ಯಾಸ್ ಫೀಸ್ ಇಂಟರ್ನೆಟ್ ಪ್ಲಂಬರ್'),
};

export const MALAYALAM_KEYWORDS: LanguageKeywords = {
  confidence: 'medium',
  decisive: { bills: words('ജനറേറ്റ'), other: words('മരുന്ന് ഡോക്ടർ ആശുപത്രി') },
  food: words('ഭക്ഷണം പച്ചക്കറി പലചരക്ക് പാൽ ചായ അരി ഊണ് മീൻ ഹോട്ടൽ പഴം ബിരിയാണി കാപ്പി ഉള്ളി തക്കാളി ഉരുളക്കിഴങ്ങ് റേഷൻ പൊറോട്ട ബീഫ്'),
  transport: words('ഓട്ടോ ബസ് പെട്രോൾ ടാക്സി ട്രെയിൻ മെട്രോ ടിക്കറ്റ് ഡീസൽ വണ്ടി'),
  business: words('കച്ചവടം കട ഉപഭോക്താവ് സ്റ്റോക്ക്'),
  bills: words('കറന്റ് വൈദ്യുതി ബിൽ വെള്ളം വാടക റീചാർജ് ഗ്യാസ് ഫീസ് ഇന്റർനെറ്റ് പ്ലംബർ'),
};
