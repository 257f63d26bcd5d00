// The importMessages mutation and its answer: payment messages become expenses (issue 17).
import { importMessages } from '../../commands/imports.ts';
import type { ImportResult } from '../../commands/imports.ts';
import { builder } from '../builder.ts';
import { Expense } from './expense.ts';

type Duplicate = ImportResult['duplicates'][number];
type Reversal = ImportResult['reversed'][number];
type Skipped = ImportResult['skipped'][number];
type NotUnderstood = ImportResult['notUnderstood'][number];

const ImportDuplicate = builder.objectRef<Duplicate>('ImportDuplicate').implement({
  description: 'A message already recorded (before, or earlier in the same text), with the expenses it gave.',
  fields: (t) => ({
    message: t.exposeInt('message', { description: '0-based index of the message in the text.' }),
    text: t.exposeString('text'),
    expenseIds: t.exposeIDList('expenseIds'),
  }),
});

const ImportReversal = builder.objectRef<Reversal>('ImportReversal').implement({
  description: 'A reversal message and the expenses (the payment and its fee) it removed.',
  fields: (t) => ({
    message: t.exposeInt('message'),
    text: t.exposeString('text'),
    reference: t.exposeString('reference'),
    expenseIds: t.exposeIDList('expenseIds'),
  }),
});

const ImportSkipped = builder.objectRef<Skipped>('ImportSkipped').implement({
  description: 'A message that records nothing, and why (received, failed, otp, balance, promotion, …).',
  fields: (t) => ({
    message: t.exposeInt('message'),
    text: t.exposeString('text'),
    reason: t.exposeString('reason'),
  }),
});

const ImportNotUnderstood = builder.objectRef<NotUnderstood>('ImportNotUnderstood').implement({
  description: 'A message with money in it that no known wording reads: recorded only if the person adds it by hand.',
  fields: (t) => ({
    message: t.exposeInt('message'),
    text: t.exposeString('text'),
    amount: t.exposeString('amount', { nullable: true, description: 'The first amount with a currency mark, exact decimal.' }),
    currency: t.exposeString('currency', { nullable: true }),
    spentAt: t.exposeString('spentAt', { nullable: true, description: 'The date the message states, ISO instant.' }),
  }),
});

const ImportResultRef = builder.objectRef<ImportResult>('ImportResult').implement({
  fields: (t) => ({
    imported: t.expose('imported', { type: [Expense] }),
    duplicates: t.expose('duplicates', { type: [ImportDuplicate] }),
    reversed: t.expose('reversed', { type: [ImportReversal] }),
    skipped: t.expose('skipped', { type: [ImportSkipped] }),
    notUnderstood: t.expose('notUnderstood', { type: [ImportNotUnderstood] }),
  }),
});

// Plain strings: the application validates them, so both transports report the same errors.
const ImportChoiceInput = builder.inputType('ImportChoiceInput', {
  fields: (t) => ({
    message: t.int({ required: true, description: '0-based index of the message in the text.' }),
    role: t.string({ required: true, description: 'payment or fee' }),
    include: t.boolean({ required: false, description: 'Defaults to true.' }),
    category: t.string({ required: false }),
  }),
});

builder.mutationFields((t) => ({
  importMessages: t.field({
    type: ImportResultRef,
    description: 'Records the payments in pasted or shared payment messages, each exactly once; dryRun records nothing.',
    args: {
      text: t.arg.string({ required: true }),
      dryRun: t.arg.boolean({ required: false }),
      choices: t.arg({ type: [ImportChoiceInput], required: false }),
    },
    resolve: (_root, { text, dryRun, choices }, { app, caller }) =>
      importMessages(app, caller, {
        text,
        dryRun: dryRun ?? undefined,
        choices: choices?.map(({ message, role, include, category }) => ({
          message, role, include: include ?? undefined, category: category ?? undefined,
        })),
      }),
  }),
}));
