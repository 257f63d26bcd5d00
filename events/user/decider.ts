// The user stream's rules: a user is created once, and a time zone change is recorded only
// when it differs from the current one.
import { NotFoundError } from '../../domain/errors.ts';
import type { Decider } from '../handleCommand.ts';
import type { UserEvent } from './events.ts';
import { userRegistry } from './events.ts';

export type UserCommand =
  | { type: 'CreateUser'; userId: string; timeZone: string }
  | { type: 'ChangeTimeZone'; userId: string; timeZone: string };

export type UserState = { status: 'none' } | { status: 'active'; timeZone: string };

export const userDecider: Decider<UserCommand, UserState, UserEvent> = {
  registry: userRegistry,
  initialState: { status: 'none' },

  evolve(state, event) {
    switch (event.type) {
      case 'UserCreated':
        return { status: 'active', timeZone: event.data.timeZone };
      case 'UserTimeZoneChanged':
        return { status: 'active', timeZone: event.data.timeZone };
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'CreateUser':
        if (state.status === 'active') return [];
        return [{ type: 'UserCreated', data: { userId: command.userId, timeZone: command.timeZone } }];
      case 'ChangeTimeZone':
        if (state.status === 'none') throw new NotFoundError('User not found');
        if (state.timeZone === command.timeZone) return [];
        return [{ type: 'UserTimeZoneChanged', data: { timeZone: command.timeZone } }];
      default: {
        const unexpected: never = command;
        return unexpected;
      }
    }
  },
};
