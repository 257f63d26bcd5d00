import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/index.ts';
import { OFFLINE_MESSAGES } from './messages.ts';
import { InvalidInputError, RefusedError, toldToPerson } from './writeErrors.ts';

const M = OFFLINE_MESSAGES.invalid;

describe('the words a failed write has for the person', () => {
  afterEach(() => activateLocale('en'));

  it.each([
    ['an input the phone refused', new InvalidInputError(M.descriptionEmpty, {}), 'The description is empty'],
    ['a write the server refused', new RefusedError('amount must be at most the 300.00 outstanding', 'BAD_USER_INPUT'), 'amount must be at most the 300.00 outstanding'],
    ['a storage failure', new Error('QuotaExceededError'), null],
    ['something thrown that is no error', 'boom', null],
  ])('%s', (_case, error, words) => {
    expect(toldToPerson(error)).toBe(words);
  });

  it('keeps the server code of a refusal', () => {
    expect(new RefusedError('Too many', 'RATE_LIMITED').code).toBe('RATE_LIMITED');
  });

  it("says an input the phone refused in the interface language, its own message staying English", async () => {
    const tooLong = new InvalidInputError(M.noteTooLong, { max: 500 });
    const outstanding = new InvalidInputError(M.aboveOutstanding, { amount: 'KES 300.00' });
    await activateLocale('sw');
    expect(toldToPerson(new InvalidInputError(M.personEmpty, {}))).toBe('Sema au andika ulikuwa na nani');
    expect(toldToPerson(outstanding)).toBe('Kinachodaiwa ni KES 300.00 tu, si zaidi');
    await activateLocale('hi');
    expect(toldToPerson(tooLong)).toBe('नोट 500 अक्षरों से लंबा है');
    expect(tooLong.message).toBe('The note is longer than 500 characters');
    expect(outstanding.message).toBe('At most KES 300.00 is outstanding');
  });
});
