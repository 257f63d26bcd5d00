// How a write fails with words for the person, whichever noun it writes: the input could never be
// saved as given (checked on the phone before anything is stored), or the server refused it. Any
// other failure (storage, a bug) has no words for the person: the screen says its own "failed".

/** Refused before anything is stored: the input could never be accepted by the server either. */
export class InvalidInputError extends Error {
  override name = 'InvalidInputError';
}

/** The server refused the write (its code, and its words or ours); the local copy follows the server again. */
export class RefusedError extends Error {
  override name = 'RefusedError';
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/** The words a failed write has for the person, or null when it has none. */
export function toldToPerson(error: unknown): string | null {
  return error instanceof InvalidInputError || error instanceof RefusedError ? error.message : null;
}
