// One "Download my data" per person at a time, on every instance: a lease row in the database, taken
// before the answer starts, renewed while pages go out and given back when the download ends however
// it ends (done, failed, cut off by the client). A holder that dies leaves a lease that runs out.
import { randomUUID } from 'node:crypto';
import { RateLimitError } from '../../domain/errors.ts';
import type { Queryable } from '../../events/store/driver.ts';

/** How long a lease holds without renewal: long enough for a slow page, short after a crash. */
const LEASE_SECONDS = 60;
const RENEW_AFTER_MS = 20_000;
/** The hint a second download gets: a long history's export takes seconds. */
const RETRY_AFTER_SECONDS = 10;

export interface ExportLease {
  /** Keeps the lease while the download goes on; cheap to call after every page. */
  renew(): Promise<void>;
  release(): Promise<void>;
}

/** Takes the person's export lease, or refuses 429 (Retry-After) while another download of theirs runs. */
export async function takeExportLease(db: Queryable, userId: string): Promise<ExportLease> {
  const holder = randomUUID();
  // The database's clock, not each instance's: a lease means the same on all of them.
  const taken = await db.query(
    `insert into export_leases (user_id, holder, expires_at) values ($1, $2, clock_timestamp() + $3::int * interval '1 second')
     on conflict (user_id) do update set holder = excluded.holder, expires_at = excluded.expires_at
       where export_leases.expires_at <= clock_timestamp()
     returning holder`,
    [userId, holder, LEASE_SECONDS],
  );
  if (taken.length === 0) {
    throw new RateLimitError('Your data is already being downloaded; try again when that download has finished', undefined, undefined, RETRY_AFTER_SECONDS);
  }
  let renewedAt = performance.now();
  return {
    async renew() {
      if (performance.now() - renewedAt < RENEW_AFTER_MS) return;
      renewedAt = performance.now();
      await db.query(
        `update export_leases set expires_at = clock_timestamp() + $3::int * interval '1 second' where user_id = $1 and holder = $2`,
        [userId, holder, LEASE_SECONDS],
      );
    },
    async release() {
      await db.query('delete from export_leases where user_id = $1 and holder = $2', [userId, holder]);
    },
  };
}
