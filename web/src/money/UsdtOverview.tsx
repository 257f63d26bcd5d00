// For the savings engineer: mount <UsdtOverview /> (named export of web/src/money/UsdtOverview.tsx,
// no props) in Savings → "USDT Integration", under an ApolloProvider (load the screen with
// loadWithApollo, as Settings is). It asks for this month's money itself (monthMoney), reads the
// balance and the rates, and opens the converter from its quick actions.
import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useId, useState } from 'react';
import { graphql } from '../gql/index.ts';
import { formatMoney } from '../format/money.ts';
import { usePreferences } from '../user/preferences.ts';
import type { ConverterStart } from './ConverterModal.tsx';
import { CONVERTER_CURRENCIES } from './converter.ts';
import { MONEY_MESSAGES as M } from './messages.ts';
import { useRates } from './rates.ts';
import type { Advice, SpendingStatus } from './usdtOverview.ts';
import { inCurrency, usdtOverview } from './usdtOverview.ts';
import { t } from '../i18n/index.ts';
import type { Message } from '../i18n/index.ts';

const MonthMoneyQuery = graphql(`
  query MonthMoney {
    monthMoney {
      expenses {
        currency
        amount
      }
      savings {
        currency
        amount
      }
    }
  }
`);

const ConverterModal = lazy(() => import('./ConverterModal.tsx').then((module) => ({ default: module.ConverterModal })));

const STATUS_LABEL: Record<SpendingStatus, Message> = {
  'High Spending': M.status.high,
  'Moderate Spending': M.status.moderate,
  'Conservative Spending': M.status.conservative,
};

const STATUS_STYLE: Record<SpendingStatus, string> = {
  'High Spending': 'bg-red-100 text-red-800',
  'Moderate Spending': 'bg-amber-100 text-amber-900',
  'Conservative Spending': 'bg-emerald-100 text-emerald-800',
};

function adviceText(advice: Advice, money: (usdt: string) => string): string {
  switch (advice.kind) {
    case 'noBalance':
      return t(M.advice.noBalance);
    case 'overspent':
      return t(M.advice.overspent, { percent: advice.percent });
    case 'nearLimit':
      return t(M.advice.nearLimit, { percent: advice.percent, headroom: money(advice.headroom) });
    case 'room':
      return t(M.advice.room, { percent: advice.percent });
    case 'saveMore':
      return t(M.advice.saveMore, { shortfall: money(advice.shortfall) });
    case 'goalMet':
      return t(M.advice.goalMet, { savings: money(advice.savings) });
    default: {
      const unexpected: never = advice;
      return unexpected;
    }
  }
}

function Figure({ label, usdt, converted }: { label: string; usdt: string; converted: string }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3">
      <p className="text-xs text-slate-600">{label}</p>
      <p className="text-sm font-bold tabular-nums">{formatMoney(usdt, 'USDT')}</p>
      <p className="text-xs text-slate-600 tabular-nums">{converted}</p>
    </div>
  );
}

export function UsdtOverview() {
  const { data, error } = useQuery(MonthMoneyQuery, { fetchPolicy: 'cache-and-network' });
  const { expenses = [], savings = [] } = data?.monthMoney ?? {};
  const { usdtBalance, currency: own } = usePreferences();
  const { rates } = useRates().table;
  const [currency, setCurrency] = useState(own);
  const [converting, setConverting] = useState<ConverterStart | null>(null);
  const selectId = useId();
  const overview = usdtOverview(usdtBalance, expenses, savings, rates);
  const local = (usdt: string) => {
    const converted = inCurrency(usdt, currency, rates);
    return converted === null ? '' : formatMoney(converted, currency);
  };
  const convertFrom = (usdt: string) => setConverting({ amount: inCurrency(usdt, currency, rates) ?? '', from: currency, to: 'USDT' });
  return (
    <section aria-label={t(M.overviewTitle)} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 className="text-lg font-bold">{t(M.overviewTitle)}</h2>
      {error !== undefined && data === undefined && <p className="mt-1 text-sm text-amber-800">{t(M.monthUnavailable)}</p>}
      <div className="mt-3 grid grid-cols-1 gap-2 min-[360px]:grid-cols-3">
        <Figure label={t(M.balance)} usdt={overview.balance} converted={local(overview.balance)} />
        <Figure label={t(M.monthExpenses)} usdt={overview.expenses} converted={local(overview.expenses)} />
        <Figure label={t(M.monthSavings)} usdt={overview.savings} converted={local(overview.savings)} />
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <span className="text-sm text-slate-700">{t(M.spendingStatus)}</span>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLE[overview.status]}`}>{t(STATUS_LABEL[overview.status])}</span>
        {overview.percent !== null && <span className="text-xs text-slate-600">{t(M.ofBalance, { percent: overview.percent })}</span>}
      </div>
      <label htmlFor={selectId} className="mt-3 block text-sm font-medium text-slate-700">
        {t(M.conversionCurrency)}
      </label>
      <select id={selectId} value={currency} onChange={(event) => setCurrency(event.target.value)} className="mt-1 w-full rounded-xl border border-slate-300 px-3 py-2.5">
        {CONVERTER_CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
      <h3 className="mt-4 text-sm font-semibold">{t(M.recommendations)}</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {overview.advice.map((advice) => (
          <li key={advice.kind}>{adviceText(advice, local)}</li>
        ))}
      </ul>
      <h3 className="mt-4 text-sm font-semibold">{t(M.goalSuggestion)}</h3>
      <p className="text-sm text-slate-700">{t(M.goalText, { amount: `${formatMoney(overview.goal, 'USDT')} (${local(overview.goal)})` })}</p>
      <h3 className="mt-4 text-sm font-semibold">{t(M.quickActions)}</h3>
      <div className="mt-2 grid grid-cols-2 gap-2">
        <button type="button" onClick={() => convertFrom(overview.expenses)} className="min-h-11 rounded-xl bg-brand-700 px-3 font-semibold text-white">
          {t(M.convertExpenses)}
        </button>
        <button type="button" onClick={() => convertFrom(overview.savings)} className="min-h-11 rounded-xl bg-brand-700 px-3 font-semibold text-white">
          {t(M.convertSavings)}
        </button>
      </div>
      {converting !== null && (
        <Suspense fallback={null}>
          <ConverterModal start={converting} onClose={() => setConverting(null)} />
        </Suspense>
      )}
    </section>
  );
}
