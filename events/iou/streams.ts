// Which stream holds a user's IOU: ids are per user like expense ids (issue 31), so another user's IOU
// of the same id is another IOU and never answers "already exists" (events/userStreams.ts).
import type { Queryable } from '../store/driver.ts';
import { streamOf } from '../userStreams.ts';
import { iouStream, legacyIouStream } from './events.ts';

/** The caller's stream for this id: their own per-user one, a legacy or merged-in one, else a new per-user one. */
export const iouStreamOf = (db: Queryable, userId: string, iouId: string): Promise<string> =>
  streamOf(db, { own: iouStream, legacy: legacyIouStream }, userId, iouId);
