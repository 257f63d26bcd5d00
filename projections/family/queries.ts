// Every read of the family read models. A group and all within it are read only through a
// member: functions taking a userId answer nothing for anyone else.
import * as z from 'zod';
import type { Queryable } from '../../events/store/driver.ts';
import { isoUtc } from '../sqlTime.ts';
import { familyProjection } from './projection.ts';

const live = familyProjection.tables('');

const GroupRecord = z.object({ id: z.string(), name: z.string(), invite_code: z.string(), created_at: z.string() });
export interface FamilyGroupRow { id: string; name: string; inviteCode: string; createdAt: string }
const toGroup = (raw: unknown): FamilyGroupRow => {
  const row = GroupRecord.parse(raw);
  return { id: row.id, name: row.name, inviteCode: row.invite_code, createdAt: row.created_at };
};
const GROUP_COLUMNS = `g.id::text, g.name, g.invite_code, ${isoUtc('g.created_at')} as created_at`;

export async function listGroupsOf(db: Queryable, userId: string): Promise<FamilyGroupRow[]> {
  const rows = await db.query(
    `select ${GROUP_COLUMNS} from ${live.groups} g join ${live.members} m on m.group_id = g.id
     where m.user_id = $1 order by g.created_at desc, g.id`,
    [userId],
  );
  return rows.map(toGroup);
}

export async function findGroupOf(db: Queryable, userId: string, groupId: string): Promise<FamilyGroupRow | null> {
  const [row] = await db.query(
    `select ${GROUP_COLUMNS} from ${live.groups} g join ${live.members} m on m.group_id = g.id
     where m.user_id = $1 and g.id = $2`,
    [userId, groupId],
  );
  return row ? toGroup(row) : null;
}

const MemberRecord = z.object({ user_id: z.string(), nickname: z.string().nullable(), joined_at: z.string() });
export interface FamilyMemberRow { userId: string; nickname: string | null; joinedAt: string }

/** In join order. */
export async function listMembers(db: Queryable, groupId: string): Promise<FamilyMemberRow[]> {
  const rows = await db.query(
    `select user_id::text, nickname, ${isoUtc('joined_at')} as joined_at from ${live.members} where group_id = $1 order by seq`,
    [groupId],
  );
  return rows.map((raw) => {
    const row = MemberRecord.parse(raw);
    return { userId: row.user_id, nickname: row.nickname, joinedAt: row.joined_at };
  });
}

const ExpenseRecord = z.object({
  id: z.string(), paid_by: z.string(), description: z.string(), amount: z.string(), currency: z.string(),
  category: z.string(), local_day: z.string(), created_at: z.string(),
});
export interface SharedExpenseRow {
  id: string; paidBy: string; description: string; amount: string; currency: string; category: string; date: string;
  createdAt: string;
}

/** Newest first. */
export async function listGroupExpenses(db: Queryable, groupId: string): Promise<SharedExpenseRow[]> {
  const rows = await db.query(
    `select id::text, paid_by::text, description, amount::text, currency, category, local_day::text,
       ${isoUtc('created_at')} as created_at
     from ${live.expenses} where group_id = $1 order by created_at desc, id`,
    [groupId],
  );
  return rows.map((raw) => {
    const row = ExpenseRecord.parse(raw);
    return { id: row.id, paidBy: row.paid_by, description: row.description, amount: row.amount, currency: row.currency,
      category: row.category, date: row.local_day, createdAt: row.created_at };
  });
}

const DebtRecord = z.object({ user_id: z.string(), paid_by: z.string(), currency: z.string(), amount: z.string() });
export interface OpenShare { userId: string; paidBy: string; currency: string; amount: string }

/** The group's unpaid shares with who paid for them: what balances are made of. */
export async function listOpenShares(db: Queryable, groupId: string): Promise<OpenShare[]> {
  const rows = await db.query(
    `select s.user_id::text, e.paid_by::text, e.currency, s.amount::text
     from ${live.shares} s join ${live.expenses} e on e.id = s.expense_id
     where s.group_id = $1 and not s.is_paid order by e.created_at, s.seq`,
    [groupId],
  );
  return rows.map((raw) => {
    const row = DebtRecord.parse(raw);
    return { userId: row.user_id, paidBy: row.paid_by, currency: row.currency, amount: row.amount };
  });
}

const ShareRecord = z.object({
  id: z.string(), group_id: z.string(), amount: z.string(), is_paid: z.boolean(), description: z.string(),
  category: z.string(), currency: z.string(), local_day: z.string(),
});
export interface ExpenseShareRow {
  id: string; groupId: string; amount: string; isPaid: boolean;
  expense: { description: string; category: string; currency: string; date: string };
}
const SHARE_SELECT = `select s.id::text, s.group_id::text, s.amount::text, s.is_paid, e.description, e.category, e.currency,
    e.local_day::text
  from ${live.shares} s join ${live.expenses} e on e.id = s.expense_id`;
const toShare = (raw: unknown): ExpenseShareRow => {
  const row = ShareRecord.parse(raw);
  return { id: row.id, groupId: row.group_id, amount: row.amount, isPaid: row.is_paid,
    expense: { description: row.description, category: row.category, currency: row.currency, date: row.local_day } };
};

/** The user's own shares, newest expense first. */
export async function listSharesOf(db: Queryable, userId: string): Promise<ExpenseShareRow[]> {
  const rows = await db.query(`${SHARE_SELECT} where s.user_id = $1 order by e.created_at desc, s.id`, [userId]);
  return rows.map(toShare);
}

export async function findShareOf(db: Queryable, userId: string, shareId: string): Promise<ExpenseShareRow | null> {
  const [row] = await db.query(`${SHARE_SELECT} where s.user_id = $1 and s.id = $2`, [userId, shareId]);
  return row ? toShare(row) : null;
}
