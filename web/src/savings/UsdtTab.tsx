// USDT Integration tab: today's and this week's expenses and savings from the device's copy (each
// currency summed exactly, in the person's currency at the current rates), and the USDT overview.
import { convert } from '../../../domain/exchange.ts';
import { sumSavingAmounts } from '../../../domain/parse/savingsAmount.ts';
import { formatMoney } from '../format/money.ts';
import { UsdtOverview } from '../money/UsdtOverview.tsx';
import { useTodayExpenses, useWeekExpenses } from '../offline/expenses.ts';
import { SAVINGS_MESSAGES as M } from './messages.ts';
import { useSavingsView } from './useSavingsView.ts';
import { t } from '../i18n/index.ts';

type Rates = Readonly<Record<string, string>>;
const inCurrency = (rows: ReadonlyArray<{ amount: string; currency: string }>, to: string, rates: Rates) =>
  sumSavingAmounts(rows.flatMap((row) => (row.currency === to ? [row.amount] : (convert(row.amount, row.currency, to, rates) ?? []))));

export function UsdtTab() {
  const { totals, currency, rates } = useSavingsView();
  const today = inCurrency(useTodayExpenses() ?? [], currency, rates);
  const week = inCurrency(useWeekExpenses() ?? [], currency, rates);
  const rows = [
    { label: t(M.today), expenses: today, savings: totals.today },
    { label: t(M.week), expenses: week, savings: totals.week },
  ];
  return (
    <div className="flex flex-col gap-4">
      <section aria-label={t(M.usdtHeading)} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <h2 className="mb-2 font-semibold text-slate-900">{t(M.usdtHeading)}</h2>
        <table className="w-full text-sm">
          <thead>
            <tr className="text-start text-slate-600"><td /><th scope="col">{t(M.expenses)}</th><th scope="col">{t(M.savings)}</th></tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className="py-1 text-start font-medium">{row.label}</th>
                <td className="tabular-nums">{formatMoney(row.expenses, currency)}</td>
                <td className="tabular-nums">{formatMoney(row.savings, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <UsdtOverview />
    </div>
  );
}
