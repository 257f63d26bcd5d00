// The savings group mutations (issue 34), each answering the group as it now reads; the inputs
// mirror REST's bodies and are checked by the same zod schemas (server/commands/savingsGroupInput.ts).
import {
  addGroupMember, correctGroupEntry, createSavingsGroup, drawPayoutOrder, joinSavingsGroup, recordGroupEntry, setPayoutOrder, shareOut,
} from '../../commands/savingsGroups.ts';
import { savingsGroup } from '../../queries/savingsGroups.ts';
import { builder } from '../builder.ts';
import { SavingsGroup } from './savingsGroup.ts';

const SavingsGroupRulesInput = builder.inputType('SavingsGroupRulesInput', {
  description: 'rotating: contribution, frequency, firstDueDate, lateFine?; accumulating: sharePrice, maxSharesPerMeeting?, socialFundPerMeeting?, loanLimitMultiple?, monthlyInterestPercent.',
  fields: (t) => ({
    contribution: t.string({ required: false }),
    frequency: t.string({ required: false }),
    firstDueDate: t.string({ required: false }),
    lateFine: t.string({ required: false }),
    sharePrice: t.string({ required: false }),
    maxSharesPerMeeting: t.int({ required: false }),
    socialFundPerMeeting: t.string({ required: false }),
    loanLimitMultiple: t.int({ required: false }),
    monthlyInterestPercent: t.string({ required: false }),
  }),
});

const CreateSavingsGroupInput = builder.inputType('CreateSavingsGroupInput', {
  fields: (t) => ({
    commandId: t.id({ required: false }),
    name: t.string({ required: true }),
    kind: t.string({ required: true, description: 'rotating or accumulating.' }),
    currency: t.string({ required: true }),
    rules: t.field({ type: SavingsGroupRulesInput, required: true }),
    chairName: t.string({ required: false, description: "The creator's name in the book; Chair when left out." }),
  }),
});

const AddGroupMemberInput = builder.inputType('AddGroupMemberInput', {
  fields: (t) => ({
    groupId: t.id({ required: true }),
    commandId: t.id({ required: false }),
    id: t.id({ required: false, description: 'Minted by the client so that a retry is recognised.' }),
    name: t.string({ required: true }),
    phone: t.string({ required: false }),
    role: t.string({ required: false, description: 'treasurer, secretary or member (the default).' }),
  }),
});

const JoinSavingsGroupInput = builder.inputType('JoinSavingsGroupInput', {
  fields: (t) => ({
    commandId: t.id({ required: false }),
    inviteCode: t.string({ required: true }),
    memberId: t.id({ required: false, description: 'The member row that is the caller; a new one when left out.' }),
    name: t.string({ required: false }),
  }),
});

const SetPayoutOrderInput = builder.inputType('SetPayoutOrderInput', {
  fields: (t) => ({ groupId: t.id({ required: true }), commandId: t.id({ required: false }), memberIds: t.idList({ required: true }) }),
});

const GroupCommandInput = builder.inputType('GroupCommandInput', {
  fields: (t) => ({ groupId: t.id({ required: true }), commandId: t.id({ required: false }), date: t.string({ required: false }) }),
});

const RecordGroupEntryInput = builder.inputType('RecordGroupEntryInput', {
  fields: (t) => ({
    groupId: t.id({ required: true }),
    commandId: t.id({ required: false }),
    id: t.id({ required: false }),
    type: t.string({ required: true, description: 'contribution, payout, shares, social, loan, repayment, fine or grant.' }),
    memberId: t.id({ required: false }),
    amount: t.string({ required: false }),
    shares: t.int({ required: false }),
    round: t.int({ required: false }),
    loanId: t.id({ required: false }),
    months: t.int({ required: false }),
    reason: t.string({ required: false }),
    date: t.string({ required: false }),
  }),
});

const CorrectGroupEntryInput = builder.inputType('CorrectGroupEntryInput', {
  fields: (t) => ({
    groupId: t.id({ required: true }),
    entryId: t.id({ required: true }),
    commandId: t.id({ required: false }),
    id: t.id({ required: false }),
    reason: t.string({ required: true }),
    amount: t.string({ required: false }),
    shares: t.int({ required: false }),
    memberId: t.id({ required: false }),
    date: t.string({ required: false }),
    reverse: t.boolean({ required: false }),
  }),
});

builder.mutationFields((t) => ({
  createSavingsGroup: t.field({
    type: SavingsGroup,
    args: { input: t.arg({ type: CreateSavingsGroupInput, required: true }) },
    resolve: async (_root, { input }, { app, caller }) => (await createSavingsGroup(app, caller, input)).group,
  }),
  addGroupMember: t.field({
    type: SavingsGroup,
    args: { input: t.arg({ type: AddGroupMemberInput, required: true }) },
    async resolve(_root, { input: { groupId, ...rest } }, { app, caller }) {
      await addGroupMember(app, caller, String(groupId), rest);
      return savingsGroup(app, caller, String(groupId));
    },
  }),
  joinSavingsGroup: t.field({
    type: SavingsGroup,
    args: { input: t.arg({ type: JoinSavingsGroupInput, required: true }) },
    resolve: (_root, { input }, { app, caller }) => joinSavingsGroup(app, caller, input),
  }),
  setPayoutOrder: t.field({
    type: SavingsGroup,
    args: { input: t.arg({ type: SetPayoutOrderInput, required: true }) },
    resolve: (_root, { input: { groupId, ...rest } }, { app, caller }) => setPayoutOrder(app, caller, String(groupId), rest),
  }),
  drawPayoutOrder: t.field({
    type: SavingsGroup,
    args: { input: t.arg({ type: GroupCommandInput, required: true }) },
    resolve: async (_root, { input: { groupId, date: _date, ...rest } }, { app, caller }) => (await drawPayoutOrder(app, caller, String(groupId), rest)).group,
  }),
  recordGroupEntry: t.field({
    type: SavingsGroup,
    args: { input: t.arg({ type: RecordGroupEntryInput, required: true }) },
    async resolve(_root, { input: { groupId, ...rest } }, { app, caller }) {
      await recordGroupEntry(app, caller, String(groupId), rest);
      return savingsGroup(app, caller, String(groupId));
    },
  }),
  correctGroupEntry: t.field({
    type: SavingsGroup,
    args: { input: t.arg({ type: CorrectGroupEntryInput, required: true }) },
    async resolve(_root, { input: { groupId, entryId, ...rest } }, { app, caller }) {
      await correctGroupEntry(app, caller, String(groupId), String(entryId), rest);
      return savingsGroup(app, caller, String(groupId));
    },
  }),
  shareOut: t.field({
    type: SavingsGroup,
    args: { input: t.arg({ type: GroupCommandInput, required: true }) },
    async resolve(_root, { input: { groupId, ...rest } }, { app, caller }) {
      await shareOut(app, caller, String(groupId), rest);
      return savingsGroup(app, caller, String(groupId));
    },
  }),
}));
