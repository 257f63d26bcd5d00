import { describe, expect, it } from 'vitest';
import { readRefusal } from './errors.ts';

describe('readRefusal', () => {
  it('keeps a known reason and its string or number values', () => {
    expect(readRefusal({ key: 'phoneInvalid', values: { country: 'KE' } })).toEqual({ key: 'phoneInvalid', values: { country: 'KE' } });
    expect(readRefusal({ key: 'codesForDevice', values: { minutes: 12, odd: { x: 1 } } })).toEqual({ key: 'codesForDevice', values: { minutes: 12 } });
    expect(readRefusal({ key: 'codeRefused' })).toEqual({ key: 'codeRefused' });
  });

  it('drops anything that is not a refusal', () => {
    for (const value of [undefined, null, 'codeRefused', { key: 'noSuchReason' }, { values: {} }]) expect(readRefusal(value)).toBeUndefined();
  });
});
