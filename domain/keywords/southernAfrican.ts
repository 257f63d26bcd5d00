// Zulu and Afrikaans category keywords. Zulu words are listed as stems without their noun prefix
// (kudla for ukudla, ngokudla) and matched inside words.
import { type LanguageKeywords, words } from './types.ts';

export const ZULU_KEYWORDS: LanguageKeywords = {
  confidence: 'medium',
  decisive: { other: words('muthi dokotela sibhedlela mtholampilo philisi khemisi') },
  stems: true,
  food: words('ukudla kudla sidlo nyama sinkwa grosa phuthu mealie shukela rayisi qanda nkukhu mifino zithelo tiye khofi shisanyama phalishi tamatisi anyanisi mpuphu zambane'),
  transport: words('tekisi bhasi phethiloli gibela uber moto sitimela bhanoyi thikithi'),
  business: words('bhizinisi sitolo mpahla stock khasimende sitoko'),
  bills: words('gesi manzi renti airtime datha khanya sikole imali_yesikole inshorensi'),
  savings: words('ukonga stokvel'),
};

export const AFRIKAANS_KEYWORDS: LanguageKeywords = {
  confidence: 'high',
  decisive: { bills: words('kragopwekker'), other: words('medisyne medisyne dokter kliniek hospitaal apteek') },
  food: words(`kos etes ete brood vleis kruideniersware kruideniers middagete aandete ontbyt melk suiker rys groente
    vrugte hoender eiers pap koffie tee tamatie tamaties aartappel aartappels uie mieliemeel meel piesangs boerewors braai`),
  transport: words('vervoer taxi bus petrol brandstof uber kaartjie trein vliegtuig parkering diesel tolgeld taxigeld busgeld'),
  business: words('besigheid voorraad winkel kliënt kliënte verskaffer groothandel'),
  bills: words('rekening elektrisiteit krag kragpunte water huur lugtyd data skoolfooie fooie versekering internet munisipaliteit verhuurder loodgieter huishuur'),
  savings: words('spaar spaargeld'),
};
