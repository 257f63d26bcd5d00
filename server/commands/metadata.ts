// Event metadata for a command issued by the caller: who, which command, when and where.
import type { EventMetadata } from '../../events/store/eventTypes.ts';
import type { Caller } from '../context.ts';

export const metadataFor = (caller: Caller, commandId: string): EventMetadata => ({
  userId: caller.userId,
  commandId,
  occurredAt: caller.now.toISOString(),
  timeZone: caller.timeZone,
  requestId: caller.requestId,
});
