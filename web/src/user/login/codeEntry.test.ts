import { describe, expect, it } from 'vitest';
import type { CodeEntry } from './codeEntry.ts';
import { codeOf, emptyCodeEntry, eraseAt, isCodeComplete, typeInto } from './codeEntry.ts';

const typeAll = (keys: string): CodeEntry =>
  [...keys].reduce((entry, key) => typeInto(entry, entry.focus, key), emptyCodeEntry);

describe('code entry', () => {
  it('advances one box per digit and stays on the last box', () => {
    const entry = typeAll('123456');
    expect(codeOf(entry)).toBe('123456');
    expect(entry.focus).toBe(5);
    expect(isCodeComplete(entry)).toBe(true);
    expect(typeAll('12').focus).toBe(2);
  });

  it('ignores letters, keeping the box and the caret', () => {
    const entry = typeInto(typeAll('1'), 1, 'a');
    expect(entry.digits).toEqual(['1', '', '', '', '', '']);
    expect(entry.focus).toBe(1);
  });

  it('fills every box from a pasted code, wherever it is pasted', () => {
    const entry = typeInto(typeAll('9'), 3, '482 913');
    expect(codeOf(entry)).toBe('482913');
    expect(entry.focus).toBe(5);
  });

  it('writes a partial paste from the box it lands in', () => {
    expect(typeInto(emptyCodeEntry, 2, '77').digits).toEqual(['', '', '7', '7', '', '']);
  });

  it('clears a filled box on Backspace and keeps the caret there', () => {
    const entry = eraseAt(typeAll('123'), 2);
    expect(entry.digits).toEqual(['1', '2', '', '', '', '']);
    expect(entry.focus).toBe(2);
  });

  it('steps back and clears the previous box on Backspace in an empty box', () => {
    const entry = eraseAt(typeAll('123'), 3);
    expect(entry.digits).toEqual(['1', '2', '', '', '', '']);
    expect(entry.focus).toBe(2);
    expect(eraseAt(emptyCodeEntry, 0).focus).toBe(0);
  });

  it('is incomplete with a gap', () => {
    expect(isCodeComplete(typeInto(typeAll('12345'), 4, ''))).toBe(false);
  });
});
