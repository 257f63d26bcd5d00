// Family invite codes: upper case, from an alphabet with no look-alikes (no 0/O, no 1/I/L), so a
// code read aloud or copied by hand from WhatsApp still works. Minting (randomness) is the server's.

export const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** 9 symbols of 31: about 44.6 bits, beyond guessing within the join rate limit. */
export const INVITE_CODE_LENGTH = 9;

const CODE = new RegExp(`^[${INVITE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`);

/** What a person typed, as a code: trimmed and upper-cased (the form forces upper case as typed). */
export const normalizeInviteCode = (typed: string) => typed.trim().toUpperCase();

export const isInviteCode = (code: string) => CODE.test(code);

/** A code from `randomIndex(n)`, which must answer a uniform whole number below n. */
export function inviteCodeFrom(randomIndex: (n: number) => number): string {
  return Array.from({ length: INVITE_CODE_LENGTH }, () => INVITE_ALPHABET.charAt(randomIndex(INVITE_ALPHABET.length))).join('');
}
