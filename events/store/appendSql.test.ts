// Gathering appends into statements: never two of one stream or one command id in a statement, and
// every append in its order.
import { describe, expect, it } from 'vitest';
import type { AppendRequest } from './appendSql.ts';
import { appendRounds, pendingAppend } from './appendSql.ts';

const append = (name: string, streamId: string, commandId: string) => {
  const request: AppendRequest = {
    streamId, streamType: 'note', ownerId: 'u', expectedVersion: 0, commandId, userId: 'u', payloadHash: 'h',
    metadata: { userId: 'u', commandId, occurredAt: '2026-12-06T10:00:00.000Z', timeZone: 'Africa/Nairobi' },
  };
  return { name, pending: pendingAppend(request, [{ type: 'Noted', version: 1, data: {} }]) };
};

describe('appendRounds', () => {
  it('puts appends of distinct streams and commands in one statement', () => {
    const rounds = appendRounds([append('a', 's1', 'c1'), append('b', 's2', 'c2'), append('c', 's3', 'c3')]);
    expect(rounds.map((round) => round.map(({ name }) => name))).toEqual([['a', 'b', 'c']]);
  });

  it('ends a statement before a second append of a stream or of a command id, keeping every append in its order', () => {
    const rounds = appendRounds([
      append('a1', 's1', 'c1'), append('b', 's2', 'c2'), append('a2', 's1', 'c3'), append('retry of b', 's4', 'c2'),
      append('a3', 's1', 'c5'), append('d', 's5', 'c6'),
    ]);
    expect(rounds.map((round) => round.map(({ name }) => name))).toEqual([['a1', 'b'], ['a2', 'retry of b'], ['a3', 'd']]);
  });
});
