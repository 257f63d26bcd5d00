// The Budgets tab: each budget's spent against its amount with a coloured bar and icon, an add form
// (threshold entered in percent, sent as a fraction), edit of amount and threshold, and delete.
import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { BUDGET_CATEGORIES, BUDGET_PERIODS } from '../../../domain/ownedItems.ts';
import { SUPPORTED_CURRENCIES } from '../../../domain/currencies.ts';
import { formatMoney } from '../format/money.ts';
import { toast } from '../ui/toast.tsx';
import { usePreferences } from '../user/preferences.ts';
import { graphql } from '../gql/index.ts';
import type { BudgetsQuery } from '../gql/graphql.ts';
import { rememberLevels } from './budgetAlerts.ts';
import { colourOf, iconOf } from './budgetLevel.ts';
import { messages } from './messages.ts';
import { attempt, Card, DeleteButton, formValues, SelectInput, SubmitButton, TextInput, useServerData } from './parts.tsx';
import { categoryName } from '../format/categories.ts';
import { t, tValue } from '../i18n/index.ts';

const BAR = { green: 'bg-emerald-500', yellow: 'bg-amber-400', red: 'bg-red-600' };
const ICON = { warning: '⚠️', alert: '🚨' };

const Budgets = graphql(`
  query Budgets {
    budgets { id name category period budgetAmount currency alertThreshold spentAmount percent }
  }
`);

const CreateBudget = graphql(`
  mutation CreateBudget($input: BudgetInput!) {
    createBudget(input: $input) { id }
  }
`);

const ChangeBudget = graphql(`
  mutation ChangeBudget($id: ID!, $input: BudgetChanges!) {
    changeBudget(id: $id, input: $input) { id }
  }
`);

const DeleteBudget = graphql(`
  mutation DeleteBudget($id: ID!) {
    deleteBudget(id: $id)
  }
`);

type Budget = BudgetsQuery['budgets'][number];

function BudgetCard({ budget, reload }: { budget: Budget; reload: () => void }) {
  const [editing, setEditing] = useState(false);
  const [change] = useMutation(ChangeBudget);
  const [remove] = useMutation(DeleteBudget);
  const colour = colourOf(budget.percent);
  const icon = iconOf(budget.percent);
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { budgetAmount = '', threshold = '' } = formValues(event.currentTarget);
    setEditing(false);
    void attempt(() => change({ variables: { id: budget.id, input: { budgetAmount, alertThreshold: Number(threshold) / 100 } } }),
      { title: t(messages.budgets.updated) }, reload);
  };
  return (
    <Card>
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-slate-900">
            {icon && <span role="img" aria-label={icon} className="mr-1">{ICON[icon]}</span>}
            {budget.name} <span className="text-sm font-normal text-slate-500">· {categoryName(budget.category)} · {tValue(messages.budgets.periods, budget.period)}</span>
          </p>
          <p className="text-sm text-slate-700 tabular-nums">
            {t(messages.budgets.spent, { spent: formatMoney(budget.spentAmount, budget.currency), budget: formatMoney(budget.budgetAmount, budget.currency) })} ({budget.percent}%)
          </p>
        </div>
        <button type="button" onClick={() => setEditing(!editing)} aria-label={t(messages.budgets.edit, { name: budget.name })}
          className="grid size-11 place-items-center rounded-full text-slate-500 hover:bg-slate-100">✎</button>
        <DeleteButton name={budget.name} onDelete={() => void attempt(() => remove({ variables: { id: budget.id } }), { title: t(messages.budgets.deleted) }, reload)} />
      </div>
      <div className="mt-2 h-2.5 rounded bg-slate-100" role="progressbar" aria-label={budget.name} aria-valuemin={0} aria-valuemax={100}
        aria-valuenow={Math.min(100, budget.percent)} aria-valuetext={`${budget.percent}%`} data-colour={colour}>
        <div className={`h-2.5 rounded ${BAR[colour]}`} style={{ width: `${Math.min(100, budget.percent)}%` }} />
      </div>
      {editing && (
        <form onSubmit={save} className="mt-3 grid grid-cols-2 gap-2">
          <TextInput label={t(messages.budgets.amount)} name="budgetAmount" type="number" step="0.01" defaultValue={budget.budgetAmount} />
          <TextInput label={t(messages.budgets.threshold)} name="threshold" type="number" defaultValue={String(Math.round(budget.alertThreshold * 100))} />
          <div className="col-span-2"><SubmitButton>{t(messages.budgets.save)}</SubmitButton></div>
        </form>
      )}
    </Card>
  );
}

export function BudgetsTab() {
  const { currency } = usePreferences();
  const { data, reload } = useServerData(Budgets, t(messages.budgets.fetchFailed));
  const [create] = useMutation(CreateBudget);
  const budgets = data?.budgets;
  // What the list shows is what the person has seen: no alert toast for these levels.
  useEffect(() => {
    if (budgets !== undefined) rememberLevels(budgets);
  }, [budgets]);
  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const { name = '', category = '', budgetAmount = '', currency: chosen = currency, period = 'monthly', threshold = '' } = formValues(form);
    if (!name || !category || !budgetAmount) {
      toast({ title: t(messages.required), variant: 'destructive' });
      return;
    }
    const alertThreshold = threshold === '' ? 0.8 : Number(threshold) / 100;
    void attempt(async () => {
      await create({ variables: { input: { name, category, budgetAmount, currency: chosen, period, alertThreshold, commandId: crypto.randomUUID() } } });
      form.reset();
    }, { title: t(messages.budgets.created) }, reload);
  };
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3" aria-label={t(messages.tabs.budgets)}>
        {budgets?.map((budget) => <BudgetCard key={budget.id} budget={budget} reload={reload} />)}
      </ul>
      {budgets?.length === 0 && <p className="text-slate-600">{t(messages.budgets.empty)}</p>}
      <form onSubmit={add} noValidate className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <h2 className="font-semibold text-slate-800">{t(messages.budgets.add)}</h2>
        <TextInput label={t(messages.budgets.name)} name="name" />
        <SelectInput label={t(messages.budgets.category)} name="category" options={['', ...BUDGET_CATEGORIES]} optionName={categoryName} defaultValue="" />
        <div className="grid grid-cols-2 gap-2">
          <TextInput label={t(messages.budgets.amount)} name="budgetAmount" type="number" step="0.01" />
          <SelectInput label={t(messages.currency)} name="currency" options={SUPPORTED_CURRENCIES} defaultValue={currency} />
        </div>
        <div className="grid grid-cols-2 gap-2">
          <SelectInput label={t(messages.budgets.period)} name="period" options={BUDGET_PERIODS} optionName={(period) => tValue(messages.budgets.periods, period)} defaultValue="monthly" />
          <TextInput label={t(messages.budgets.threshold)} name="threshold" type="number" defaultValue="80" />
        </div>
        <SubmitButton>{t(messages.budgets.add)}</SubmitButton>
      </form>
    </div>
  );
}
