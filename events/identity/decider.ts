// The phone stream's rule: a verified number belongs to the first user who claims it, for good.
// Claiming it again for the same user decides nothing; for another user it is refused.
import { ConflictError } from '../../domain/errors.ts';
import type { Decider } from '../handleCommand.ts';
import type { IdentityEvent } from './events.ts';
import { identityRegistry } from './events.ts';

export type IdentityCommand = { type: 'ClaimPhone'; phone: string; userId: string };

export type IdentityState = { owner: string | null };

export const identityDecider: Decider<IdentityCommand, IdentityState, IdentityEvent> = {
  registry: identityRegistry,
  initialState: { owner: null },

  evolve(state, event) {
    switch (event.type) {
      case 'PhoneClaimed':
        return { owner: event.data.userId };
      default: {
        const unexpected: never = event.type;
        return unexpected;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'ClaimPhone':
        if (state.owner === command.userId) return [];
        if (state.owner !== null) throw new ConflictError('This phone number belongs to another user');
        return [{ type: 'PhoneClaimed', data: { phone: command.phone, userId: command.userId } }];
      default: {
        const unexpected: never = command.type;
        return unexpected;
      }
    }
  },
};
