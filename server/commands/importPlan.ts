// What one import request means before anything is read or written: for each parsed message, the
// expenses it records (ids derived from the user, provider, reference and role, so a repeat is
// recognised), the expenses a reversal removes, what repeats within the paste and what is skipped.
// Pure: the caller gives the parsed messages, the user and the moment of import.
import { isSupportedInstant } from '../../domain/dates.ts';
import { shownForm } from '../../domain/fields.ts';
import { normalizeAmount } from '../../domain/money.ts';
import type { ParsedMessage, Provider, SkipReason } from '../../domain/payments/types.ts';
import type { ExpenseFields, ExpenseSource } from '../../events/expense/events.ts';
import { deterministicId, payloadHash } from '../../events/store/ids.ts';
import type { ImportChoice } from './importInput.ts';

type Role = ExpenseSource['role'];

export interface PlannedRecord {
  message: number;
  expenseId: string;
  commandId: string;
  /** What a repeat is compared by: the entry's identity, not the category or day chosen this time. */
  request: unknown;
  fields: ExpenseFields & { source: ExpenseSource };
  /** The user chose the category; otherwise a remembered correction may still replace the parsed one. */
  categoryChosen: boolean;
}

interface PlannedReversal {
  message: number;
  reference: string;
  targets: { expenseId: string; commandId: string; role: Role }[];
}

export interface ImportPlan {
  records: PlannedRecord[];
  reversals: PlannedReversal[];
  /** Messages that repeat an earlier one in the same paste, with the expenses that one gives. */
  repeats: { message: number; expenseIds: string[] }[];
  skipped: { message: number; reason: SkipReason }[];
  /** Messages with money no format read with confidence: shown, never recorded by the import. */
  notUnderstood: { message: number; amount: string | null; currency: string | null; spentAt: string | null }[];
}

/** A message without a transaction code is known by its text, whitespace aside. */
const messageKey = (reference: string | null, text: string) =>
  reference ?? `text:${payloadHash(text.trim().replace(/\s+/g, ' '))}`;

const expenseIdFor = (userId: string, provider: Provider, key: string, role: Role) =>
  deterministicId('import', 'expense', userId, provider, key, role);

/** Text the event keeps: at most `max` characters, never cutting a character in two. */
const clip = (text: string, max: number) => Array.from(text).slice(0, max).join('');

export function planImport(
  parsed: readonly ParsedMessage[],
  { userId, now, choices }: { userId: string; now: Date; choices: readonly ImportChoice[] },
): ImportPlan {
  const plan: ImportPlan = { records: [], reversals: [], repeats: [], skipped: [], notUnderstood: [] };
  const choiceFor = (message: number, role: Role) =>
    choices.find((choice) => choice.message === message && choice.role === role);
  const seen = new Map<string, string[]>();
  const firstTime = (message: number, identity: string, expenseIds: string[]) => {
    const earlier = seen.get(identity);
    if (earlier) plan.repeats.push({ message, expenseIds: earlier });
    else seen.set(identity, expenseIds);
    return !earlier;
  };
  parsed.forEach((item, message) => {
    if (item.kind === 'skipped') return void plan.skipped.push({ message, reason: item.reason });
    if (item.kind === 'unclear') {
      const { amount, spentAt } = item;
      return void plan.notUnderstood.push({ message, amount: amount?.amount ?? null, currency: amount?.currency ?? null, spentAt });
    }
    if (item.kind === 'reversal') {
      const roles: Role[] = ['payment', 'fee'];
      const targets = roles.map((role) => ({
        role,
        expenseId: expenseIdFor(userId, item.provider, item.reference, role),
        commandId: deterministicId('import', 'reverse', userId, item.provider, item.reference, role),
      }));
      if (firstTime(message, `reversal|${item.provider}|${item.reference}`, targets.map((target) => target.expenseId))) {
        plan.reversals.push({ message, reference: item.reference, targets });
      }
      return;
    }
    // A cash withdrawal with no fee records nothing.
    if (item.entries.length === 0) return void plan.skipped.push({ message, reason: 'withdrawal' });
    // A payee of nothing but hidden characters names no one.
    if (item.entries.some((entry) => shownForm(entry.description) === '')) return void plan.skipped.push({ message, reason: 'not-a-payment' });
    const key = messageKey(item.reference, item.text);
    const entries = item.entries
      .map((entry) => ({ entry, choice: choiceFor(message, entry.role), expenseId: expenseIdFor(userId, item.provider, key, entry.role) }))
      .filter(({ choice }) => choice?.include !== false);
    if (!firstTime(message, `payment|${item.provider}|${key}`, entries.map(({ expenseId }) => expenseId))) return;
    // The message's own day, however old (an SMS can be imported months later), never after now nor
    // outside the supported years (a message's "12/03/1000" is a misreading, not a day).
    const said = item.spentAt ? Date.parse(item.spentAt) : Number.NaN;
    const spentAt = isSupportedInstant(said) && said < now.getTime() ? new Date(said).toISOString() : now.toISOString();
    for (const { entry, choice, expenseId } of entries) {
      const source: ExpenseSource = { provider: item.provider, reference: item.reference, role: entry.role };
      plan.records.push({
        message,
        expenseId,
        commandId: deterministicId('import', 'record', userId, item.provider, key, entry.role),
        request: { expenseId, provider: item.provider, key, role: entry.role },
        categoryChosen: choice?.category !== undefined,
        fields: {
          // A payee is shown like any typed description: a right-to-left override or a hidden mark goes.
          description: clip(shownForm(entry.description), 200),
          amount: normalizeAmount(entry.amount),
          currency: entry.currency,
          category: choice?.category ?? entry.category,
          language: 'en',
          originalText: clip(item.text, 500),
          spentAt,
          source,
        },
      });
    }
  });
  return plan;
}
