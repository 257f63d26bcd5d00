// The SavingsGroup type (issue 34: its members, rounds, loans, totals, statements, activity and
// share-out plan) with the queries that return it. Every field reads through the same functions as REST.
import type { ActivityLine, GroupEntry } from '../../../domain/savingsGroups/book.ts';
import type { MemberStatement, RoundView, ShareOutPlan } from '../../../domain/savingsGroups/statements.ts';
import type { SavingsGroupView } from '../../queries/savingsGroups.ts';
import { groupActivity, memberStatement, savingsGroup, savingsGroups, shareOutPreview } from '../../queries/savingsGroups.ts';
import { builder } from '../builder.ts';

interface FlatRules {
  contribution: string | null; frequency: string | null; firstDueDate: string | null; lateFine: string | null;
  sharePrice: string | null; maxSharesPerMeeting: number | null; socialFundPerMeeting: string | null;
  loanLimitMultiple: number | null; monthlyInterestPercent: string | null;
}
const NO_RULES: FlatRules = {
  contribution: null, frequency: null, firstDueDate: null, lateFine: null, sharePrice: null, maxSharesPerMeeting: null,
  socialFundPerMeeting: null, loanLimitMultiple: null, monthlyInterestPercent: null,
};

const SavingsGroupRules = builder.objectRef<FlatRules>('SavingsGroupRules').implement({
  description: "A group's rules: a rotating group's contribution, frequency, first due date and late fine; an accumulating group's share price and loan terms. The other kind's fields are null.",
  fields: (t) => ({
    contribution: t.expose('contribution', { type: 'Decimal', nullable: true }),
    frequency: t.exposeString('frequency', { nullable: true, description: 'weekly, fortnightly or monthly.' }),
    firstDueDate: t.expose('firstDueDate', { type: 'Date', nullable: true }),
    lateFine: t.expose('lateFine', { type: 'Decimal', nullable: true }),
    sharePrice: t.expose('sharePrice', { type: 'Decimal', nullable: true }),
    maxSharesPerMeeting: t.exposeInt('maxSharesPerMeeting', { nullable: true }),
    socialFundPerMeeting: t.expose('socialFundPerMeeting', { type: 'Decimal', nullable: true }),
    loanLimitMultiple: t.exposeInt('loanLimitMultiple', { nullable: true }),
    monthlyInterestPercent: t.exposeString('monthlyInterestPercent', { nullable: true }),
  }),
});

const SavingsGroupMember = builder.objectRef<SavingsGroupView['members'][number]>('SavingsGroupMember').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    phone: t.exposeString('phone', { nullable: true }),
    role: t.exposeString('role', { description: 'chair, treasurer, secretary or member.' }),
    linked: t.exposeBoolean('linked', { description: 'Whether a Sauti user joined as this member.' }),
    arrears: t.expose('arrears', { type: 'Decimal' }),
    dueRound: t.int({ nullable: true, description: "The round of this meeting (rotating).", resolve: (member) => member.due.round }),
    dueAmount: t.field({ type: 'Decimal', description: 'Still due for this round (rotating).', resolve: (member) => member.due.amount }),
    dueShares: t.int({ description: 'Shares usually bought at a meeting (accumulating).', resolve: (member) => member.due.shares }),
    dueSocial: t.field({ type: 'Decimal', description: 'Social fund due at a meeting.', resolve: (member) => member.due.social }),
  }),
});

const SavingsGroupRound = builder.objectRef<RoundView>('SavingsGroupRound').implement({
  fields: (t) => ({
    round: t.exposeInt('round'),
    dueDate: t.expose('dueDate', { type: 'Date' }),
    recipientMemberId: t.exposeID('recipientMemberId', { nullable: true }),
    collected: t.expose('collected', { type: 'Decimal' }),
    paidOut: t.exposeBoolean('paidOut'),
  }),
});

