// The wallet card: USDT balance and today's total with its ≈ USDT (each expense at its own
// currency's rate), the ways to the wallet — open the app, connect or manage it — and the converter.
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { DOWNLOAD_URL } from '../user/wallet/walletLink.ts';
import { formatMoney, totalUsdt } from '../format/money.ts';
import { useRates } from '../money/rates.ts';
import type { LocalExpense } from '../offline/expenses.ts';
import { usePreferences } from '../user/preferences.ts';
import { t } from '../i18n/index.ts';
import { HOME_MESSAGES } from './messages.ts';
import { useStaggerIn } from '../ui/motion.ts';

// The converter loads when first opened, not with Home.
const ConverterModal = lazy(() => import('../money/ConverterModal.tsx').then((module) => ({ default: module.ConverterModal })));

const action =
  'inline-flex min-h-11 items-center justify-center rounded-xl px-2 py-1.5 text-center text-sm leading-tight font-semibold transition-colors';

export function WalletCard({ total, expenses, index }: { total: string; expenses: readonly LocalExpense[]; index: number }) {
  const { usdtBalance, walletConnected, currency } = usePreferences();
  const [converting, setConverting] = useState(false);
  const { table } = useRates();
  const enter = useStaggerIn<HTMLElement>(index);
  return (
    <section
      ref={enter}
      aria-label={t(HOME_MESSAGES.wallet)}
      className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-800 p-5 text-white shadow-md"
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="text-sm text-brand-100">{t(HOME_MESSAGES.usdtBalance)}</p>
          <p className="mt-1 text-2xl font-bold tabular-nums">{formatMoney(usdtBalance, 'USDT')}</p>
        </div>
        <div className="text-end">
          <p className="text-sm text-brand-100">{t(HOME_MESSAGES.todaysExpenses)}</p>
          <p className="mt-1 text-lg font-semibold tabular-nums">{formatMoney(total, currency)}</p>
          {expenses.length > 0 && <p className="text-xs text-brand-100 tabular-nums">≈ {totalUsdt(expenses, table.rates)} USDT</p>}
        </div>
      </div>
      <div className="mt-4 grid grid-cols-3 gap-2">
        <a
          href={DOWNLOAD_URL /* a plain link; the deep link with its store fallback is first-run's */}
          target="_blank"
          rel="noopener noreferrer"
          className={`${action} bg-white text-brand-800 hover:bg-brand-50`}
        >
          {t(HOME_MESSAGES.openWallet)}
        </a>
        {/* Connect opens the wallet's own screen; once connected, Settings manages it. */}
        <Link href={walletConnected ? '/settings' : '/wallet'} className={`${action} bg-white/15 text-white ring-1 ring-white/40 hover:bg-white/25`}>
          {walletConnected ? t(HOME_MESSAGES.manageWallet) : t(HOME_MESSAGES.connect)}
        </Link>
        <button
          type="button"
          onClick={() => setConverting(true)}
          className={`${action} bg-white/15 text-white ring-1 ring-white/40 hover:bg-white/25`}
        >
          {t(HOME_MESSAGES.convertToUsdt)}
        </button>
      </div>
      {converting && (
        <Suspense fallback={null}>
          <ConverterModal start={{ from: currency, to: 'USDT' }} onClose={() => setConverting(false)} />
        </Suspense>
      )}
    </section>
  );
}
