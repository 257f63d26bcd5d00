// The general reader of a money message (issue 37): what any provider's message says, read from cues
// rather than one provider's wording — its amounts and what each is (the payment, a fee, a balance),
// whether money went out or came in, who was paid, airtime or data. Provider tables refine it.
import type { LanguageCode } from '../languages.ts';
import { francOf, MONEY_SOURCE, readMoney } from './money.ts';
import type { SupportedCurrency } from '../currencies.ts';
import { saysDeposit } from './ownWords.ts';

interface MoneyMention {
  readonly amount: string;
  readonly currency: SupportedCurrency;
  readonly start: number;
  readonly end: number;
  /** What the words just before it say it is. */
  readonly role: 'payment' | 'fee' | 'balance';
}

export interface CueReading {
  readonly mentions: readonly MoneyMention[];
  /** A real currency Sauti holds no rate for was named. */
  readonly unsupported: boolean;
  /** Money went out (paid, sent, debited, umelipa, payé, ተከፍሏል, डेबिट) or came in (received, credited, umepokea, reçu, जमा). */
  readonly out: boolean;
  readonly in: boolean;
  /** Cash taken out at an agent or ATM: the cash is spent later, only its fee is an expense. */
  readonly withdrawal: boolean;
  /** Money came back (refunded, reversed, remboursé, umerudishwa): never an expense. */
  readonly refund: boolean;
  /** Money moved to the person's own savings (M-Shwari, OWealth): not spent. From them: money in. */
  readonly toSavings: boolean;
  readonly fromSavings: boolean;
  /** Said as something to come, to approve or to win (will be debited, is due, a request, an offer): nothing spent yet. */
  readonly notYet: boolean;
  /** What was bought when the message names no one: airtime or a data bundle. */
  readonly bought: 'Airtime' | 'Data bundle' | null;
  /** The person or business paid, as written; null when none could be read. */
  readonly payee: string | null;
  /** The language the message's verbs are in, for reading the payee's category. */
  readonly language: LanguageCode;
}

const ANY_MONEY = new RegExp(MONEY_SOURCE, 'gi');

/** Whole words in any script: `\\b` is ASCII-only, and "payé" has no boundary after its é. */
const words = (alternatives: string): string => `(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`;

// Cue words per meaning, in the languages providers write in. Latin ones are matched as whole words.
const OUT = `${words(String.raw`paid|sent|debited|withdrawn|withdraw|bought|purchased?|spent|transferred|recharged|you've spent|pay[ée]e?|envoy[ée]e?|retir[ée]e?|achet[ée]e?|achat|d[ée]bit[ée]e?|transfert|paiement|rechargement|umelipa|umetuma|umetoa|umenunua|umelipia|imelipwa|imetumwa|top-?up|recharge`)}|ልከዋል|ከፍለዋል|ገዝተዋል|ሞልተዋል|ተከፍሏል|डेबिट|भुगतान|ডেবিট|পরিশোধ|பற்று|డెబిట్|ಡೆಬಿಟ್|ડેબિટ|ਡੈਬਿਟ|ଡେବିଟ|تم تحويل|تم خصم|تم الدفع|دفعت|حولت`;
// Deposit words (जमा, জমা, deposited) count only as a bank writes them: ownWords.ts.
const IN = `${words(String.raw`received|credited|refunded|refund of|reversed|cash in|returned to your|re[çc]u|cr[ée]dit[ée]|rembours[ée]e?|annul[ée]e|umepokea|imewekwa|umerudishiwa|imerudishwa|umerudishwa`)}|ተቀብለዋል|ক্রেডিট|வரவு|استلمت|تم إيداع|إيداع|استرداد`;
const WITHDRAWAL = `${words(String.raw`withdraw(?:n|al)?|cash out|retrait|umetoa`)}|ወጪ አድርገዋል|سحب`;
const SAVINGS_WORDS = String.raw`m-?shwari|lock savings|savings account|owealth|target savings|akiba|[ée]pargne`;
const SAVINGS = words(SAVINGS_WORDS);
const FROM_SAVINGS = words(String.raw`from (?:your )?(?:${SAVINGS_WORDS})`);
const NOT_YET = `${words(String.raw`will be (?:debited|transferred|deducted|charged)|is due|due on|payment request|requested a payment|approve|reminder`)}`;
/** An offer rather than a record: what it names was not bought. */
const PROMOTION = words(String.raw`congratulations|you have won|you won|bonus|redeem|promo|offer|hurry|valid (?:till|until)|limited time|dial \*|get \d+%`);
const DATA = `${words(String.raw`data bundle|bundle|internet package|kifurushi|bando|pass internet|forfait|\d+\s?(?:gb|mb|go|mo)`)}|ጥቅል|ጊባ|ዳታ`;
const AIRTIME = `${words(String.raw`airtime|muda wa maongezi|cr[ée]dit(?: de communication)?|recharge card|load`)}|የአየር ሰዓት|ካርድ`;
const FEE = `${words(String.raw`fees?|charges?|charged|cost|commission|levy|e-levy|tax|vat|ada|gharama|makato|tozo|frais`)}|ክፍያ|शुल्क|রসুম|رسوم|عمولة`;
/** Money that came back: a refund or reversal with no transaction code to undo is money in. */
const REFUND = `${words(String.raw`reversed|refunded|refund of|rembours[ée]e?|annul[ée]e|umerudishwa|imerudishwa|umerudishiwa|returned to your`)}|استرداد`;
const BALANCE = `${words(String.raw`balance|bal|avl|avail|available|limit|lmt|solde|salio`)}|ቀሪ ሂሳብ|ሂሳብዎ|शेष|बैलेंस|ব্যালেন্স|رصيد`;

