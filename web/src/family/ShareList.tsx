// "Your Expense Shares": the caller's part of each shared expense, in the expense's currency, with
// a "Paid" badge or a "Mark as Paid" button. Shown only when there are shares.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { categoryName } from '../format/categories.ts';
import { graphql } from '../gql/index.ts';
import { payShare } from './familyActions.ts';
import { formatDay, formatFamilyMoney } from './format.ts';
import { familyText } from './messages.ts';
import { Spinner } from './Spinner.tsx';
import { t } from '../i18n/index.ts';

const ExpenseShares = graphql(`
  query ExpenseShares {
    expenseShares { id amount isPaid expense { description category currency date } }
  }
`);


export function ShareList() {
  const client = useApolloClient();
  const { data, loading } = useQuery(ExpenseShares);
  const [paying, setPaying] = useState<string | null>(null);

  if (loading && !data) return <div className="mt-8 grid place-items-center"><Spinner size="lg" label={t(familyText.loadingShares)} /></div>;
  const shares = data?.expenseShares ?? [];
  if (shares.length === 0) return null;

  const pay = async (shareId: string) => {
    setPaying(shareId);
    await payShare(client, shareId).catch(() => undefined);
    setPaying(null);
  };

  return (
    <section aria-labelledby="shares-heading" className="mt-8">
      <h2 id="shares-heading" className="mb-3 text-lg font-semibold text-slate-900">{t(familyText.sharesTitle)}</h2>
      <ul className="space-y-3">
        {shares.map((share) => (
          <li key={share.id} className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{share.expense.description}</p>
              <p className="text-sm text-slate-600">{categoryName(share.expense.category)} · {formatDay(share.expense.date)}</p>
              <p className="mt-1 font-medium text-slate-800">{t(familyText.yourShare, { amount: formatFamilyMoney(share.amount, share.expense.currency) })}</p>
            </div>
            {share.isPaid ? (
              <span className="rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-800">{t(familyText.paid)}</span>
            ) : (
              <button
                type="button"
                disabled={paying === share.id}
                aria-busy={paying === share.id}
                onClick={() => void pay(share.id)}
                className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
              >
                {paying === share.id && <span aria-hidden="true"><Spinner size="sm" label={t(familyText.markAsPaid)} /></span>}
                {t(familyText.markAsPaid)}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
