// The wallet pieces first-run and Settings share: the benefits list, "Open Wallet App" and, on a
// computer, the download links in its place (spec §2). Which URL a phone opens is walletLink.ts's.
import { useState } from 'react';
import { Dialog } from '../../ui/Dialog.tsx';
import { primaryButton, secondaryButton } from '../../ui/parts.tsx';
import { t } from '../../i18n/index.ts';
import { WALLET_MESSAGES as M } from './messages.ts';
import type { PageEffects } from './walletLink.ts';
import { APP_STORE_URL, browserPage, openWalletApp, platformOf, PLAY_STORE_URL } from './walletLink.ts';

/** One list, so the first-run modal and the Settings card never drift apart. */
const WALLET_BENEFITS = Object.values(M.benefits);

export function WalletBenefits() {
  return (
    <ul className="space-y-2">
      {WALLET_BENEFITS.map((benefit) => (
        <li key={benefit.id} className="flex items-start gap-2 text-slate-700">
          <span aria-hidden="true" className="mt-0.5 font-bold text-brand-700">
            ✓
          </span>
          {t(benefit)}
        </li>
      ))}
    </ul>
  );
}

function DesktopFallbackModal({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title={t(M.getWallet)} onClose={onClose} closeIcon={false}>
      <p className="text-slate-700">
        {t(M.phoneApp)}
      </p>
      <div className="mt-5 grid gap-3">
        <a href={APP_STORE_URL} target="_blank" rel="noopener noreferrer" className={primaryButton}>
          {t(M.ios)}
        </a>
        <a href={PLAY_STORE_URL} target="_blank" rel="noopener noreferrer" className={primaryButton}>
          {t(M.android)}
        </a>
        <button type="button" onClick={onClose} className={secondaryButton}>
          {t(M.close)}
        </button>
      </div>
    </Dialog>
  );
}

interface OpenWalletAppButtonProps {
  className: string;
  /** Replaced in tests; the real page and navigator otherwise. */
  page?: PageEffects;
  userAgent?: string;
}

export function OpenWalletAppButton({ className, page = browserPage, userAgent }: OpenWalletAppButtonProps) {
  const [fallback, setFallback] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => {
          const platform = platformOf(userAgent ?? navigator.userAgent);
          if (openWalletApp(platform, page) === 'desktopFallback') setFallback(true);
        }}
      >
        {t(M.openApp)}
      </button>
      {fallback && <DesktopFallbackModal onClose={() => setFallback(false)} />}
    </>
  );
}
