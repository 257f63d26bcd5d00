// One read model per owned-item stream (budgets, assets, debts, subscriptions): a row per live
// item with its fields as JSON. Created inserts, changed merges the changed fields, deleted removes.
import { sautiRegistry } from '../../events/registry.ts';
import type { SautiEvent, StoredSautiEvent } from '../../events/registry.ts';
import type { Queryable } from '../../events/store/driver.ts';
import type { Projection } from '../projection.ts';

export type OwnedItemTables = { items: string };

interface ItemEvents {
  kind: string;
  events: { created: string; changed: string; deleted: string };
}

/** The item's event names, checked against the registry of every event Sauti writes. */
function isRegistered(type: string): type is SautiEvent['type'] {
  return sautiRegistry.has(type);
}

export function ownedItemProjection(item: ItemEvents): Projection<OwnedItemTables> {
  const { created, changed, deleted } = item.events;
  return {
    name: `${item.kind}Items.v1`,
    tables: (suffix) => ({ items: `${item.kind}_items_v1${suffix}` }),
    canHandle: new Set([created, changed, deleted].filter(isRegistered)),
    ddl: ({ items }) => [
      `create table if not exists ${items} (
        id uuid primary key,
        user_id uuid not null,
        fields jsonb not null,
        -- The creating event's place in the log: the list's order, also for items made in one instant.
        created_position bigint not null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      )`,
      `create index if not exists ${items}_user on ${items} (user_id, created_position)`,
    ],
    async apply(tx: Queryable, events: readonly StoredSautiEvent[], { items }) {
      // Few events per user and rare: one statement each keeps this obviously right.
      for (const event of events) {
        const at = event.metadata.occurredAt;
        const data: object = event.data;
        if (!('id' in data) || typeof data.id !== 'string') continue;
        if (event.type === created && 'fields' in data) {
          await tx.query(
            `insert into ${items} (id, user_id, fields, created_position, created_at, updated_at)
             values ($1, $2, $3::text::jsonb, $4, $5, $5) on conflict (id) do nothing`,
            [data.id, event.metadata.userId, JSON.stringify(data.fields), event.globalPosition, at],
          );
        } else if (event.type === changed && 'changes' in data) {
          await tx.query(`update ${items} set fields = fields || $2::text::jsonb, updated_at = $3 where id = $1`, [
            data.id, JSON.stringify(data.changes), at,
          ]);
        } else if (event.type === deleted) {
          await tx.query(`delete from ${items} where id = $1`, [data.id]);
        }
      }
    },
  };
}
