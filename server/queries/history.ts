// An entity's audit trail as both transports show it: each event's type, time and data, in order.
import type { AnyEvent, StoredEvent } from '../../events/store/eventTypes.ts';

export interface HistoryEntry {
  type: string;
  occurredAt: string;
  data: unknown;
}

export const historyOf = (events: readonly StoredEvent<AnyEvent>[]): HistoryEntry[] =>
  events.map((event) => ({ type: event.type, occurredAt: event.metadata.occurredAt, data: event.data }));
