import { describe, it } from 'vitest';
import { ConflictError } from '../../domain/errors.ts';
import { deciderSpec } from '../../test/support/decider.ts';
import { inviteCodeDecider } from './decider.ts';
import type { InviteCodeEvent } from './events.ts';

const groupId = '0f0e0d0c-0000-4000-8000-000000000001';
const otherGroup = '0f0e0d0c-0000-4000-8000-000000000002';
const claimed: InviteCodeEvent = { type: 'InviteCodeClaimed', data: { inviteCode: 'ABCDEFGHJ', groupId } };
const claim = (id: string) => ({ type: 'Claim' as const, data: { inviteCode: 'ABCDEFGHJ', groupId: id } });
const { given } = deciderSpec(inviteCodeDecider);

describe('invite code decider', () => {
  it('gives a free code to the group', () => given([]).when(claim(groupId)).then([claimed]));
  it('decides nothing when the group holds it already', () => given([claimed]).when(claim(groupId)).then([]));
  it('refuses a code another group holds', () => given([claimed]).when(claim(otherGroup)).thenThrows(ConflictError));
});
