import { describe, it } from 'vitest';
import { ConflictError } from '../../domain/errors.ts';
import { deciderSpec } from '../../test/support/decider.ts';
import { identityDecider } from './decider.ts';

const phone = '+254712345678';
const owner = '6f1c8f0e-8a4b-4d3c-9d7e-2b1a0c9e8f71';
const other = '0b9e2c41-5d7a-4e8f-a3b6-c2d1e0f9a8b7';
const spec = deciderSpec(identityDecider);
const claimed = { type: 'PhoneClaimed' as const, data: { phone, userId: owner } };

describe('identity decider', () => {
  it('gives an unclaimed phone to its first claimant', () => {
    spec.given([]).when({ type: 'Claim', data: { phone, userId: owner } }).then([claimed]);
  });

  it('decides nothing when the same user claims it again', () => {
    spec.given([claimed]).when({ type: 'Claim', data: { phone, userId: owner } }).then([]);
  });

  it('refuses another user', () => {
    spec.given([claimed]).when({ type: 'Claim', data: { phone, userId: other } }).thenThrows(ConflictError, 'This phone number belongs to another user');
  });
});