const SavingsGroupLoan = builder.objectRef<SavingsGroupView['loans'][number]>('SavingsGroupLoan').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    memberId: t.exposeID('memberId'),
    months: t.exposeInt('months'),
    date: t.expose('date', { type: 'Date' }),
    dueDate: t.expose('dueDate', { type: 'Date' }),
    principal: t.expose('principal', { type: 'Decimal' }),
    interest: t.expose('interest', { type: 'Decimal' }),
    owed: t.expose('owed', { type: 'Decimal' }),
  }),
});

const SavingsGroupTotals = builder.objectRef<SavingsGroupView['totals']>('SavingsGroupTotals').implement({
  fields: (t) => ({
    loanFund: t.expose('loanFund', { type: 'Decimal' }),
    socialFund: t.expose('socialFund', { type: 'Decimal' }),
    sharesTotal: t.exposeInt('sharesTotal'),
    loansOutstanding: t.expose('loansOutstanding', { type: 'Decimal' }),
    interestEarned: t.expose('interestEarned', { type: 'Decimal' }),
    finesTotal: t.expose('finesTotal', { type: 'Decimal' }),
    shareValue: t.exposeString('shareValue', { nullable: true, description: 'Loan fund ÷ shares, 4 decimals (accumulating).' }),
  }),
});

const GroupEntryRef = builder.objectRef<GroupEntry>('GroupEntry').implement({
  fields: (t) => ({
    id: t.exposeID('entryId'),
    cycle: t.exposeInt('cycle'),
    type: t.exposeString('type'),
    memberId: t.exposeID('memberId'),
    amount: t.expose('amount', { type: 'Decimal' }),
    shares: t.exposeInt('shares', { nullable: true }),
    round: t.exposeInt('round', { nullable: true }),
    months: t.exposeInt('months', { nullable: true }),
    loanId: t.exposeID('loanId', { nullable: true }),
    reason: t.exposeString('reason', { nullable: true }),
    date: t.expose('date', { type: 'Date' }),
  }),
});

const GroupStatement = builder.objectRef<MemberStatement>('GroupStatement').implement({
  fields: (t) => ({
    memberId: t.exposeID('memberId'),
    entries: t.field({ type: [GroupEntryRef], resolve: (statement) => statement.entries }),
    ...Object.fromEntries((['saved', 'contributed', 'sharesValue', 'social', 'grants', 'loansTaken', 'repaid', 'loanOutstanding', 'interestPaid', 'fines', 'received', 'finesOwed', 'owes', 'arrears'] as const)
      .map((key) => [key, t.expose(key, { type: 'Decimal' })])),
    shares: t.exposeInt('shares'),
  }),
});

const GroupActivity = builder.objectRef<ActivityLine & { recordedByName: string | null }>('GroupActivity').implement({
  description: 'One line of the book: an entry, a correction (with its reason) or a share-out, with who wrote it and when.',
  fields: (t) => ({
    kind: t.exposeString('kind', { description: 'entry, correction or shareOut.' }),
    id: t.id({ resolve: (line) => (line.kind === 'entry' ? line.entryId : line.kind === 'correction' ? line.correctionId : line.shareOutId) }),
    entryId: t.id({ nullable: true, resolve: (line) => (line.kind === 'shareOut' ? null : line.entryId) }),
    type: t.string({ nullable: true, resolve: (line) => (line.kind === 'entry' ? line.type : null) }),
    memberId: t.id({ nullable: true, resolve: (line) => (line.kind === 'shareOut' ? null : line.memberId) }),
    amount: t.field({ type: 'Decimal', nullable: true, resolve: (line) => (line.kind === 'entry' ? line.amount : line.kind === 'correction' ? line.amount : line.total) }),
    shares: t.int({ nullable: true, resolve: (line) => (line.kind === 'shareOut' ? null : line.shares) }),
    reason: t.string({ nullable: true, resolve: (line) => (line.kind === 'shareOut' ? null : line.reason) }),
    reversed: t.boolean({ resolve: (line) => line.kind === 'correction' && line.reversed }),
    date: t.field({ type: 'Date', nullable: true, resolve: (line) => line.date }),
    recordedAt: t.field({ type: 'DateTime', resolve: (line) => line.recordedAt }),
    recordedByName: t.exposeString('recordedByName', { nullable: true }),
  }),
});

