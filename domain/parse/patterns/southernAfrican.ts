// Zulu and Afrikaans expense patterns. Zulu verbs carry subject prefixes (ngi-thenge, si-khokhe) and
// are matched by stem; Afrikaans puts the participle last ("ek het brood vir 20 gekoop").
import { AMOUNT, anyOf, fillerWords, type Grammar, ITEM, LEAD, pattern, TAIL } from './pattern.ts';

const THENGA = '\\S*(?:thenge|thengile|thenga)';
const KHOKHA = '\\S*(?:khokhe|khokhele|khokhile|khokhela|sebenzise|sebenzisile)';
const NGA = anyOf('nge ngo nga ngama for');

export const ZULU_GRAMMAR: Grammar = {
  patterns: [
    pattern('zu.thenge-item-amount', 'explicit', `^${LEAD}${THENGA} ${ITEM} (?:${NGA} )?${AMOUNT}${TAIL}$`),
    pattern('zu.khokhe-amount-item', 'explicit', `^${LEAD}${KHOKHA} ${AMOUNT} (?:${anyOf('ku kwi ko e for')} )?${ITEM}$`),
    pattern('zu.khokhe-item-amount', 'explicit', `^${LEAD}${KHOKHA} ${ITEM} (?:${NGA} )?${AMOUNT}${TAIL}$`),
    pattern('zu.item-biza-amount', 'explicit', `^${ITEM} \\S*(?:biza|bize|bizile) ${AMOUNT}${TAIL}$`),
  ],
  fillers: fillerWords('mina thina ngi si ku kwi ko e nge ngo nga ngama namuhla izolo imali kanye'),
  fillerForms: [/^\S*(?:thenge|thengile|thenga|khokhe|khokhele|khokhile|khokhela|sebenzise|sebenzisile|biza|bize|bizile)$/u],
};

const GEKOOP = anyOf('gekoop koop');
const BETAAL = anyOf('betaal spandeer uitgegee bestee');
const VIR = anyOf('vir aan op');

export const AFRIKAANS_GRAMMAR: Grammar = {
  patterns: [
    pattern('af.het-item-vir-amount-gekoop', 'explicit', `^${LEAD}(?:het )?${ITEM} (?:vir )?${AMOUNT} ${GEKOOP}${TAIL}$`),
    pattern('af.het-item-gekoop-vir-amount', 'explicit', `^${LEAD}(?:het )?${ITEM} ${GEKOOP} (?:vir )?${AMOUNT}${TAIL}$`),
    pattern('af.gekoop-item-amount', 'explicit', `^${LEAD}${GEKOOP} ${ITEM} (?:vir )?${AMOUNT}${TAIL}$`),
    pattern('af.het-amount-vir-item-betaal', 'explicit', `^${LEAD}(?:het )?${AMOUNT} ${VIR} ${ITEM} ${BETAAL}${TAIL}$`),
    pattern('af.betaal-amount-vir-item', 'explicit', `^${LEAD}${BETAAL} ${AMOUNT} ${VIR} ${ITEM}$`),
    pattern('af.item-kos-amount', 'explicit', `^${ITEM} ${anyOf('kos het_gekos kos_my')} ${AMOUNT}${TAIL}$`),
    pattern('af.het-item-amount-betaal', 'explicit', `^${LEAD}(?:het )?${ITEM} (?:vir )?${AMOUNT} ${BETAAL}${TAIL}$`),
    pattern('af.betaal-item-amount', 'explicit', `^${LEAD}${BETAAL} ${ITEM} (?:vir )?${AMOUNT}${TAIL}$`),
  ],
  fillers: fillerWords("ek het ons jy hy sy vir aan op die 'n n my vandag gister gekoop koop betaal spandeer uitgegee bestee gekos"),
  linkers: fillerWords('vir by'),
};
