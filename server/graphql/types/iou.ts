// The Iou type (money lent or borrowed) and the per-person nets, with the queries and mutations that return them.
import { iouFields } from '../../../events/iou/fields.ts';
import type { IouRow } from '../../../projections/ious/row.ts';
import { changeIou, deleteIou, recordIou, repayIou } from '../../commands/ious.ts';
import type { PersonNet } from '../../../domain/iouNets.ts';
import { iouPeople, ious } from '../../queries/ious.ts';
import { builder } from '../builder.ts';
import { inputFields, objectFields } from '../fieldTypes.ts';

const Iou = builder.objectRef<IouRow>('Iou').implement({
  description: 'Money the caller lent to or borrowed from a named person.',
  fields: (t) => objectFields(t, iouFields),
});

const IouPerson = builder.objectRef<PersonNet>('IouPerson').implement({
  fields: (t) => ({
    person: t.exposeString('person'),
    currency: t.exposeString('currency'),
    net: t.expose('net', { type: 'Decimal', description: 'Outstanding lent minus outstanding borrowed: positive when they owe you.' }),
  }),
});

const RecordIouInput = builder.inputType('RecordIouInput', {
  fields: (t) => ({
    id: t.id({ required: false, description: 'Minted by the client so that a retry is recognised.' }),
    commandId: t.id({ required: false }),
    userId: t.id({ required: false, description: "The caller's own id, or left out." }),
    ...inputFields(t, iouFields, 'record'),
  }),
});

const ChangeIouInput = builder.inputType('ChangeIouInput', {
  fields: (t) => ({ id: t.id({ required: true }), commandId: t.id({ required: false }), ...inputFields(t, iouFields, 'change') }),
});

const RepayIouInput = builder.inputType('RepayIouInput', {
  fields: (t) => ({
    iouId: t.id({ required: true }),
    id: t.id({ required: false, description: "The repayment's own id, minted by the client so that a retry is recognised." }),
    commandId: t.id({ required: false }),
    amount: t.string({ required: true }),
    date: t.string({ required: false }),
  }),
});

const DeleteIouInput = builder.inputType('DeleteIouInput', {
  fields: (t) => ({ id: t.id({ required: true }), commandId: t.id({ required: false }) }),
});

builder.queryFields((t) => ({
  ious: t.field({ type: [Iou], description: "The caller's money lent and borrowed, open first.", resolve: (_root, _args, { app, caller }) => ious(app, caller) }),
  iouPeople: t.field({ type: [IouPerson], resolve: (_root, _args, { app, caller }) => iouPeople(app, caller) }),
}));

builder.mutationFields((t) => ({
  recordIou: t.field({
    type: Iou,
    args: { input: t.arg({ type: RecordIouInput, required: true }) },
    resolve: async (_root, { input }, { app, caller }) => (await recordIou(app, caller, input)).iou,
  }),
  changeIou: t.field({
    type: Iou,
    args: { input: t.arg({ type: ChangeIouInput, required: true }) },
    resolve: (_root, { input: { id, ...changes } }, { app, caller }) => changeIou(app, caller, String(id), changes),
  }),
  repayIou: t.field({
    type: Iou,
    args: { input: t.arg({ type: RepayIouInput, required: true }) },
    resolve: async (_root, { input: { iouId, ...repayment } }, { app, caller }) => (await repayIou(app, caller, String(iouId), repayment)).iou,
  }),
  deleteIou: t.field({
    type: 'ID',
    description: "Deletes one of the caller's IOUs and answers its id.",
    args: { input: t.arg({ type: DeleteIouInput, required: true }) },
    async resolve(_root, { input: { id, ...rest } }, { app, caller }) {
      await deleteIou(app, caller, String(id), rest);
      return id;
    },
  }),
}));
