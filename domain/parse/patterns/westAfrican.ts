// Hausa, Yoruba and Igbo expense patterns, written without tone marks (matching folds them away).
// Subject pronouns come first ("na sayi", "mo ra", "azụtara m") and are dropped from descriptions.
import { AMOUNT, anyOf, fillerWords, type Grammar, ITEM, LEAD, pattern, TAIL } from './pattern.ts';

const SAYI = anyOf('sayi saya siya sayo siyo sayawa');
const BIYA = anyOf('biya biyan kashe kashe_kudi');

export const HAUSA_GRAMMAR: Grammar = {
  patterns: [
    pattern('ha.sayi-item-amount', 'explicit', `^${LEAD}${SAYI} ${ITEM} (?:${anyOf('a kan akan na')} )?${AMOUNT}${TAIL}$`),
    pattern('ha.biya-amount-item', 'explicit', `^${LEAD}${BIYA} ${AMOUNT} (?:${anyOf('a_kan akan kan wajen don na ga')} )?${ITEM}$`),
    pattern('ha.biya-item-amount', 'explicit', `^${LEAD}${BIYA} ${ITEM} (?:${anyOf('a kan')} )?${AMOUNT}${TAIL}$`),
    pattern('ha.item-kai-amount', 'explicit', `^${ITEM} ${anyOf('ya_kai ta_kai kudinsa kudinta farashinsa farashinta')} ${AMOUNT}${TAIL}$`),
  ],
  fillers: fillerWords(`na mun ya ta sun kun an a kan akan da don wajen ga yau jiya sayi saya siya sayo biya biyan kashe
    kudi farashi ni mu`),
};

const RA = anyOf('ra rà');
const SAN = anyOf('san sanwo na');

export const YORUBA_GRAMMAR: Grammar = {
  patterns: [
    pattern('yo.ra-item-amount', 'explicit', `^${LEAD}${RA} ${ITEM} (?:${anyOf('ni fun')} )?${AMOUNT}${TAIL}$`),
    pattern('yo.san-amount-fun-item', 'explicit', `^${LEAD}${SAN} ${AMOUNT} ${anyOf('fun lori si fi')} ${ITEM}$`),
    pattern('yo.san-item-amount', 'explicit', `^${LEAD}${SAN} ${ITEM} (?:ni )?${AMOUNT}${TAIL}$`),
    pattern('yo.item-je-amount', 'explicit', `^${ITEM} ${anyOf('je jẹ ni_owo')} ${AMOUNT}${TAIL}$`),
  ],
  fillers: fillerWords('mo a won emi ni fun lori si fi loni lana ra san sanwo na je'),
};

const ZUTA = anyOf('zutara azutara zuru zuta gotere');
const KWU = anyOf('kwuru akwuru kwuo kwuru_ugwo tinyere');

export const IGBO_GRAMMAR: Grammar = {
  patterns: [
    pattern('ig.zutara-item-amount', 'explicit', `^${LEAD}${ZUTA} (?:${anyOf('m anyi')} )?${ITEM} (?:${anyOf('na maka')} )?${AMOUNT}${TAIL}$`),
    pattern('ig.kwuru-amount-maka-item', 'explicit', `^${LEAD}${KWU} (?:${anyOf('m anyi')} )?${AMOUNT} ${anyOf("maka na n'ihi")} ${ITEM}$`),
    pattern('ig.kwuru-item-amount', 'explicit', `^${LEAD}${KWU} (?:${anyOf('m anyi')} )?${ITEM} ${AMOUNT}${TAIL}$`),
    pattern('ig.jiri-amount-zuta-item', 'explicit', `^${LEAD}jiri ${AMOUNT} zuta ${ITEM}$`),
    pattern('ig.item-bu-amount', 'explicit', `^${ITEM} ${anyOf('bu ruru di')} ${AMOUNT}${TAIL}$`),
  ],
  fillers: fillerWords("m anyi a na maka n'ihi taa unyahu zutara azutara zuru zuta kwuru akwuru jiri bu ruru"),
};
