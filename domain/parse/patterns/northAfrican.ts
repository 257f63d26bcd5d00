// French and Arabic expense patterns. Words are written with accents and hamzas; matching folds them,
// so "achete" and "acheté", "اشتريت" and "إشتريت" are one word.
import { AMOUNT, anyOf, fillerWords, type Grammar, ITEM, LEAD, pattern, TAIL } from './pattern.ts';

const ACHETE = anyOf('acheté achetée achetés achetées achète achètes acheter achat pris prise');
const PAYE = anyOf('payé payée payés payer paie payes dépensé dépensée dépenser dépense réglé donné');

export const FRENCH_GRAMMAR: Grammar = {
  patterns: [
    pattern('fr.achete-item-amount', 'explicit', `^${LEAD}${ACHETE} ${ITEM} (?:${anyOf('à pour de au_prix_de')} )?${AMOUNT}${TAIL}$`),
    pattern('fr.paye-amount-pour-item', 'explicit', `^${LEAD}${PAYE} ${AMOUNT} ${anyOf('pour de en sur à au aux dans')} ${ITEM}$`),
    pattern('fr.item-coute-amount', 'explicit', `^${ITEM} (?:a )?${anyOf("coûté coûte coûtent coûtait coûtaient fait faisait vaut c'est est était")} (?:à )?${AMOUNT}${TAIL}$`),
    pattern('fr.paye-item-amount', 'explicit', `^${LEAD}${PAYE} ${ITEM} (?:${anyOf('à pour de')} )?${AMOUNT}${TAIL}$`),
    pattern('fr.paye-amount', 'explicit', `^${LEAD}${PAYE} ${AMOUNT}(?: ${ITEM})?$`),
  ],
  fillers: fillerWords(`j'ai jai j ai on a nous avons il elle je tu le la les l' du de des d' un une pour à au aux en sur
    ce cette ces aujourd'hui hier matin soir mon ma mes son sa ses notre nos c'est est et acheté achetée
    achat payé payée dépensé dépense coûté coûte pris donné mis mise`),
  fillerForms: [/^(?:achet|pay|depens|regl|cout)\S*$/u],
  elisions: true,
  linkers: fillerWords('pour à au avec chez'),
};

const BUY_AR = anyOf('اشتريت اشترينا شريت اشترى اشترت جبت شرينا');
const PAY_AR = anyOf('دفعت دفعنا صرفت صرفنا دفع صرف حطيت');
const PREP_AR = anyOf('على ل لل في من_أجل مقابل عشان علشان');
// "للكهرباء" is ل (for) + الكهرباء: the item keeps its article.
const LIL = [['لل', 'ال']] as const;

export const ARABIC_GRAMMAR: Grammar = {
  patterns: [
    pattern('ar.bought-item-amount', 'explicit', `^${LEAD}${BUY_AR} ${ITEM} (?:${anyOf('ب بسعر بمبلغ ب_سعر')} )?${AMOUNT}${TAIL}$`),
    pattern('ar.paid-amount-for-item', 'explicit', `^${LEAD}${PAY_AR} ${AMOUNT} (?:${PREP_AR} )?${ITEM}$`, LIL),
    pattern('ar.item-cost-amount', 'explicit', `^${ITEM} ${anyOf('كلف كلفني كلفت كلفتني سعره سعرها ثمنه ثمنها يكلف تكلف ب بسعر')} ${AMOUNT}${TAIL}$`),
    pattern('ar.paid-item-amount', 'explicit', `^${LEAD}${PAY_AR} ${ITEM} (?:ب )?${AMOUNT}${TAIL}$`, LIL),
  ],
  fillers: fillerWords(`ب و في على ل لل من أجل مقابل اليوم امس أمس انا أنا لقد قد شراء عشان علشان بمبلغ بسعر سعر ثمن
    كلف كلفني مبلغ`),
  fillerForms: [/^(?:اشتر|شری|دفع|صرف|جبت)/u],
};
