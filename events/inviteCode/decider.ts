// The invite code stream's rule: a code belongs to the first group that claims it, for good.
import { claimDecider } from '../claim.ts';
import { inviteCodeRegistry } from './events.ts';

export const inviteCodeDecider = claimDecider({
  registry: inviteCodeRegistry,
  claimed: 'InviteCodeClaimed',
  holderOf: (claim) => claim.groupId,
  refusal: 'This invite code belongs to another group',
});
