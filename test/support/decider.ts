// Given/when/then for deciders, in the manner of Emmett's DeciderSpecification: given the events
// a stream holds, when a command comes, then these events are decided, or this error is thrown.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Decider } from '../../events/handleCommand.ts';
import type { AnyEvent, StoredEvent } from '../../events/store/eventTypes.ts';
import { asStored } from '../../events/store/eventTypes.ts';

const AT = '2026-11-21T08:00:00.000Z';

const stored = <E extends AnyEvent>(event: E, index: number, userId: string): StoredEvent<E> =>
  asStored(event, {
    eventId: randomUUID(),
    streamId: 'under-test',
    streamPosition: index + 1,
    metadata: { userId, commandId: randomUUID(), occurredAt: AT, timeZone: 'Africa/Nairobi' },
  });

export function deciderSpec<Command, State, Event extends AnyEvent>(decider: Decider<Command, State, Event>, userId = randomUUID()) {
  return {
    given: (events: readonly Event[]) => ({
      when: (command: Command) => {
        const decide = () =>
          decider.decide(command, events.map((event, index) => stored(event, index, userId)).reduce(decider.evolve, decider.initialState));
        return {
          then: (expected: readonly Event[]) => expect(decide()).toEqual(expected),
          thenThrows: (type: new (...args: never[]) => Error, message?: string | RegExp) => {
            expect(decide).toThrow(type);
            if (message !== undefined) expect(decide).toThrow(message);
          },
        };
      },
    }),
  };
}
