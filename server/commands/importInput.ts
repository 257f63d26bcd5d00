// The shape of an import request (POST /api/expenses/import, importMessages) as callers send it,
// and how much one request may carry. Messages name the field, as every other input does.
import * as z from 'zod';
import { CATEGORY_IDS } from '../../domain/categories.ts';
import { TooLargeError } from '../../domain/errors.ts';

export const IMPORT_LIMITS = {
  /** A month of a busy phone's payment messages is far below this. */
  textBytes: 256 * 1024,
  messages: 500,
  /** The JSON around the text (escapes, choices) on either transport; the text's own limit is checked after. */
  bodyBytes: 512 * 1024,
} as const;

const Choice = z.object({
  message: z.number({ error: 'must be the 0-based index of a message' }).int('must be a whole number').min(0, 'must not be negative'),
  role: z.enum(['payment', 'fee'], { error: 'must be payment or fee' }),
  include: z.boolean({ error: 'must be true or false' }).default(true),
  category: z.enum(CATEGORY_IDS, { error: `must be one of ${CATEGORY_IDS.join(', ')}` }).optional(),
});
export type ImportChoice = z.infer<typeof Choice>;

export const ImportInput = z.object({
  text: z
    .string({ error: 'text is required and must be a string' })
    .refine((text) => text.trim() !== '', 'text must not be empty'),
  dryRun: z.boolean({ error: 'dryRun must be true or false' }).default(false),
  /** Per message and entry: leave it out, or give it another category. Absent: everything as parsed. */
  choices: z
    .array(Choice, { error: 'choices must be a list' })
    .max(IMPORT_LIMITS.messages * 2, `choices may hold at most ${IMPORT_LIMITS.messages * 2} entries`)
    .default([]),
  /** As on the other calls: absent or the caller's own id (another is 403). */
  userId: z.string().optional(),
});

/**
 * The refusal for imports over the limits, or null: `subject` is one text, or a whole request whose
 * several imports count together.
 */
export function importSizeRefusal(bytes: number, messageCount: number, subject: 'text' | 'request' = 'text'): TooLargeError | null {
  const [sized, counted] = subject === 'text' ? ['text is', 'text holds'] : ['This request imports', 'This request imports'];
  if (bytes > IMPORT_LIMITS.textBytes) {
    const limit = IMPORT_LIMITS.textBytes / 1024;
    return new TooLargeError(`${sized} ${Math.ceil(bytes / 1024)} KiB; at most ${limit} KiB can be imported at once`, 'text', {
      key: 'importTooBig',
      values: { limit },
    });
  }
  if (messageCount > IMPORT_LIMITS.messages) {
    const limit = IMPORT_LIMITS.messages;
    return new TooLargeError(`${counted} ${messageCount} messages; at most ${limit} can be imported at once`, 'text', {
      key: 'importTooMany',
      values: { count: messageCount, limit },
    });
  }
  return null;
}

/** Over the text's byte size or its message count: refused whole, before anything is parsed. */
export function assertImportSize(text: string, messageCount: number): void {
  const refusal = importSizeRefusal(Buffer.byteLength(text, 'utf8'), messageCount);
  if (refusal) throw refusal;
}
