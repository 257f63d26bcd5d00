// Bills that repeat: what is due (each occurrence, with every overdue one) and paying one, over the
// same functions as REST's /api/subscriptions/due and /api/subscriptions/{id}/pay.
import { paySubscription, recordDueBills } from '../../commands/subscriptionPayments.ts';
import { subscriptionApi } from '../../commands/insightItems.ts';
import type { DueBill } from '../../queries/subscriptionsDue.ts';
import { dueSubscriptions } from '../../queries/subscriptionsDue.ts';
import { builder } from '../builder.ts';
import { Expense } from './expense.ts';
import { SubscriptionType } from './insights.ts';

const DueBillType = builder.objectRef<DueBill>('DueBill').implement({
  description: "One occurrence of an active subscription, unpaid, due within the days asked or overdue (by the caller's day).",
  fields: (t) => ({
    subscriptionId: t.exposeID('subscriptionId'),
    name: t.exposeString('name'),
    dueDate: t.expose('dueDate', { type: 'Date' }),
    amount: t.expose('amount', { type: 'Decimal' }),
    currency: t.exposeString('currency'),
    overdue: t.exposeBoolean('overdue'),
    category: t.exposeString('category', { description: 'The expense category its payment is recorded under.' }),
  }),
});

type Payment = Awaited<ReturnType<typeof paySubscription>>;

const PaymentType = builder.objectRef<Omit<Payment, 'subscription'> & { subscription: Awaited<ReturnType<typeof subscriptionApi.present>>[number] }>(
  'SubscriptionPayment',
).implement({
  fields: (t) => ({
    subscription: t.field({ type: SubscriptionType, resolve: (payment) => payment.subscription }),
    expense: t.field({ type: Expense, nullable: true, description: 'The expense that records it (null if since deleted).', resolve: (payment) => payment.expense }),
    recorded: t.exposeBoolean('recorded', { description: 'False when the occurrence was already paid: nothing more was recorded.' }),
  }),
});

const PayInput = builder.inputType('PaySubscriptionInput', {
  fields: (t) => ({
    dueDate: t.string({ required: true }),
    commandId: t.id({ required: false }),
    paidAt: t.string({ required: false }),
  }),
});

builder.queryFields((t) => ({
  dueSubscriptions: t.field({
    type: [DueBillType],
    args: { days: t.arg.int({ required: false, description: 'How many days ahead (0–366); 7 when left out.' }) },
    resolve: (_root, { days }, { app, caller }) => dueSubscriptions(app, caller, { days }),
  }),
}));

builder.mutationFields((t) => ({
  recordDueBills: t.field({
    type: [Expense],
    description: 'Records, once each, the occurrences whose day has come of the bills set to record automatically; answers the expenses recorded now.',
    resolve: (_root, _args, { app, caller }) => recordDueBills(app, caller),
  }),
  paySubscription: t.field({
    type: PaymentType,
    description: 'Records one occurrence as an expense, once, and moves the billing date on one cycle.',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: PayInput, required: true }) },
    async resolve(_root, { id, input }, { app, caller }) {
      const payment = await paySubscription(app, caller, String(id), input);
      const [subscription] = await subscriptionApi.present(app, caller, [payment.subscription]);
      if (!subscription) throw new Error(`Subscription ${id} could not be shown`);
      return { ...payment, subscription };
    },
  }),
}));
