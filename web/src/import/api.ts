// The preview's two sources: the server's dry run of POST /api/expenses/import (REST, so the screen
// needs no Apollo) parsed at the boundary with zod, and the phone's own parse when there is no network.
import { z } from 'zod';
import { CATEGORY_IDS } from '../../../domain/categories.ts';
import { parsePaymentMessages } from '../../../domain/payments/index.ts';
import { SKIP_REASONS } from '../../../domain/payments/types.ts';
import { entryKey } from '../offline/importMerge.ts';
import { refusalText } from '../user/serverError.ts';
import { deviceTimeZone } from '../user/deviceTimeZone.ts';
import type { Preview } from './preview.ts';
import { previewFromDevice } from './preview.ts';

const role = z.enum(['payment', 'fee']);
const imported = z.object({
  description: z.string(),
  amount: z.string(),
  currency: z.string(),
  category: z.enum(CATEGORY_IDS),
  createdAt: z.string(),
  source: z.object({ message: z.number().int().nonnegative(), role }),
});
const answer = z.object({
  imported: z.array(imported),
  duplicates: z.array(z.object({ message: z.number(), text: z.string() })),
  reversed: z.array(z.object({ message: z.number(), text: z.string(), reference: z.string() })),
  skipped: z.array(z.object({ message: z.number(), text: z.string(), reason: z.enum(SKIP_REASONS) })),
  notUnderstood: z.array(z.object({
    message: z.number(), text: z.string(), amount: z.string().nullable(), currency: z.string().nullable(), spentAt: z.string().nullable(),
  })),
});

/** The server could not be reached: the phone parses the messages itself. */
class UnreachableError extends Error {
  override name = 'UnreachableError';
}

/** The server answered but refused (e.g. 413: too many messages); its message is shown, translated when named. */
export class PreviewRefusedError extends Error {
  override name = 'PreviewRefusedError';
}

async function previewOnServer(text: string): Promise<Preview> {
  let response: Response;
  try {
    response = await fetch('/api/expenses/import', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-time-zone': deviceTimeZone() },
      body: JSON.stringify({ text, dryRun: true }),
    });
  } catch (error) {
    throw new UnreachableError(error instanceof Error ? error.message : 'The network failed');
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.status >= 500) throw new UnreachableError(`The server answered ${response.status}`);
  if (!response.ok) {
    const refusal = z.object({ message: z.string(), reason: z.unknown(), values: z.unknown() }).safeParse(body);
    if (!refusal.success) throw new PreviewRefusedError(`The server answered ${response.status}`);
    throw new PreviewRefusedError(refusalText(refusal.data.reason, refusal.data.values) ?? refusal.data.message);
  }
  const { imported: rows, duplicates, reversed, skipped, notUnderstood } = answer.parse(body);
  return {
    checkedBy: 'server',
    rows: rows.map(({ source, createdAt, ...row }) => ({
      ...row,
      key: entryKey(source.message, source.role),
      message: source.message,
      role: source.role,
      spentAt: createdAt,
    })),
    duplicates,
    reversed,
    skipped,
    notUnderstood,
  };
}

function previewOnDevice(text: string, now: Date): Preview {
  return previewFromDevice(parsePaymentMessages(text, { timeZone: deviceTimeZone(), now }));
}

/** Online: the server's answer; no network (or a server that cannot answer now): the phone's own. */
export async function previewMessages(text: string): Promise<Preview> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return previewOnDevice(text, new Date());
  try {
    return await previewOnServer(text);
  } catch (error) {
    if (error instanceof UnreachableError) return previewOnDevice(text, new Date());
    throw error;
  }
}
