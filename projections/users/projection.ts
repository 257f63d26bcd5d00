// The user read model: one row per user with their phone, settings, wallet link and onboarding.
// A batch is folded in memory through evolveUserRow, then written with one upsert.
import type { StoredSautiEvent } from '../../events/registry.ts';
import type { Queryable } from '../../events/store/driver.ts';
import { userIdOfStream } from '../../events/user/events.ts';
import type { Projection } from '../projection.ts';
import type { UserRow } from './row.ts';
import { evolveUserRow } from './row.ts';
import { RECORD_TYPE, USER_COLUMNS, parseUserRow, toRecord } from './sql.ts';
import { oneOf } from '../../events/store/driver.ts';

export type UserTables = { profiles: string };

const userIdOf = (event: StoredSautiEvent) => (event.type === 'UserCreated' ? event.data.userId : userIdOfStream(event.streamId));

async function loadRows(tx: Queryable, profiles: string, ids: readonly string[]) {
  const rows = await tx.query(
    `select ${USER_COLUMNS} from ${profiles} where user_id ${oneOf('$1', 'uuid')}`,
    [JSON.stringify(ids)],
  );
  return new Map(rows.map(parseUserRow).map((row) => [row.id, row]));
}

export const usersProjection: Projection<UserTables> = {
  name: 'users.v3',
  tables: (suffix) => ({ profiles: `user_profiles_v3${suffix}` }),
  canHandle: new Set([
    'UserCreated', 'UserTimeZoneChanged', 'UserSettingsChanged', 'WalletConnected', 'WalletDisconnected',
    'WalletBalanceChanged', 'OnboardingCompleted', 'PhoneVerified',
  ]),

  ddl: ({ profiles }) => [
    `create table if not exists ${profiles} (
      user_id uuid primary key,
      username text,
      language text not null,
      interface_language text,
      currency text not null,
      country text,
      time_zone text not null,
      sorted_wallet_connected boolean not null,
      usdt_balance numeric(14, 2) not null,
      monthly_savings_goal numeric(14, 2) not null,
      voice_input_enabled boolean not null,
      savings_notifications boolean not null,
      onboarding_completed boolean not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`,
  ],

  async apply(tx, events, { profiles }) {
    const current = await loadRows(tx, profiles, [...new Set(events.map(userIdOf))]);
    const touched = new Set<string>();
    for (const event of events) {
      const id = userIdOf(event);
      const after = evolveUserRow(current.get(id) ?? null, event);
      if (after) {
        current.set(id, after);
        touched.add(id);
      }
    }
    const rows: UserRow[] = [...touched].flatMap((id) => current.get(id) ?? []);
    if (rows.length === 0) return;
    await tx.query(
      `insert into ${profiles} select * from jsonb_to_recordset($1::text::jsonb) as r (${RECORD_TYPE})
       on conflict (user_id) do update set username = excluded.username, language = excluded.language,
         interface_language = excluded.interface_language,
         currency = excluded.currency, country = excluded.country, time_zone = excluded.time_zone,
         sorted_wallet_connected = excluded.sorted_wallet_connected, usdt_balance = excluded.usdt_balance,
         monthly_savings_goal = excluded.monthly_savings_goal, voice_input_enabled = excluded.voice_input_enabled,
         savings_notifications = excluded.savings_notifications, onboarding_completed = excluded.onboarding_completed,
         updated_at = excluded.updated_at`,
      [JSON.stringify(rows.map(toRecord))],
    );
  },
};
