// Event definitions: a type name, a zod schema for its data, a schema version and the upcasters
// that lift older stored shapes to the current one. Data is validated on append and on read.
import * as z from 'zod';
import { ValidationError } from '../../domain/errors.ts';

type Upcaster = (data: unknown) => unknown;

export interface EventDefinition<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly version: number;
  readonly schema: z.ZodType<Data>;
  /** `upcasters[n]` turns data stored at schema version n into version n + 1. */
  readonly upcasters: Readonly<Record<number, Upcaster>>;
}

export function defineEvent<const Type extends string, Data>(
  type: Type,
  schema: z.ZodType<Data>,
  options: { version?: number; upcasters?: Record<number, Upcaster> } = {},
): EventDefinition<Type, Data> {
  return { type, schema, version: options.version ?? 1, upcasters: options.upcasters ?? {} };
}

export type EventOf<Definition> = Definition extends EventDefinition<infer Type, infer Data>
  ? { type: Type; data: Data }
  : never;

export type AnyEvent = { type: string; data: unknown };

export const EventMetadata = z.object({
  userId: z.uuid(),
  commandId: z.uuid(),
  occurredAt: z.iso.datetime({ offset: true }),
  timeZone: z.string().min(1),
  requestId: z.string().optional(),
});
export type EventMetadata = z.infer<typeof EventMetadata>;

/** Where an event sits in the global log: the writing transaction, then the position. */
export interface Checkpoint {
  transactionId: string;
  globalPosition: string;
}

/** Whether `a` sits at or after `b` in the log (transaction, then position, compared as numbers). */
export function isAtOrAfter(a: Checkpoint, b: Checkpoint): boolean {
  const [ta, tb] = [BigInt(a.transactionId), BigInt(b.transactionId)];
  return ta > tb || (ta === tb && BigInt(a.globalPosition) >= BigInt(b.globalPosition));
}

export type StoredEvent<E extends AnyEvent = AnyEvent> = E & {
  eventId: string;
  streamId: string;
  streamPosition: number;
  schemaVersion: number;
  metadata: EventMetadata;
} & Checkpoint;

/**
 * An event as if read from the log, for folding what is decided but not yet appended (and for
 * tests): a decision never reads where an event sits in the global log, so that stays 0.
 */
export function asStored<E extends AnyEvent>(
  event: E,
  at: { eventId: string; streamId: string; streamPosition: number; metadata: EventMetadata; schemaVersion?: number },
): StoredEvent<E> {
  return { ...event, schemaVersion: 1, ...at, transactionId: '0', globalPosition: '0' };
}

export interface EventRegistry<E extends AnyEvent> {
  /** Validates an event about to be appended; answers its schema version. */
  encode(event: E): { version: number; data: unknown };
  /** Upcasts and validates data read back from the log. */
  decode(type: string, version: number, data: unknown): E;
  /**
   * Data the store itself wrote: at the current schema version append already validated it with
   * this very schema, so only older versions are upcast and parsed (the replay's hot path).
   */
  decodeStored(type: string, version: number, data: unknown): E;
  /** The schema version an event of this type is written at now (what encode answers, without validating). */
  versionOf(type: string): number;
  has(type: string): boolean;
}

export function createRegistry<const Definitions extends readonly EventDefinition[]>(
  definitions: Definitions,
): EventRegistry<EventOf<Definitions[number]>> {
  type E = EventOf<Definitions[number]>;
  const byType = new Map<string, EventDefinition>(definitions.map((definition) => [definition.type, definition]));
  const definitionOf = (type: string) => {
    const definition = byType.get(type);
    if (!definition) throw new Error(`Unknown event type ${type}`);
    return definition;
  };
  return {
    has: (type) => byType.has(type),
    versionOf: (type) => definitionOf(type).version,
    encode(event) {
      const definition = definitionOf(event.type);
      const parsed = definition.schema.safeParse(event.data);
      if (!parsed.success) throw new ValidationError(`Invalid ${event.type}: ${z.prettifyError(parsed.error)}`);
      return { version: definition.version, data: parsed.data };
    },
    decodeStored(type, version, data) {
      const definition = definitionOf(type);
      if (version !== definition.version || typeof data !== 'object' || data === null) return this.decode(type, version, data);
      // Written by encode() under the same schema version, so the pair is one member of E.
      return { type, data } as E;
    },
    decode(type, version, data) {
      const definition = definitionOf(type);
      let current = data;
      for (let at = version; at < definition.version; at += 1) {
        const upcast = definition.upcasters[at];
        if (!upcast) throw new Error(`No upcaster for ${type} from version ${at}`);
        current = upcast(current);
      }
      // The schema of `type` has just accepted the data, so the pair is one member of E.
      return { type, data: definition.schema.parse(current) } as E;
    },
  };
}
