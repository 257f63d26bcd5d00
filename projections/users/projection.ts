// The user read model: one row per user with the time zone their days are counted in.
import { z } from 'zod';
import type { Queryable } from '../../events/store/driver.ts';
import type { StoredSautiEvent } from '../../events/registry.ts';
import type { Projection } from '../projection.ts';
import { isoUtc } from '../sqlTime.ts';

export type UserTables = { profiles: string };

export const usersProjection: Projection<UserTables> = {
  name: 'users.v1',
  tables: (suffix) => ({ profiles: `user_profiles_v1${suffix}` }),
  canHandle: new Set(['UserCreated', 'UserTimeZoneChanged']),

  ddl: ({ profiles }) => [
    `create table if not exists ${profiles} (
      user_id uuid primary key,
      time_zone text not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`,
  ],

  async apply(tx, events, { profiles }) {
    for (const event of events) await applyOne(tx, event, profiles);
  },
};

// Users change rarely, so one statement per event is plenty here.
async function applyOne(tx: Queryable, event: StoredSautiEvent, profiles: string) {
    const { userId, occurredAt } = event.metadata;
    if (event.type === 'UserCreated') {
      await tx.query(
        `insert into ${profiles} (user_id, time_zone, created_at, updated_at) values ($1, $2, $3::timestamptz, $3::timestamptz)
         on conflict (user_id) do nothing`,
        [event.data.userId, event.data.timeZone, occurredAt],
      );
    } else if (event.type === 'UserTimeZoneChanged') {
      await tx.query(`update ${profiles} set time_zone = $2, updated_at = $3::timestamptz where user_id = $1`, [
        userId,
        event.data.timeZone,
        occurredAt,
      ]);
    }
}

const UserRecord = z.object({ user_id: z.string(), time_zone: z.string(), created_at: z.string() });

export interface UserProfile {
  id: string;
  timeZone: string;
  createdAt: string;
}

export async function findUser(db: Queryable, userId: string): Promise<UserProfile | null> {
  const [row] = await db.query(
    `select user_id::text, time_zone, ${isoUtc('created_at')} as created_at
     from ${usersProjection.tables('').profiles} where user_id = $1`,
    [userId],
  );
  if (!row) return null;
  const parsed = UserRecord.parse(row);
  return { id: parsed.user_id, timeZone: parsed.time_zone, createdAt: parsed.created_at };
}