/** A fee named after its amount: "(NGN5,000.00 + NGN100.00 charge)", "Tsh 500 ada". Never "charged", which a payment is. */
const FEE_AFTER = /^\s*(?:fees?|charges?|commission|levy|frais|ada|tozo|makato)(?![\p{L}\p{N}])/iu;

/** `\\b` is ASCII-only: "payé" has no word boundary after its é. These hold in every script. */
const START = String.raw`(?<![\p{L}\p{N}])`;
const END = String.raw`(?![\p{L}\p{N}])`;
const test = (source: string, text: string) => new RegExp(source.replaceAll('\\b(?:', `${START}(?:`).replaceAll(')\\b', `)${END}`), 'iu').test(text);

/** The words right before an amount, within its sentence: "Fee charged:", "New balance is". */
function before(text: string, start: number): string {
  const head = text.slice(Math.max(0, start - 45), start);
  const cut = Math.max(head.lastIndexOf('. '), head.lastIndexOf('\n'), head.lastIndexOf('። '), head.lastIndexOf(', '));
  return cut < 0 ? head : head.slice(cut + 1);
}

function mentionsIn(text: string, fallback: SupportedCurrency, timeZone: string): { mentions: MoneyMention[]; unsupported: boolean } {
  const mentions: MoneyMention[] = [];
  let unsupported = false;
  for (const match of text.matchAll(ANY_MONEY)) {
    const money = readMoney(match[0], fallback, francOf(timeZone));
    if (money?.kind === 'unsupported-currency') unsupported = true;
    if (money?.kind !== 'amount') continue;
    const lead = before(text, match.index);
    const role = test(BALANCE, lead) ? 'balance' : test(FEE, lead) || FEE_AFTER.test(text.slice(match.index + match[0].length)) ? 'fee' : 'payment';
    mentions.push({ amount: money.amount, currency: money.currency, start: match.index, end: match.index + match[0].length, role });
  }
  return { mentions, unsupported };
}

