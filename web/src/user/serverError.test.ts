import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { GENERAL_MESSAGE, OFFLINE_MESSAGE, readServerError } from './serverError.ts';

const graphQLError = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

describe('readServerError', () => {
  it("passes on the server's own words for a refusal, with its code and field", () => {
    const error = graphQLError('That code is not right; 4 tries left', { code: 'BAD_USER_INPUT', field: 'code' });
    expect(readServerError(error)).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'code',
      message: 'That code is not right; 4 tries left',
    });
    expect(readServerError(graphQLError('too many codes', { code: 'RATE_LIMITED' })).message).toBe('Too many codes');
  });

  it('hides a masked server failure behind a general message', () => {
    expect(readServerError(graphQLError('Unexpected error.', { code: 'INTERNAL_SERVER_ERROR' })).message).toBe(
      GENERAL_MESSAGE,
    );
  });

  it('says the server could not be reached when there is no GraphQL answer', () => {
    expect(readServerError(new TypeError('Failed to fetch'))).toEqual({ code: null, field: null, message: OFFLINE_MESSAGE });
  });
});
