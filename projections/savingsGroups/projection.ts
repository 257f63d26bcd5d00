// The savings groups read model: one row per group holding its book, folded by the same function
// the decider folds (events/savingsGroup/evolve.ts), and one row per linked user for access. What
// a member owes, the rounds and the totals are read from the book at read time (they depend on today).
import type { SavingsGroupEvent } from '../../events/savingsGroup/events.ts';
import { savingsGroupDefinitions } from '../../events/savingsGroup/events.ts';
import { evolveBook } from '../../events/savingsGroup/evolve.ts';
import type { StoredSautiEvent } from '../../events/registry.ts';
import type { StoredEvent } from '../../events/store/eventTypes.ts';
import { fingerprinted } from '../fingerprint.ts';
import type { Projection } from '../projection.ts';
import { applyTo } from '../rowTable.ts';
import type { GroupRow } from './sql.ts';
import { accessColumns, groupColumns } from './sql.ts';

type GroupTables = { groups: string; access: string };

const ddl = ({ groups, access }: GroupTables) => [
  `create table if not exists ${groups} (
    ${groupColumns.definitions},
    primary key (id)
  )`,
  `create table if not exists ${access} (
    ${accessColumns.definitions},
    primary key (group_id, user_id)
  )`,
  `create index if not exists ${access}_user on ${access} (user_id)`,
];

const version = fingerprinted('savingsGroups', 1, ddl({ groups: 'groups', access: 'access' }));

const GROUP_EVENT_TYPES = new Set<string>(savingsGroupDefinitions.map((definition) => definition.type));
const isGroupEvent = (event: StoredSautiEvent): event is StoredEvent<SavingsGroupEvent> & StoredSautiEvent => GROUP_EVENT_TYPES.has(event.type);

const groupIdOf = (event: StoredSautiEvent) => (isGroupEvent(event) ? event.data.groupId : null);

function evolveRow(row: GroupRow | null, event: StoredSautiEvent): GroupRow | null {
  if (!isGroupEvent(event)) return row;
  const book = evolveBook(row?.book ?? null, event);
  return book ? { id: book.groupId, book } : null;
}

/** Who became able to read a group: its chair at creation, then each member linked by the invite code. */
function linksOf(events: readonly StoredSautiEvent[]) {
  return events.flatMap((event) => {
    if (event.type === 'SavingsGroupCreated') return [{ groupId: event.data.groupId, userId: event.data.chair.userId, memberId: event.data.chair.memberId }];
    if (event.type === 'SavingsGroupMemberLinked') return [{ groupId: event.data.groupId, userId: event.data.userId, memberId: event.data.memberId }];
    return [];
  });
}

export const savingsGroupsProjection: Projection<GroupTables> = {
  name: version.name,
  tables: (suffix) => ({ groups: version.table('savings_groups', suffix), access: version.table('savings_group_access', suffix) }),
  canHandle: new Set(savingsGroupDefinitions.map((definition) => definition.type)),
  ddl,
  async apply(tx, events, { groups, access }) {
    await applyTo(tx, { name: groups, columns: groupColumns }, events, groupIdOf, evolveRow);
    const links = linksOf(events);
    if (links.length === 0) return;
    await tx.query(
      `insert into ${access} (${accessColumns.names})
       select * from jsonb_to_recordset($1::text::jsonb) as r (${accessColumns.recordset})
       on conflict do nothing`,
      [JSON.stringify(links)],
    );
  },
  // The access rows were renamed with every uuid column; the books of those groups name the user
  // inside their JSON (a member's link, who recorded a line), renamed here as the deciders read them.
  async afterMove(tx, { groups, access }, into, from) {
    await tx.query(
      `update ${groups} set book = replace(book::text, $2::text, $1::text)::jsonb where id in (select group_id from ${access} where user_id = $3::uuid)`,
      [into, from, into],
    );
  },
};
