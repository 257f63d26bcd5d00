// How a write fails with words for the person, whichever noun it writes: the input could never be
// saved as given (checked on the phone before anything is stored), or the server refused it. Any
// other failure (storage, a bug) has no words for the person: the screen says its own "failed".
import { inEnglish, t } from '../i18n/index.ts';
import type { Message, Values } from '../i18n/index.ts';

/**
 * Refused before anything is stored: the input could never be accepted by the server either. It
 * carries its words (offline/messages.ts) and their values ({} for words without any), so a screen
 * says them in the person's language; its own `message` is the English, for logs.
 */
export class InvalidInputError<V extends Values = Values> extends Error {
  override name = 'InvalidInputError';
  readonly words: Message<V>;
  readonly values: V;

  constructor(words: Message<V>, values: V) {
    super(inEnglish(words, values));
    this.words = words;
    this.values = values;
  }
}

/** The server refused the write (its code, and its words or ours); the local copy follows the server again. */
export class RefusedError extends Error {
  override name = 'RefusedError';
  readonly code: string;

  constructor(message: string, code: string) {
    super(message);
    this.code = code;
  }
}

/** The words a failed write has for the person, in the interface language, or null when it has none. */
export function toldToPerson(error: unknown): string | null {
  if (error instanceof InvalidInputError) return t(error.words, error.values);
  return error instanceof RefusedError ? error.message : null;
}
