import { describe, expect, it } from 'vitest';
import { InvalidInputError, RefusedError, toldToPerson } from './writeErrors.ts';

describe('the words a failed write has for the person', () => {
  it.each([
    ['an input the phone refused', new InvalidInputError('The description is empty'), 'The description is empty'],
    ['a write the server refused', new RefusedError('amount must be at most the 300.00 outstanding', 'BAD_USER_INPUT'), 'amount must be at most the 300.00 outstanding'],
    ['a storage failure', new Error('QuotaExceededError'), null],
    ['something thrown that is no error', 'boom', null],
  ])('%s', (_case, error, words) => {
    expect(toldToPerson(error)).toBe(words);
  });

  it('keeps the server code of a refusal', () => {
    expect(new RefusedError('Too many', 'RATE_LIMITED').code).toBe('RATE_LIMITED');
  });
});
