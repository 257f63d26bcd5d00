// One message through its provider's table: skips that quote amounts first, then reversals and
// refunds, the payment formats and their fees, then the general reader of cues (cues.ts), and only
// then the reasons a message with money in it is not spent.
import type { SupportedCurrency } from '../currencies.ts';
import { compareAmounts, sumAmounts } from '../money.ts';
import type { ProviderTable } from './format.ts';
import { messageInstant, readMessageDate } from './messageDate.ts';
import { francOf, MONEY_SOURCE, readMoney } from './money.ts';
import { type CueReading, readCues, saysRefund } from './cues.ts';
import { feeDescription } from './feeNames.ts';
import { saysDeposit } from './ownWords.ts';
import { cleanPayee, payeeCategory } from './payee.ts';
import { AFTER_PAYMENT, BEFORE_PAYMENT, REVERSALS } from './skips.ts';
import type { ImportEntry, ParsedMessage, ParseOptions, SkipReason } from './types.ts';

function firstRef(patterns: readonly RegExp[], text: string): string | null {
  for (const pattern of patterns) {
    const ref = pattern.exec(text)?.groups?.ref;
    if (ref !== undefined) return ref.replace(/\.$/, '').toUpperCase();
  }
  return null;
}

function firstSkip(rules: ReadonlyArray<readonly [SkipReason, RegExp]>, text: string): SkipReason | null {
  return rules.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

/**
 * Every fee, tax and levy the message charges, added, each line once however often it repeats;
 * null when they come to zero, or to more than the payment itself (no real fee does).
 */
function feeEntry(
  table: ProviderTable, owner: ProviderTable, options: ParseOptions, text: string, currency: SupportedCurrency, franc: SupportedCurrency, payment: string,
): ImportEntry | null {
  const lines = new Map<string, string>();
  for (const pattern of table.fees) {
    for (const match of text.matchAll(new RegExp(pattern.source, 'gi'))) {
      const money = readMoney(match.groups?.fee ?? '', currency, franc);
      if (money?.kind === 'amount' && money.currency === currency) lines.set(match[0].toLowerCase().replace(/\s+/g, ' '), money.amount);
    }
  }
  if (lines.size === 0) return null;
  const amount = sumAmounts([...lines.values()]);
  if (amount === '0.00' || compareAmounts(amount, payment) > 0) return null;
  return { role: 'fee', amount, currency, description: feeDescription(owner.provider, options.language), category: 'bills' };
}

function skipped(reason: SkipReason, text: string): ParsedMessage {
  return { kind: 'skipped', reason, text };
}

/**
 * The first of `table`'s payment formats the message matches, as a payment or the reason it is none.
 * Its fee lines are the table's, or failing those the ones the cues name ("Tozo ya Serikali Tsh100"),
 * named as `owner`'s (the provider that sent it, whose formats may be the general rule's).
 */
function readPayment(table: ProviderTable, owner: ProviderTable, cues: () => CueReading, text: string, options: ParseOptions): ParsedMessage | null {
  const franc = francOf(options.timeZone);
  for (const candidate of table.payments) {
    const match = candidate.pattern.exec(text);
    const token = match?.groups?.amount;
    if (match === null || token === undefined) continue;
    const money = readMoney(token, table.currency, franc);
    if (money === null) return skipped('not-a-payment', text);
    if (money.kind === 'unsupported-currency') return skipped('unsupported-currency', text);
    const written = (table.payeeNoise ?? []).reduce((payee, noise) => payee.replace(noise, ' '), match.groups?.payee ?? '');
    const payee = candidate.payee ?? cleanPayee(written);
    if (payee === '') continue;
    const fee = feeEntry(table, owner, options, text, money.currency, franc, money.amount) ?? cueFee(owner, options, cues(), money.currency, money.amount);
    const payment: ImportEntry = {
      role: 'payment', amount: money.amount, currency: money.currency, description: payee,
      category: payeeCategory(payee, money.amount),
    };
    const entries = candidate.withdrawal === true ? (fee === null ? [] : [fee]) : (fee === null ? [payment] : [payment, fee]);
    if (entries.length === 0) return skipped('withdrawal', text);
    return {
      // The formats' own provider and code, as before: an import's expense ids are derived from them, so
      // a message imported again must keep them.
      kind: 'payment', provider: table.provider, reference: firstRef(table.references, text),
      spentAt: spentAt(text, options), entries, text,
    };
  }
  return null;
}

function spentAt(text: string, options: ParseOptions): string | null {
  const date = readMessageDate(text);
  return date === null ? null : messageInstant(date, options.timeZone, options.now);
}

const ANY_MONEY = new RegExp(MONEY_SOURCE, 'gi');

/**
 * No format read the message and no reason says it is not spent: when it holds money, it is "not
 * understood" with the first amount and the date found; a text without money is not a payment.
 */
function unclearOrNot(text: string, options: ParseOptions): ParsedMessage {
  const franc = francOf(options.timeZone);
  for (const [token] of text.matchAll(ANY_MONEY)) {
    const money = readMoney(token, 'USD', franc);
    if (money?.kind === 'amount') {
      return { kind: 'unclear', amount: { amount: money.amount, currency: money.currency }, spentAt: spentAt(text, options), text };
    }
  }
  return skipped('not-a-payment', text);
}

/** The fees the cues found, added, in the payment's currency; null when none, or more than the payment. */
function cueFee(table: ProviderTable, options: ParseOptions, cues: CueReading, currency: SupportedCurrency, payment: string): ImportEntry | null {
  const fees = cues.mentions.filter((mention) => mention.role === 'fee' && mention.currency === currency).map((mention) => mention.amount);
  if (fees.length === 0) return null;
  const amount = sumAmounts(fees);
  if (amount === '0.00' || compareAmounts(amount, payment) > 0) return null;
  return { role: 'fee', amount, currency, description: feeDescription(table.provider, options.language), category: 'bills' };
}

/**
 * What the message's own words say when no format read it: money out with an amount and someone
 * paid (or airtime or data bought) is a payment; money only in, or only a balance, is not spent; the
 * rest falls to the skip rules and "not understood".
 */
function readByCues(table: ProviderTable, cues: CueReading, text: string, options: ParseOptions): ParsedMessage | null {
  const payment = cues.mentions.find((mention) => mention.role === 'payment');
  if (payment === undefined) {
    if (cues.mentions.length > 0 && cues.mentions.every((mention) => mention.role === 'balance')) return skipped('balance', text);
    return cues.unsupported && cues.mentions.length === 0 ? skipped('unsupported-currency', text) : null;
  }
  if (cues.in && !cues.out) return skipped('received', text);
  if (!cues.out || cues.notYet || cues.fromSavings) return null;
  if (cues.toSavings) return skipped('not-a-payment', text);
  const fee = cueFee(table, options, cues, payment.currency, payment.amount);
  const done = (entries: ImportEntry[]): ParsedMessage => ({
    kind: 'payment', provider: table.provider, reference: firstRef(table.references, text), spentAt: spentAt(text, options), entries, text,
  });
  if (cues.withdrawal) return fee === null ? skipped('withdrawal', text) : done([fee]);
  const payee = cues.payee === null ? cues.bought : cleanPayee(cues.payee);
  if (payee === null || payee === '') return null;
  const entry: ImportEntry = {
    role: 'payment', amount: payment.amount, currency: payment.currency, description: payee,
    category: payeeCategory(payee, payment.amount, cues.language),
  };
  return done(fee === null ? [entry] : [entry, fee]);
}

/**
 * One message through its provider's table; when none of that table's formats match, the general
 * rule's formats get their turn (a bank alert that names M-Pesa, a bank using telebirr's currency),
 * then the general reader. Money that came back is never an expense, whatever format it resembles.
 */
export function parseWithTable(table: ProviderTable, general: ProviderTable, text: string, options: ParseOptions): ParsedMessage {
  const early = firstSkip([...(table.skips ?? []), ...BEFORE_PAYMENT], text);
  if (early !== null) return skipped(early, text);
  const reversed = firstRef(REVERSALS, text);
  if (reversed !== null) return { kind: 'reversal', provider: table.provider, reference: reversed, text };
  if (saysRefund(text)) return skipped('received', text);
  // Read once, and only when a format leaves something to the cues.
  let reading: CueReading | undefined;
  const cues = () => (reading ??= readCues(text, table.currency, options.timeZone));
  return readPayment(table, table, cues, text, options)
    ?? (table === general ? null : readPayment(general, table, cues, text, options))
    ?? readByCues(table, cues(), text, options)
    ?? afterPayment(text, options);
}

function afterPayment(text: string, options: ParseOptions): ParsedMessage {
  const reason = saysDeposit(text) ? 'received' : firstSkip(AFTER_PAYMENT, text);
  return reason === null ? unclearOrNot(text, options) : skipped(reason, text);
}
