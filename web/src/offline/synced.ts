// The wait every offline write makes after it is stored on the device: until the server has it,
// refused it, or the person has looked at a spinner long enough and hears "saved on this phone".
import { database } from './database.ts';
import type { ExpenseDatabase } from './db.ts';
import { syncEngine } from './start.ts';
import { RefusedError } from './writeErrors.ts';

/** How long a write waits for the server before answering "queued". */
export const SYNC_WAIT_MS = 6_000;

/** True once the server has the write; false when offline or still queued. Throws RefusedError when refused. */
export async function synced(commandId: string, waitMs = SYNC_WAIT_MS): Promise<boolean> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return false;
  const { outcome, refusal } = await syncEngine().settle(commandId, waitMs);
  if (outcome === 'refused') throw new RefusedError(refusal?.message ?? 'Refused by the server', refusal?.code ?? '');
  return outcome === 'acknowledged';
}

/** Makes one local write on the app's database now, then waits for its command as `synced` does; null: nothing was queued. */
export async function writeThenWait(write: (db: ExpenseDatabase, now: Date) => Promise<string | null>): Promise<{ synced: boolean }> {
  const commandId = await write(await database(), new Date());
  return { synced: commandId === null || (await synced(commandId)) };
}
