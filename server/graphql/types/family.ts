// The FamilyGroup type (with its members, expenses and balances) and the queries and mutations
// that return groups. Every field goes through the same functions as REST, membership included.
import type { FamilyGroupRow, FamilyMemberRow, SharedExpenseRow } from '../../../projections/family/queries.ts';
import { addSharedExpense, createFamilyGroup, joinFamilyGroup } from '../../commands/family.ts';
import type { CurrencyBalances } from '../../queries/family.ts';
import { familyGroup, familyGroups, groupBalances, groupExpenses, groupMembers } from '../../queries/family.ts';
import { builder } from '../builder.ts';
import { Category } from '../enums.ts';

const FamilyMember = builder.objectRef<FamilyMemberRow>('FamilyMember').implement({
  fields: (t) => ({
    userId: t.exposeID('userId'),
    nickname: t.exposeString('nickname', { nullable: true }),
    joinedAt: t.expose('joinedAt', { type: 'DateTime' }),
  }),
});

const SharedExpense = builder.objectRef<SharedExpenseRow>('SharedExpense').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    paidBy: t.exposeID('paidBy'),
    description: t.exposeString('description'),
    amount: t.expose('amount', { type: 'Decimal' }),
    currency: t.exposeString('currency'),
    category: t.field({ type: Category.ref, resolve: (row) => Category.of(row.category) }),
    date: t.expose('date', { type: 'Date' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const MemberBalance = builder.objectRef<CurrencyBalances['balances'][number]>('MemberBalance').implement({
  fields: (t) => ({ userId: t.exposeID('userId'), amount: t.expose('amount', { type: 'Decimal', description: 'Owed to them when positive; owed by them when negative.' }) }),
});

const SettleTransfer = builder.objectRef<CurrencyBalances['transfers'][number]>('SettleTransfer').implement({
  fields: (t) => ({ from: t.exposeID('from'), to: t.exposeID('to'), amount: t.expose('amount', { type: 'Decimal' }) }),
});

const GroupBalances = builder.objectRef<CurrencyBalances>('GroupBalances').implement({
  fields: (t) => ({
    currency: t.exposeString('currency'),
    balances: t.field({ type: [MemberBalance], resolve: (row) => row.balances }),
    transfers: t.field({ type: [SettleTransfer], description: 'The settle-up plan.', resolve: (row) => row.transfers }),
  }),
});

const FamilyGroup = builder.objectRef<FamilyGroupRow>('FamilyGroup').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    inviteCode: t.exposeString('inviteCode'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    members: t.field({ type: [FamilyMember], resolve: (group, _args, { app, caller }) => groupMembers(app, caller, group.id) }),
    expenses: t.field({ type: [SharedExpense], resolve: (group, _args, { app, caller }) => groupExpenses(app, caller, group.id) }),
    balances: t.field({
      type: [GroupBalances],
      description: 'Per currency, only those not yet settled.',
      resolve: (group, _args, { app, caller }) => groupBalances(app, caller, group.id),
    }),
  }),
});

builder.queryFields((t) => ({
  familyGroups: t.field({ type: [FamilyGroup], resolve: (_root, _args, { app, caller }) => familyGroups(app, caller) }),
  familyGroup: t.field({
    type: FamilyGroup,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { app, caller }) => familyGroup(app, caller, String(id)),
  }),
}));

const CreateFamilyGroupInput = builder.inputType('CreateFamilyGroupInput', {
  fields: (t) => ({ commandId: t.id({ required: false }), name: t.string({ required: true }) }),
});
const JoinFamilyGroupInput = builder.inputType('JoinFamilyGroupInput', {
  fields: (t) => ({
    commandId: t.id({ required: false }),
    inviteCode: t.string({ required: true }),
    nickname: t.string({ required: false }),
  }),
});
const AddSharedExpenseInput = builder.inputType('AddSharedExpenseInput', {
  fields: (t) => ({
    groupId: t.id({ required: true }),
    commandId: t.id({ required: false }),
    description: t.string({ required: true }),
    amount: t.string({ required: true, description: 'Positive, with exactly 2 decimals.' }),
    category: t.string({ required: false, description: 'food when left out.' }),
    currency: t.string({ required: false, description: "The payer's currency when left out." }),
  }),
});

builder.mutationFields((t) => ({
  createFamilyGroup: t.field({
    type: FamilyGroup,
    args: { input: t.arg({ type: CreateFamilyGroupInput, required: true }) },
    resolve: async (_root, { input }, { app, caller }) => (await createFamilyGroup(app, caller, input)).group,
  }),
  joinFamilyGroup: t.field({
    type: FamilyGroup,
    args: { input: t.arg({ type: JoinFamilyGroupInput, required: true }) },
    resolve: (_root, { input }, { app, caller }) => joinFamilyGroup(app, caller, input),
  }),
  addSharedExpense: t.field({
    type: FamilyGroup,
    args: { input: t.arg({ type: AddSharedExpenseInput, required: true }) },
    async resolve(_root, { input: { groupId, ...rest } }, { app, caller }) {
      await addSharedExpense(app, caller, String(groupId), rest);
      return familyGroup(app, caller, String(groupId));
    },
  }),
}));