// Who was paid: the words after "to", "à", "chez", "au profit de", "kwa", "at", "on" (a card's "spent
// … on"), "إلى", Amharic ለ glued to the name, a "To:" or "Payee:" field, or a Latin name before an
// Indian script's "to" (को, কে, க்கு, కు, ला, ને, ಗೆ). Cues come in any order: "on 20/04/2024 at 14:02 to
// UMEME" passes the date and the time to reach the name.
const LEAD = String.raw`(?:${words(String.raw`to|at|on|from|chez|vers|aupr[eè]s de|au profit de|en faveur de|de (?:la )?facture|kwa|à|إلى|الى`)}\s+|${words(String.raw`to|payee|merchant|beneficiary|b[ée]n[ée]ficiaire|destinataire|paid to|sent to`)}\s*:\s*|(?<=\s)ለ)`;
const STOP = String.raw`(?=\s*(?:\(|\+?\d[\d*\s]{6,}\d|${words(String.raw`on|le|tarehe|kumbukumbu|namba|saa|via|using|with|for|pour|was|has|is|successful(?:ly)?|effectu[ée]e?|r[ée]ussie?|kwa akaunti|kwa mita|kwa namba|reference|ref|account|avec|compteur|عبر|يوم|في`)}|በ\d|[.,;:!?]\s|[.,;:!?]?$|\n|$))`;
const PAYEE_AT = new RegExp(`${LEAD}(?<payee>[^\\n.,;:()]{2,60}?)${STOP}`, 'giu');
const SCRIPT_PAYEE = /(?<![A-Za-z0-9])(?<payee>[A-Z][A-Z0-9&.'\x20-]{1,40}?)\x20(?:को|কে|க்கு|కు|ला|ને|ಗೆ|কৈ)(?![\p{L}\p{M}])/u;
const NOT_A_NAME = /^(?:a\/c|ac|card|your|you|the|my|a|an|me|agent|account|wallet|merchant|number|no|meter|votre|ton|le|la|les|mon|ma|mimi|wewe|yako|lako|akaunti|namba|mita)(?![\p{L}\p{N}])/iu;
/** A date or a time where a name would stand: "on 20/04/2024", "at 14:02", "on 21-APR-2024", "le 16 avril". */
const DATE_OR_TIME = /^(?:\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|janv|f[ée]v|avr|mai|juin|juil|ao[uû]t|sept|d[ée]c)[a-z]*\.?\s+\d)/iu;

/** The first name a lead word gives in `text`: a date, a time or "your account" after one is passed over. */
function nameAfterLead(text: string): string | null {
  const lead = new RegExp(PAYEE_AT.source, PAYEE_AT.flags);
  for (let match = lead.exec(text); match !== null; match = lead.exec(text)) {
    const payee = match.groups?.payee?.trim().replace(/\s+/gu, ' ');
    if (payee !== undefined && payee !== '' && !DATE_OR_TIME.test(payee) && !NOT_A_NAME.test(payee)) return payee;
    // "on 20/04/2024 to NAIVAS" read as one: look again just after this lead word.
    lead.lastIndex = match.index + 1;
  }
  return null;
}

/**
 * The payee: in Indian-script alerts the Latin name before "to"; else the first name a lead word
 * gives after the payment's amount, or failing that anywhere before it ("To: KPLC PREPAID" first).
 */
function payeeOf(text: string, from: number): string | null {
  const scripted = SCRIPT_PAYEE.exec(text)?.groups?.payee;
  if (scripted !== undefined) return scripted.trim();
  return nameAfterLead(text.slice(from)) ?? nameAfterLead(text.slice(0, from));
}

const LANGUAGE_CUES: ReadonlyArray<readonly [LanguageCode, RegExp]> = [
  ['sw', /\b(?:umelipa|umetuma|umetoa|umenunua|imelipwa|tarehe|salio|kwa)\b/iu],
  ['fr', /\b(?:vous avez|pay[ée]|envoy[ée]|achat|paiement|frais|solde|chez)\b/iu],
  ['am', /\p{Script=Ethiopic}/u],
  ['ar', /\p{Script=Arabic}/u],
];

/** Money that came back (refunded, reversed, remboursé): the one cue read before any format. */
export const saysRefund = (text: string): boolean => test(REFUND, text);

/** Everything the message's own words say, whichever provider wrote it. */
export function readCues(text: string, fallback: SupportedCurrency, timeZone: string): CueReading {
  const { mentions, unsupported } = mentionsIn(text, fallback, timeZone);
  const payment = mentions.find((mention) => mention.role === 'payment');
  const bought = test(DATA, text) ? 'Data bundle' : test(AIRTIME, text) ? 'Airtime' : null;
  // Cash taken out is money out, whatever the verb ("POS withdrawal", "retrait").
  const withdrawal = test(WITHDRAWAL, text);
  return {
    mentions,
    unsupported,
    out: test(OUT, text) || withdrawal || (bought !== null && /\b(?:bought|purchased?|top-?up|achet|umenunua)|ገዝተዋል|ሞልተዋል/iu.test(text)),
    in: test(IN, text) || saysDeposit(text),
    refund: test(REFUND, text),
    withdrawal,
    toSavings: test(SAVINGS, text),
    fromSavings: test(FROM_SAVINGS, text),
    notYet: test(NOT_YET, text) || test(PROMOTION, text),
    bought,
    payee: payment === undefined ? null : payeeOf(text, payment.end),
    language: LANGUAGE_CUES.find(([, cue]) => cue.test(text))?.[0] ?? 'en',
  };
}
