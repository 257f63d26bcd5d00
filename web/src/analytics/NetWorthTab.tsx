// The Net Worth tab: totals in the person's currency at today's rates (money lent and borrowed
// included), the history line, the way to Lent & borrowed, and the assets (with a revaluation) and
// debts with their add forms and delete.
import { useMutation } from '@apollo/client/react';
import { useReducer } from 'react';
import { Link } from 'wouter';
import type { FormEvent, ReactNode } from 'react';
import { ASSET_TYPES, DEBT_TYPES } from '../../../domain/ownedItems.ts';
import { formatMoney } from '../format/money.ts';
import { toast } from '../ui/toast.tsx';
import { usePreferences } from '../user/preferences.ts';
import { graphql } from '../gql/index.ts';
import type { AssetsQuery, DebtsQuery } from '../gql/graphql.ts';
import { HistoryChart } from './HistoryChart.tsx';
import { messages } from './messages.ts';
import { attempt, Card, DeleteButton, formValues, SelectInput, SubmitButton, TextInput, useServerData } from './parts.tsx';
import { t, tValue } from '../i18n/index.ts';
import { SCREEN_NAMES } from '../ui/screenNames.ts';

const NetWorthTotals = graphql(`
  query NetWorthTotals {
    netWorth { currency assets liquidAssets debts netWorth history { at netWorth } }
  }
`);

const Assets = graphql(`
  query Assets {
    assets { id name type value currency }
  }
`);

const Debts = graphql(`
  query Debts {
    debts { id name type amount currency }
  }
`);

const CreateAsset = graphql(`
  mutation CreateAsset($input: AssetInput!) {
    createAsset(input: $input) { id }
  }
`);

const RevalueAsset = graphql(`
  mutation RevalueAsset($id: ID!, $value: String!) {
    changeAsset(id: $id, input: { value: $value }) { id }
  }
`);

const DeleteAsset = graphql(`
  mutation DeleteAsset($id: ID!) {
    deleteAsset(id: $id)
  }
`);

const CreateDebt = graphql(`
  mutation CreateDebt($input: DebtInput!) {
    createDebt(input: $input) { id }
  }
`);

const DeleteDebt = graphql(`
  mutation DeleteDebt($id: ID!) {
    deleteDebt(id: $id)
  }
`);

type HoldingItem = AssetsQuery['assets'][number] | DebtsQuery['debts'][number];

/** An asset or a debt: name, type, amount and delete, with room below (an asset's revaluation). */
function Holding({ item, amount, onDelete, children }: { item: HoldingItem; amount: string; onDelete: () => void; children?: ReactNode }) {
  return (
    <Card>
      <div className="flex items-center gap-2">
        <p className="flex-1 font-medium">{item.name} <span className="text-sm text-slate-500">· {tValue({ ...messages.netWorth.assetTypes, ...messages.netWorth.debtTypes }, item.type)}</span></p>
        <p className="tabular-nums">{formatMoney(amount, item.currency)}</p>
        <DeleteButton name={item.name} onDelete={onDelete} />
      </div>
      {children}
    </Card>
  );
}

interface AddHoldingFormProps {
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  types: readonly string[];
  typeName: (type: string) => string;
  /** The field the amount is sent as: an asset's value, a debt's amount. */
  amount: { name: string; label: string };
  /** What only this kind asks, between the amount and the button. */
  children: ReactNode;
}

/** Adding an asset or a debt: its title, then the name, the type and the amount every holding has. */
function AddHoldingForm({ title, onSubmit, types, typeName, amount, children }: AddHoldingFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h3 className="font-semibold text-slate-800">{title}</h3>
      <TextInput label={t(messages.netWorth.name)} name="name" />
      <div className="grid grid-cols-2 gap-2">
        <SelectInput label={t(messages.netWorth.type)} name="type" options={types} optionName={typeName} />
        <TextInput label={amount.label} name={amount.name} type="number" step="0.01" />
      </div>
      {children}
      <SubmitButton>{title}</SubmitButton>
    </form>
  );
}

function Totals() {
  const data = useServerData(NetWorthTotals, t(messages.netWorth.assetsFailed)).data?.netWorth;
  if (!data) return null;
  const cells = [[t(messages.netWorth.assets), data.assets], [t(messages.netWorth.liquid), data.liquidAssets], [t(messages.netWorth.debts), data.debts], [t(messages.netWorth.total), data.netWorth]];
  return (
    <>
      <dl className="grid grid-cols-2 gap-2">
        {cells.map(([label = '', amount = '0']) => (
          <div key={label} className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="font-bold text-slate-900 tabular-nums">{formatMoney(amount, data.currency)}</dd>
          </div>
        ))}
      </dl>
      <HistoryChart points={data.history} currency={data.currency} />
    </>
  );
}

