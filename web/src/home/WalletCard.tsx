// The wallet card: USDT balance and today's total, with the ways to the wallet — open the app,
// connect or manage it (Settings for now), and Convert to USDT (a stub until the converter lands).
import { useState } from 'react';
import { Link } from 'wouter';
import { DOWNLOAD_URL } from '../wallet/walletLink.ts';
import { formatMoney } from '../format/money.ts';
import { usePreferences } from '../user/preferences.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { useStaggerIn } from './motion.ts';

const action =
  'inline-flex min-h-11 items-center justify-center rounded-xl px-2 py-1.5 text-center text-sm leading-tight font-semibold transition-colors';

function ConvertDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title="Convert to USDT" onClose={onClose}>
      <p className="text-slate-700">The currency converter is coming soon.</p>
      <p className="mt-2 text-sm text-slate-600">Until then, each expense on Home shows its approximate USDT value.</p>
      <button type="button" onClick={onClose} className={`${action} mt-5 w-full bg-slate-900 text-white`}>
        Got it
      </button>
    </Dialog>
  );
}

export function WalletCard({ total, index }: { total: string; index: number }) {
  const { usdtBalance, walletConnected, currency } = usePreferences();
  const [converting, setConverting] = useState(false);
  const enter = useStaggerIn<HTMLElement>(index);
  return (
    <section
      ref={enter}
      aria-label="Wallet"
      className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-800 p-5 text-white shadow-md"
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="text-sm text-brand-100">USDT balance</p>
          <p className="mt-1 text-2xl font-bold tabular-nums">{formatMoney(usdtBalance, 'USDT')}</p>
        </div>
        <div className="text-right">
          <p className="text-sm text-brand-100">Today's expenses</p>
          <p className="mt-1 text-lg font-semibold tabular-nums">{formatMoney(total, currency)}</p>
        </div>
      </div>
      <div className="mt-4 grid grid-cols-3 gap-2">
        <a
          href={DOWNLOAD_URL /* a plain link; the deep link with its store fallback is first-run's */}
          target="_blank"
          rel="noopener noreferrer"
          className={`${action} bg-white text-brand-800 hover:bg-brand-50`}
        >
          Open Wallet App
        </a>
        <Link href="/settings" className={`${action} bg-white/15 text-white ring-1 ring-white/40 hover:bg-white/25`}>
          {walletConnected ? 'Manage Wallet' : 'Connect'}
        </Link>
        <button
          type="button"
          onClick={() => setConverting(true)}
          className={`${action} bg-white/15 text-white ring-1 ring-white/40 hover:bg-white/25`}
        >
          Convert to USDT
        </button>
      </div>
      {converting && <ConvertDialog onClose={() => setConverting(false)} />}
    </section>
  );
}
