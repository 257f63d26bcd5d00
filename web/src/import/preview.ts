// The import preview as the screen shows it, built from either source — the server's dry run
// (authoritative: it knows what is already recorded) or the phone's own parse while offline — and
// the choices the person makes on it, turned into the request's `choices`. Pure: no fetch, no storage.
import type { CategoryId } from '../../../domain/categories.ts';
import type { ParsedMessage, SkipReason } from '../../../domain/payments/types.ts';
import type { ImportBatchInput } from '../offline/imports.ts';
// The same key the outbox uses to put the server's rows in the stand-ins' places.
import { entryKey } from '../offline/imports.ts';

type EntryRole = 'payment' | 'fee';

export interface PreviewRow {
  /** `${message}:${role}`: one payment and at most one fee per message. */
  key: string;
  message: number;
  role: EntryRole;
  description: string;
  amount: string;
  currency: string;
  category: CategoryId;
  /** ISO instant; null when the message had no date (recorded at the moment of import). */
  spentAt: string | null;
}

export interface Preview {
  /** 'device': parsed offline; duplicates of what is already recorded are found when the server sees it. */
  checkedBy: 'server' | 'device';
  rows: PreviewRow[];
  duplicates: { message: number; text: string }[];
  reversed: { message: number; text: string; reference: string }[];
  skipped: { message: number; text: string; reason: SkipReason }[];
  /** Money no known wording reads: shown with what was found, added by hand or left. */
  notUnderstood: NotUnderstoodRow[];
}

export interface NotUnderstoodRow {
  message: number;
  text: string;
  /** Exact decimal, or null when the message has no amount with a currency mark. */
  amount: string | null;
  currency: string | null;
  spentAt: string | null;
}

/** What the person changed on a row; rows not in the map are ticked with their proposed category. */
export interface RowChoice {
  include: boolean;
  category: CategoryId;
}
export type Choices = ReadonlyMap<string, RowChoice>;

/** One of the request's `choices` (the outbox keeps them as sent). */
export type ImportChoice = ImportBatchInput['choices'][number];


export function choiceFor(row: PreviewRow, choices: Choices): RowChoice {
  return choices.get(row.key) ?? { include: true, category: row.category };
}

/** The request's `choices`: only what differs from the default, so an untouched preview sends none. */
export function requestChoices(preview: Preview, choices: Choices): ImportChoice[] {
  return preview.rows.flatMap((row): ImportChoice[] => {
    const chosen = choiceFor(row, choices);
    if (!chosen.include) return [{ message: row.message, role: row.role, include: false }];
    if (chosen.category !== row.category) return [{ message: row.message, role: row.role, category: chosen.category }];
    return [];
  });
}

/** The ticked rows with their chosen categories: what "Add N expenses" adds. */
export function includedRows(preview: Preview, choices: Choices): PreviewRow[] {
  return preview.rows.flatMap((row) => {
    const chosen = choiceFor(row, choices);
    return chosen.include ? [{ ...row, category: chosen.category }] : [];
  });
}

const normalised = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The phone's preview from `parsePaymentMessages` (index i is message i of `splitMessages`). Only
 * repeats inside this paste are found here, by the same key the server derives ids from.
 */
export function previewFromDevice(messages: readonly ParsedMessage[]): Preview {
  const preview: Preview = { checkedBy: 'device', rows: [], duplicates: [], reversed: [], skipped: [], notUnderstood: [] };
  const seen = new Set<string>();
  messages.forEach((parsed, message) => {
    switch (parsed.kind) {
      case 'skipped':
        preview.skipped.push({ message, text: parsed.text, reason: parsed.reason });
        return;
      case 'reversal':
        preview.reversed.push({ message, text: parsed.text, reference: parsed.reference });
        return;
      case 'unclear': {
        const { text, amount, spentAt } = parsed;
        preview.notUnderstood.push({ message, text, amount: amount?.amount ?? null, currency: amount?.currency ?? null, spentAt });
        return;
      }
      case 'payment': {
        const identity = `${parsed.provider} ${parsed.reference ?? normalised(parsed.text)}`;
        if (seen.has(identity)) {
          preview.duplicates.push({ message, text: parsed.text });
          return;
        }
        seen.add(identity);
        for (const entry of parsed.entries) {
          const { role, description, amount, currency, category } = entry;
          preview.rows.push({ key: entryKey(message, role), message, role, description, amount, currency, category, spentAt: parsed.spentAt });
        }
        return;
      }
      default: {
        const unexpected: never = parsed;
        return unexpected;
      }
    }
  });
  return preview;
}
