// The Subscriptions tab: the monthly total of the active ones, each with its billing badge (worked
// out by the server in the person's time zone), cancel when it can be cancelled, remove, and add.
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { FormEvent } from 'react';
import { refreshBills } from '../offline/bills.ts';
import { BILLING_CYCLES, SUBSCRIPTION_CATEGORIES } from '../../../domain/ownedItems.ts';
import { formatMoney } from '../format/money.ts';
import { toast } from '../ui/toast.tsx';
import { usePreferences } from '../user/preferences.ts';
import { graphql } from '../gql/index.ts';
import type { SubscriptionsQuery } from '../gql/graphql.ts';
import { messages } from './messages.ts';
import { attempt, Card, DeleteButton, formValues, SelectInput, SubmitButton, TextInput, useServerData } from './parts.tsx';
import { t, tValue } from '../i18n/index.ts';


const Subscriptions = graphql(`
  query Subscriptions {
    subscriptions { id name amount currency billingCycle nextBillingDate isActive canCancel billingStatus daysUntilBilling }
    subscriptionsTotal { currency monthlyTotal }
  }
`);

const CreateSubscription = graphql(`
  mutation CreateSubscription($input: SubscriptionInput!) {
    createSubscription(input: $input) { id }
  }
`);

const CancelSubscription = graphql(`
  mutation CancelSubscription($id: ID!) {
    changeSubscription(id: $id, input: { isActive: false }) { id }
  }
`);

const DeleteSubscription = graphql(`
  mutation DeleteSubscription($id: ID!) {
    deleteSubscription(id: $id)
  }
`);

type Subscription = SubscriptionsQuery['subscriptions'][number];

function Badge({ item }: { item: Subscription }) {
  const days = item.daysUntilBilling ?? 0;
  const badges: Record<string, [string, string]> = {
    none: [t(messages.subscriptions.badge.none), 'bg-blue-100 text-blue-800'],
    overdue: [t(messages.subscriptions.badge.overdue), 'bg-red-100 text-red-800'],
    today: [t(messages.subscriptions.badge.today), 'bg-amber-100 text-amber-900'],
    tomorrow: [t(messages.subscriptions.badge.tomorrow), 'bg-amber-100 text-amber-900'],
    soon: [t(messages.subscriptions.badge.soon, { days }), days <= 3 ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-800'],
    later: [item.nextBillingDate ?? '', 'bg-emerald-100 text-emerald-800'],
  };
  // The schema types the status as a string: one this build does not know yet gets no badge.
  const badge = badges[item.billingStatus];
  if (badge === undefined) return null;
  const [label, tone] = badge;
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>{label}</span>;
}

function Row({ item, reload }: { item: Subscription; reload: () => void }) {
  const [cancel] = useMutation(CancelSubscription);
  const [remove] = useMutation(DeleteSubscription);
  return (
    <Card muted={!item.isActive}>
      <div className="flex items-center gap-2">
        <div className="min-w-0 flex-1">
          <p className={`font-medium ${item.isActive ? '' : 'line-through'}`}>{item.name}</p>
          <p className="text-sm text-slate-600 tabular-nums">{formatMoney(item.amount, item.currency)} · {tValue(messages.subscriptions.cycles, item.billingCycle)}</p>
          {item.isActive && <Badge item={item} />}
        </div>
        {item.isActive && item.canCancel && (
          <button type="button" className="min-h-11 rounded-lg bg-slate-200 px-3 text-sm font-medium"
            onClick={() => void attempt(() => cancel({ variables: { id: item.id } }), { title: t(messages.subscriptions.cancelled.title), description: t(messages.subscriptions.cancelled.description) }, reload)}>
            {t(messages.subscriptions.cancel)}
          </button>
        )}
        <DeleteButton name={item.name} onDelete={() => void attempt(() => remove({ variables: { id: item.id } }), { title: t(messages.subscriptions.removed) }, reload)} />
      </div>
    </Card>
  );
}

export function SubscriptionsTab() {
  const { currency } = usePreferences();
  const { data, reload: reloadList } = useServerData(Subscriptions, t(messages.subscriptions.fetchFailed));
  // Every change here may change what is due: Home's strip reads the phone's copy, pulled again with the list.
  const reload = useCallback(() => {
    reloadList();
    void refreshBills().catch(() => undefined);
  }, [reloadList]);
  const [create] = useMutation(CreateSubscription);
  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const { name = '', amount = '', billingCycle = 'monthly', nextBillingDate = '', category = 'subscription', autoRecord } = formValues(form);
    if (!name || !amount) {
      toast({ title: t(messages.required), variant: 'destructive' });
      return;
    }
    void attempt(async () => {
      await create({ variables: { input: {
        name, amount, currency, billingCycle, category, autoRecord: autoRecord === 'on', ...(nextBillingDate && { nextBillingDate }), commandId: crypto.randomUUID(),
      } } });
      form.reset();
    }, { title: t(messages.subscriptions.added) }, reload);
  };
  const active = data?.subscriptions.filter((item) => item.isActive) ?? [];
  const cancelled = data?.subscriptions.filter((item) => !item.isActive) ?? [];
  return (
    <div className="flex flex-col gap-4">
      {data && (
        <section className="rounded-2xl bg-brand-700 p-4 text-white">
          <h2 className="text-sm font-medium opacity-90">{t(messages.subscriptions.monthly)}</h2>
          <p data-testid="monthly-total" className="text-3xl font-bold tabular-nums">{formatMoney(data.subscriptionsTotal.monthlyTotal, data.subscriptionsTotal.currency)}</p>
        </section>
      )}
      <ul className="flex flex-col gap-2" aria-label={t(messages.tabs.subscriptions)}>
        {active.map((item) => <Row key={item.id} item={item} reload={reload} />)}
      </ul>
      {cancelled.length > 0 && (
        <section aria-labelledby="cancelled-title">
          <h2 id="cancelled-title" className="mb-2 font-semibold text-slate-600">{t(messages.subscriptions.cancelledSection)}</h2>
          <ul className="flex flex-col gap-2">{cancelled.map((item) => <Row key={item.id} item={item} reload={reload} />)}</ul>
        </section>
      )}
      <form onSubmit={add} noValidate className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <h2 className="font-semibold text-slate-800">{t(messages.subscriptions.add)}</h2>
        <TextInput label={t(messages.subscriptions.name)} name="name" />
        <div className="grid grid-cols-2 gap-2">
          <TextInput label={t(messages.subscriptions.amount)} name="amount" type="number" step="0.01" />
          <SelectInput label={t(messages.subscriptions.cycle)} name="billingCycle" options={BILLING_CYCLES} optionName={(cycle) => tValue(messages.subscriptions.cycles, cycle)} defaultValue="monthly" />
        </div>
        <div className="grid grid-cols-2 gap-2">
          <TextInput label={t(messages.subscriptions.next)} name="nextBillingDate" type="date" />
          <SelectInput label={t(messages.subscriptions.category)} name="category" options={SUBSCRIPTION_CATEGORIES} optionName={(category) => tValue(messages.subscriptions.categories, category)} />
        </div>
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800">
          <input type="checkbox" name="autoRecord" className="size-5 accent-brand-700" />
          {t(messages.subscriptions.autoRecord)}
        </label>
        <SubmitButton>{t(messages.subscriptions.add)}</SubmitButton>
      </form>
    </div>
  );
}