const GroupSaving = builder.objectRef<SavingsGroupView['mySavings'][number]>('GroupSaving').implement({
  description: 'A line of the caller\'s own savings in the group: a contribution or shares (positive), a pot received (negative).',
  fields: (t) => ({ amount: t.expose('amount', { type: 'Decimal' }), date: t.expose('date', { type: 'Date' }) }),
});

const ShareOutPayout = builder.objectRef<ShareOutPlan['payouts'][number]>('ShareOutPayout').implement({
  fields: (t) => ({ memberId: t.exposeID('memberId'), shares: t.exposeInt('shares'), amount: t.expose('amount', { type: 'Decimal' }) }),
});

const ShareOutPlanRef = builder.objectRef<ShareOutPlan>('ShareOutPlan').implement({
  fields: (t) => ({
    shareValue: t.exposeString('shareValue'),
    total: t.expose('total', { type: 'Decimal' }),
    payouts: t.field({ type: [ShareOutPayout], resolve: (plan) => plan.payouts }),
  }),
});

export const SavingsGroup = builder.objectRef<SavingsGroupView>('SavingsGroup').implement({
  description: 'A savings group (chama, VSLA, stokvel, tontine…) the caller is a linked member of.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    kind: t.exposeString('kind', { description: 'rotating or accumulating.' }),
    currency: t.exposeString('currency'),
    rules: t.field({ type: SavingsGroupRules, resolve: (group): FlatRules => ({ ...NO_RULES, ...group.rules }) }),
    inviteCode: t.exposeString('inviteCode', { nullable: true, description: 'Shown to officials only.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    cycle: t.exposeInt('cycle'),
    members: t.field({ type: [SavingsGroupMember], resolve: (group) => group.members }),
    payoutOrder: t.idList({ nullable: true, resolve: (group) => group.payoutOrder }),
    rounds: t.field({ type: [SavingsGroupRound], resolve: (group) => group.rounds }),
    loans: t.field({ type: [SavingsGroupLoan], resolve: (group) => group.loans }),
    totals: t.field({ type: SavingsGroupTotals, resolve: (group) => group.totals }),
    myMemberId: t.id({ resolve: (group) => group.me.memberId }),
    myRole: t.string({ resolve: (group) => group.me.role }),
    nextDueDate: t.field({ type: 'Date', nullable: true, resolve: (group) => group.nextDueDate }),
    youOwe: t.expose('youOwe', { type: 'Decimal', description: 'What the caller owes the group today.' }),
    mySavings: t.field({ type: [GroupSaving], description: 'The caller\'s own part this cycle, counted in their savings total.', resolve: (group) => group.mySavings }),
    statement: t.field({
      type: GroupStatement,
      args: { memberId: t.arg.id({ required: true }) },
      resolve: (group, { memberId }, { app, caller }) => memberStatement(app, caller, group.id, String(memberId)),
    }),
    activity: t.field({ type: [GroupActivity], description: 'Newest first.', resolve: (group, _args, { app, caller }) => groupActivity(app, caller, group.id) }),
    shareOutPlan: t.field({ type: ShareOutPlanRef, resolve: (group, _args, { app, caller }) => shareOutPreview(app, caller, group.id) }),
  }),
});

builder.queryFields((t) => ({
  savingsGroups: t.field({ type: [SavingsGroup], resolve: (_root, _args, { app, caller }) => savingsGroups(app, caller) }),
  savingsGroup: t.field({
    type: SavingsGroup,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { app, caller }) => savingsGroup(app, caller, String(id)),
  }),
}));
