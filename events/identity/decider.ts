// The phone stream's rule: a verified number belongs to the first user who claims it, for good.
import { claimDecider } from '../claim.ts';
import { identityRegistry } from './events.ts';

export const identityDecider = claimDecider({
  registry: identityRegistry,
  claimed: 'PhoneClaimed',
  holderOf: (claim) => claim.userId,
  refusal: 'This phone number belongs to another user',
});
