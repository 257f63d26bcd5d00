// Family read models: groups, their members in join order, shared expenses and each member's
// share. Every event maps to a statement or two; the queries check membership on every read.
import { localDay } from '../../domain/dates.ts';
import type { StoredSautiEvent } from '../../events/registry.ts';
import type { Queryable } from '../../events/store/driver.ts';
import type { Projection } from '../projection.ts';

export type FamilyTables = { groups: string; members: string; expenses: string; shares: string };

async function applyOne(tx: Queryable, event: StoredSautiEvent, { groups, members, expenses, shares }: FamilyTables) {
  switch (event.type) {
    case 'FamilyGroupCreated':
      await tx.query(
        `insert into ${groups} (id, name, invite_code, created_by, created_at) values ($1, $2, $3, $4, $5)
         on conflict (id) do nothing`,
        [event.data.groupId, event.data.name, event.data.inviteCode, event.metadata.userId, event.metadata.occurredAt],
      );
      return;
    case 'FamilyMemberJoined':
      await tx.query(
        `insert into ${members} (group_id, user_id, nickname, seq, joined_at) values ($1, $2, $3, $4, $5)
         on conflict (group_id, user_id) do nothing`,
        [event.data.groupId, event.data.userId, event.data.nickname, event.streamPosition, event.metadata.occurredAt],
      );
      return;
    case 'SharedExpenseAdded': {
      const { groupId, expenseId, paidBy, description, amount, currency, category, spentAt } = event.data;
      await tx.query(
        `insert into ${expenses} (id, group_id, paid_by, description, amount, currency, category, local_day, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict (id) do nothing`,
        [expenseId, groupId, paidBy, description, amount, currency, category, localDay(spentAt, event.metadata.timeZone), spentAt],
      );
      const records = event.data.shares.map((share, seq) => ({
        id: share.shareId, expense_id: expenseId, group_id: groupId, user_id: share.userId, amount: share.amount,
        is_paid: share.isPaid, seq,
      }));
      await tx.query(
        `insert into ${shares} (id, expense_id, group_id, user_id, amount, is_paid, seq)
         select * from jsonb_to_recordset($1::text::jsonb) as r (id uuid, expense_id uuid, group_id uuid, user_id uuid,
           amount numeric, is_paid boolean, seq integer)
         on conflict (id) do nothing`,
        [JSON.stringify(records)],
      );
      return;
    }
    case 'ExpenseSharePaid':
      await tx.query(`update ${shares} set is_paid = true where id = $1`, [event.data.shareId]);
      return;
    default:
      return;
  }
}

export const familyProjection: Projection<FamilyTables> = {
  name: 'family.v1',
  tables: (suffix) => ({
    groups: `family_groups_v1${suffix}`,
    members: `family_members_v1${suffix}`,
    expenses: `family_expenses_v1${suffix}`,
    shares: `family_shares_v1${suffix}`,
  }),
  canHandle: new Set(['FamilyGroupCreated', 'FamilyMemberJoined', 'SharedExpenseAdded', 'ExpenseSharePaid']),

  ddl: ({ groups, members, expenses, shares }) => [
    `create table if not exists ${groups} (
      id uuid primary key,
      name text not null,
      invite_code text not null unique,
      created_by uuid not null,
      created_at timestamptz not null
    )`,
    `create table if not exists ${members} (
      group_id uuid not null,
      user_id uuid not null,
      nickname text,
      seq integer not null, -- the join event's place in the group's stream: members in join order
      joined_at timestamptz not null,
      primary key (group_id, user_id)
    )`,
    `create index if not exists ${members}_user on ${members} (user_id)`,
    `create table if not exists ${expenses} (
      id uuid primary key,
      group_id uuid not null,
      paid_by uuid not null,
      description text not null,
      amount numeric(14, 2) not null,
      currency text not null,
      category text not null,
      local_day date not null,
      created_at timestamptz not null
    )`,
    `create index if not exists ${expenses}_group on ${expenses} (group_id, created_at)`,
    `create table if not exists ${shares} (
      id uuid primary key,
      expense_id uuid not null,
      group_id uuid not null,
      user_id uuid not null,
      amount numeric(14, 2) not null,
      is_paid boolean not null,
      seq integer not null -- place in the split order (the payer first)
    )`,
    `create index if not exists ${shares}_user on ${shares} (user_id)`,
    `create index if not exists ${shares}_group on ${shares} (group_id)`,
  ],

  async apply(tx, events, tables) {
    for (const event of events) await applyOne(tx, event, tables);
  },
};
