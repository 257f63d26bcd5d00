// The key under which a user's category correction is remembered: a description as said, folded so
// that "Sukuma wiki", "sukuma  wiki" and "SUKUMA WIKI" are one item. Never shown to anyone.
import { fold } from './fold.ts';

export function correctionKey(description: string): string {
  return fold(description).replace(/[^\p{L}\p{M}\p{N}'\u200C\u200D]+/gu, ' ').trim();
}
