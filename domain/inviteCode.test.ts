import { describe, expect, it } from 'vitest';
import { INVITE_ALPHABET, INVITE_CODE_LENGTH, inviteCodeFrom, isInviteCode, normalizeInviteCode } from './inviteCode.ts';

describe('invite codes', () => {
  it('use no look-alikes and carry at least 40 bits', () => {
    expect(INVITE_ALPHABET).not.toMatch(/[0O1IL]/);
    expect(new Set(INVITE_ALPHABET).size).toBe(INVITE_ALPHABET.length);
    expect(INVITE_CODE_LENGTH * Math.log2(INVITE_ALPHABET.length)).toBeGreaterThanOrEqual(40);
  });

  it('are minted from the alphabet and recognised after trimming and upper-casing', () => {
    let next = 0;
    const code = inviteCodeFrom((n) => next++ % n);
    expect(code).toBe('ABCDEFGHJ');
    expect(isInviteCode(normalizeInviteCode(`  ${code.toLowerCase()} `))).toBe(true);
    expect(isInviteCode('ABCDEFGH0')).toBe(false);
    expect(isInviteCode('ABCD')).toBe(false);
  });
});
