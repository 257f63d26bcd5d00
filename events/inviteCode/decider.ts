// The invite code stream's rule: a code belongs to the first group that claims it, for good.
// Claiming it again for the same group decides nothing; for another group it is refused.
import { ConflictError } from '../../domain/errors.ts';
import type { Decider } from '../handleCommand.ts';
import type { InviteCodeEvent } from './events.ts';
import { inviteCodeRegistry } from './events.ts';

export type InviteCodeCommand = { type: 'ClaimInviteCode'; inviteCode: string; groupId: string };

export type InviteCodeState = { groupId: string | null };

export const inviteCodeDecider: Decider<InviteCodeCommand, InviteCodeState, InviteCodeEvent> = {
  registry: inviteCodeRegistry,
  initialState: { groupId: null },

  evolve(_state, event) {
    switch (event.type) {
      case 'InviteCodeClaimed':
        return { groupId: event.data.groupId };
      default: {
        const unexpected: never = event.type;
        return unexpected;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'ClaimInviteCode':
        if (state.groupId === command.groupId) return [];
        if (state.groupId !== null) throw new ConflictError('This invite code belongs to another group');
        return [{ type: 'InviteCodeClaimed', data: { inviteCode: command.inviteCode, groupId: command.groupId } }];
      default: {
        const unexpected: never = command.type;
        return unexpected;
      }
    }
  },
};