export function NetWorthTab() {
  const { currency } = usePreferences();
  const assetList = useServerData(Assets, t(messages.netWorth.assetsFailed));
  const debtList = useServerData(Debts, t(messages.netWorth.debtsFailed));
  const [createAsset] = useMutation(CreateAsset);
  const [revalueAsset] = useMutation(RevalueAsset);
  const [deleteAsset] = useMutation(DeleteAsset);
  const [createDebt] = useMutation(CreateDebt);
  const [deleteDebt] = useMutation(DeleteDebt);
  // Totals and history are read again (remounted) after every change to either list.
  const [version, changed] = useReducer((count: number) => count + 1, 0);
  const assets = { data: assetList.data?.assets, reload: () => { assetList.reload(); changed(); } };
  const debts = { data: debtList.data?.debts, reload: () => { debtList.reload(); changed(); } };
  const add = (kind: 'asset' | 'debt') => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const { name = '', type = '', value = '', amount = '', interestRate = '', minimumPayment = '', liquid } = formValues(form);
    if (!name || (kind === 'asset' ? !value : !amount)) {
      toast({ title: t(messages.required), variant: 'destructive' });
      return;
    }
    const commandId = crypto.randomUUID();
    const create = kind === 'asset'
      ? () => createAsset({ variables: { input: { name, type, value, currency, isLiquid: liquid === 'on', commandId } } })
      : () => createDebt({ variables: { input: {
        name, type, amount, currency, ...(interestRate && { interestRate: Number(interestRate) }), ...(minimumPayment && { minimumPayment }), commandId,
      } } });
    const done = kind === 'asset' ? assets.reload : debts.reload;
    void attempt(async () => {
      await create();
      form.reset();
    }, { title: kind === 'asset' ? t(messages.netWorth.assetAdded) : t(messages.netWorth.debtAdded) }, done);
  };
  const revalue = (item: HoldingItem) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { value = '' } = formValues(event.currentTarget);
    if (value) void attempt(() => revalueAsset({ variables: { id: item.id, value } }), { title: t(messages.netWorth.revalued) }, assets.reload);
  };
  return (
    <div className="flex flex-col gap-4">
      <Totals key={version} />
      {/* Money lent and still owed counts in the totals above; the entries live on their own screen. */}
      <Link href="/ious" className="flex min-h-11 items-center justify-between rounded-2xl bg-white px-4 font-semibold text-brand-700 shadow-sm ring-1 ring-slate-200">
        {t(SCREEN_NAMES.ious)}
        <span aria-hidden="true">›</span>
      </Link>
      <h2 className="font-semibold text-slate-800">{t(messages.netWorth.assets)}</h2>
      <ul className="flex flex-col gap-2">
        {assets.data?.map((item) => (
          <Holding key={item.id} item={item} amount={item.value}
            onDelete={() => void attempt(() => deleteAsset({ variables: { id: item.id } }), { title: t(messages.netWorth.assetDeleted) }, assets.reload)}>
            <form onSubmit={revalue(item)} className="mt-2 flex items-end gap-2">
              <div className="flex-1"><TextInput label={t(messages.netWorth.revalue, { name: item.name })} name="value" type="number" step="0.01" /></div>
              <button type="submit" className="min-h-11 rounded-lg bg-slate-200 px-3 font-medium">{t(messages.budgets.save)}</button>
            </form>
          </Holding>
        ))}
      </ul>
      <AddHoldingForm
        title={t(messages.netWorth.addAsset)}
        onSubmit={add('asset')}
        types={ASSET_TYPES}
        typeName={(type) => tValue(messages.netWorth.assetTypes, type)}
        amount={{ name: 'value', label: t(messages.netWorth.value) }}
      >
        <label className="flex items-center gap-2 text-sm"><input type="checkbox" name="liquid" className="size-5" />{t(messages.netWorth.liquidLabel)}</label>
      </AddHoldingForm>
      <h2 className="font-semibold text-slate-800">{t(messages.netWorth.debts)}</h2>
      <ul className="flex flex-col gap-2">
        {debts.data?.map((item) => (
          <Holding key={item.id} item={item} amount={item.amount}
            onDelete={() => void attempt(() => deleteDebt({ variables: { id: item.id } }), { title: t(messages.netWorth.debtDeleted) }, debts.reload)} />
        ))}
      </ul>
      <AddHoldingForm
        title={t(messages.netWorth.addDebt)}
        onSubmit={add('debt')}
        types={DEBT_TYPES}
        typeName={(type) => tValue(messages.netWorth.debtTypes, type)}
        amount={{ name: 'amount', label: t(messages.netWorth.amount) }}
      >
        <div className="grid grid-cols-2 gap-2">
          <TextInput label={t(messages.netWorth.interestRate)} name="interestRate" type="number" step="0.01" />
          <TextInput label={t(messages.netWorth.minimumPayment)} name="minimumPayment" type="number" step="0.01" />
        </div>
      </AddHoldingForm>
    </div>
  );
}
