// Swahili and Amharic expense patterns. Swahili verbs carry subject and tense prefixes
// (ni-me-nunua, tu-li-lipa), so verbs are matched by their stem; Amharic puts the verb last.
import { AMOUNT, anyOf, fillerWords, type Grammar, ITEM, LEAD, pattern, TAIL } from './pattern.ts';

const NUNUA = '\\S*nunu(?:a|lia)';
const LIPA = '\\S*(?:lipa|lipia|tumia)';
const KWA = anyOf('kwa ya za la cha vya wa kwenye katika');

export const SWAHILI_GRAMMAR: Grammar = {
  patterns: [
    pattern('sw.nunua-item-amount', 'explicit', `^${LEAD}${NUNUA} ${ITEM} (?:${anyOf('kwa kwa_bei_ya bei_ya bei')} )?${AMOUNT}${TAIL}$`),
    pattern('sw.lipa-amount-kwa-item', 'explicit', `^${LEAD}${LIPA} ${AMOUNT} (?:${KWA} )?${ITEM}$`),
    pattern('sw.item-gharimu-amount', 'explicit', `^${ITEM} \\S*gharimu ${AMOUNT}${TAIL}$`),
    pattern('sw.bei-ya-item-ni-amount', 'explicit', `^bei ya ${ITEM} (?:ni )?${AMOUNT}${TAIL}$`),
    pattern('sw.item-ni-amount', 'explicit', `^${ITEM} ${anyOf('ni ilikuwa ilikua ni_bei_ya')} ${AMOUNT}${TAIL}$`),
    pattern('sw.lipa-item-amount', 'explicit', `^${LEAD}${LIPA} ${ITEM} (?:kwa )?${AMOUNT}${TAIL}$`),
  ],
  fillers: fillerWords(`mimi sisi leo jana juzi kwa ya za la cha vya wa na kwenye katika pesa bei ni hii hiyo
    nimetoa nimetumia nimelipa nimenunua nilinunua nililipa kununua kulipa kiasi tu`),
  fillerForms: [/^\S*nunu(?:a|lia)$/u, /^\S*(?:lipa|lipia|tumia)$/u, /^\S*gharimu$/u, /^(?:ni|tu)(?:me|li)weka$/u],
  linkers: fillerWords('kwa ya'),
};

const BUY_AM = anyOf('ገዛሁ ገዛን ገዛሁኝ ገዛ ገዛች ገዝቻለሁ ገዛነው');
const PAY_AM = anyOf('ከፈልኩ ከፈልን ከፈልሁ ከፈልኩኝ ከፍያለሁ አወጣሁ አወጣን አወጣሁኝ ወጣ');
// ለመብራት "for electricity": the glued ለ (for) is not part of the item.
const FOR_AM = [['ለ', '']] as const;

export const AMHARIC_GRAMMAR: Grammar = {
  patterns: [
    pattern('am.item-amount-bought', 'explicit', `^${ITEM} (?:በ )?${AMOUNT} ${BUY_AM}${TAIL}$`),
    pattern('am.bought-item-amount', 'explicit', `^${LEAD}${BUY_AM} ${ITEM} (?:በ )?${AMOUNT}${TAIL}$`),
    pattern('am.item-amount-paid', 'explicit', `^${ITEM} (?:በ )?${AMOUNT} ${PAY_AM}${TAIL}$`, FOR_AM),
    pattern('am.item-price-amount', 'explicit', `^${ITEM} ${anyOf('ዋጋው ዋጋ ዋጋዋ')} ${AMOUNT}${TAIL}$`),
    pattern('am.item-amount-is', 'explicit', `^${ITEM} ${AMOUNT} ${anyOf('ነው ነበር')}${TAIL}$`),
  ],
  fillers: fillerWords('እኔ እኛ ዛሬ ትናንት በ ለ ነው ነበር ዋጋ ዋጋው ገዛሁ ገዛን ገዛ ከፈልኩ ከፈልን አወጣሁ ለዚህ'),
};
