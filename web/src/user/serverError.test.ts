import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/index.ts';
import { readServerError, refusalText } from './serverError.ts';

const graphQLError = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

describe('readServerError', () => {
  afterEach(() => activateLocale('en'));

  it("passes on the server's own words for a refusal it does not name, with its code and field", () => {
    const error = graphQLError('That code is not right; 4 tries left', { code: 'BAD_USER_INPUT', field: 'code' });
    expect(readServerError(error)).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'code',
      message: 'That code is not right; 4 tries left',
    });
    expect(readServerError(graphQLError('too many codes', { code: 'RATE_LIMITED' })).message).toBe('Too many codes');
  });

  it('says a named refusal in our own words, with its values, in the interface language', async () => {
    const refused = graphQLError('phone: Enter a valid Kenya phone number', {
      code: 'BAD_USER_INPUT',
      field: 'phone',
      reason: 'phoneInvalid',
      values: { country: 'KE' },
    });
    expect(readServerError(refused).message).toBe('Enter a valid Kenya phone number');
    const waiting = graphQLError('Too many codes for this number; try again in 1 minutes', {
      code: 'RATE_LIMITED',
      field: 'phone',
      reason: 'codesForNumber',
      values: { minutes: 1 },
    });
    expect(readServerError(waiting).message).toBe('Too many codes for this number; try again in 1 minute');
    await activateLocale('sw');
    expect(readServerError(refused).message).not.toContain('Enter a valid');
    expect(readServerError(refused).message).toContain('Kenya');
  });

  it('tells a new phone on a busy network to log in or wait, in its language', async () => {
    const busy = graphQLError('Too many new users from this network; sign in, or try again in 42 minutes', {
      code: 'RATE_LIMITED', reason: 'newUsersForNetwork', values: { minutes: 42 },
    });
    expect(readServerError(busy).message).toBe('Too many new users from this network; log in, or try again in 42 minutes');
    await activateLocale('hi');
    expect(readServerError(busy).message).toBe('इस नेटवर्क से बहुत ज़्यादा नए उपयोगकर्ता आ चुके हैं; लॉग इन करें, या 42 मिनट बाद फिर से कोशिश करें');
  });

  it('falls back to the server text when a reason is unknown or its values are missing', () => {
    expect(refusalText('noSuchReason', {})).toBeNull();
    expect(refusalText('codesForDevice', {})).toBeNull();
    expect(refusalText('phoneInvalid', { country: 'ZZ' })).toBe('Enter a valid international phone number');
    const odd = graphQLError('try later', { code: 'RATE_LIMITED', reason: 'codesForDevice', values: { minutes: 'soon' } });
    expect(readServerError(odd).message).toBe('Try later');
  });

  it('hides a masked server failure behind a general message', () => {
    expect(readServerError(graphQLError('Unexpected error.', { code: 'INTERNAL_SERVER_ERROR' })).message).toBe(
      'Something went wrong. Please try again.',
    );
  });

  it('says the server could not be reached when there is no GraphQL answer', () => {
    expect(readServerError(new TypeError('Failed to fetch'))).toEqual({
      code: null,
      field: null,
      message: 'Could not reach Sauti. Check your connection and try again.',
    });
  });
});
