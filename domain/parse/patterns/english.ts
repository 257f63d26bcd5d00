// English expense patterns in the spec's order, plus the order-only patterns every language falls
// back to. English is tried after each language's own patterns because people mix languages.
import { AMOUNT, anyOf, fillerWords, type Grammar, ITEM, LEAD, pattern, TAIL } from './pattern.ts';

const BUY = anyOf('bought purchased got buy purchase ordered order');
const PAY = anyOf('paid pay spent spend used gave give sent send transferred');
const SPEND = anyOf('spent spend used');

export const ENGLISH_GRAMMAR: Grammar = {
  patterns: [
    pattern('en.bought-item-amount', 'explicit', `^${LEAD}${BUY} ${ITEM} (?:${anyOf('for at worth of')} )?${AMOUNT}${TAIL}$`),
    pattern('en.paid-amount-for-item', 'explicit', `^${LEAD}${PAY} ${AMOUNT} ${anyOf('for on to in towards into at')} ${ITEM}$`),
    pattern('en.item-cost-amount', 'explicit', `^${ITEM} ${anyOf('cost costs costed was were is came_to comes_to worth for at')} ${AMOUNT}${TAIL}$`),
    pattern('en.spent-amount-on-item', 'explicit', `^${LEAD}${SPEND} ${AMOUNT} ${ITEM}$`),
    pattern('en.paid-item-amount', 'explicit', `^${LEAD}${PAY} (?:${anyOf('for on')} )?${ITEM} ${AMOUNT}${TAIL}$`),
    pattern('en.paid-amount-item', 'explicit', `^${LEAD}${PAY} ${AMOUNT}(?: ${ITEM})?$`),
    pattern('en.bought-amount-item', 'explicit', `^${LEAD}${BUY} ${AMOUNT} (?:${anyOf('worth_of of')} )?${ITEM}$`),
  ],
  fillers: fillerWords(`i i've ive i'm im we we've have has had just today yesterday tonight this morning evening
    afternoon the a an some my our for on at to in of with from and about around only total amount money cash
    bought buy purchased purchase got get paid pay spent spend used use gave give cost costs costed was were
    is are worth took take ordered order it came comes towards into sent send transferred`),
  linkers: fillerWords('for at to from with'),
};

/** The spec's "{item} {amount}", and "{amount} {item}" for languages that put the price first. */
export const POSITIONAL_PATTERNS = [
  pattern('item-amount', 'positional', `^${ITEM} ${AMOUNT}${TAIL}$`),
  pattern('amount-item', 'positional', `^${AMOUNT} ${ITEM}$`),
];
