// The wallet connection drawn from the wallet machine: benefits, the phone it links, "Open
// Wallet App", Connect, then the connected balance with "Sync Expenses" and Continue.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { formatMoney } from '../../format/money.ts';
import { OpenWalletAppButton, WalletBenefits } from './OpenWalletApp.tsx';
import { useEffect, useRef } from 'react';
import { CheckBadge, ErrorAlert, primaryButton, quietButton, secondaryButton, Spinner } from '../../ui/parts.tsx';
import { t } from '../../i18n/index.ts';
import { WALLET_MESSAGES as M } from './messages.ts';
import { walletMachine } from './walletMachine.ts';

type WalletActor = ActorRefFrom<typeof walletMachine>;

function Offer({ actor }: { actor: WalletActor }) {
  const { phone, error } = useSelector(actor, (snapshot) => snapshot.context);
  return (
    <>
      <p className="text-slate-600">{t(M.intro)}</p>
      <div className="mt-5 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
        <WalletBenefits />
      </div>
      <div className="mt-4 rounded-2xl bg-slate-100 px-4 py-3">
        {/* Not linked yet: the label says so, never "Wallet linked to" beside Connect. */}
        <p className="text-sm text-slate-600">{t(M.willLinkTo)}</p>
        <PhoneLine phone={phone} />
      </div>
      {error !== null && <ErrorAlert>{error}</ErrorAlert>}
      <div className="mt-5 grid gap-3">
        <button type="button" className={primaryButton} onClick={() => actor.send({ type: 'wallet.connect' })}>
          {t(M.connect)}
        </button>
        <OpenWalletAppButton className={secondaryButton} />
        <button type="button" className={quietButton} onClick={() => actor.send({ type: 'wallet.skip' })}>
          {t(M.skip)}
        </button>
      </div>
    </>
  );
}

function PhoneLine({ phone }: { phone: string | null }) {
  return phone === null ? <p className="font-semibold">{t(M.noPhone)}</p> : <p dir="ltr" className="font-semibold tabular-nums">{phone}</p>;
}

function Connected({ actor }: { actor: WalletActor }) {
  const { usdtBalance, phone } = useSelector(actor, (snapshot) => snapshot.context);
  const balance = usdtBalance ?? '0.00';
  return (
    <div className="text-center">
      <CheckBadge />
      <div className="mt-5 rounded-2xl bg-slate-100 px-4 py-3">
        <p className="text-sm text-slate-600">{t(M.linkedTo)}</p>
        <PhoneLine phone={phone} />
      </div>
      <p className="mt-5 text-slate-600">{t(M.balance)}</p>
      <p dir="ltr" className="text-3xl font-bold tabular-nums">{formatMoney(balance, 'USDT')}</p>
      <div className="mt-6 grid gap-3">
        <button type="button" className={secondaryButton} onClick={() => actor.send({ type: 'wallet.sync' })}>
          {t(M.sync)}
        </button>
        <button type="button" className={primaryButton} onClick={() => actor.send({ type: 'wallet.continue' })}>
          {t(M.continue)}
        </button>
      </div>
    </div>
  );
}

/** The screen's title, focused as each step shows so a screen reader hears where it is. */
function Title({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), [children]);
  return (
    <h1 ref={ref} id="wallet-title" tabIndex={-1} className="mt-2 mb-4 text-2xl font-bold tracking-tight outline-none">
      {children}
    </h1>
  );
}

export function WalletConnectScreen({ actor }: { actor: WalletActor }) {
  const step = useSelector(actor, (snapshot) => {
    if (snapshot.matches('connecting') || snapshot.matches('registering')) return 'connecting';
    return snapshot.matches('connected') || snapshot.matches('done') ? 'connected' : 'offer';
  });
  return (
    <section aria-labelledby="wallet-title" className="pt-2">
      <Title>{t(step === 'connected' ? M.connected : M.connectTitle)}</Title>
      {step === 'offer' && <Offer actor={actor} />}
      {step === 'connecting' && <Spinner label={t(M.connecting)} />}
      {step === 'connected' && <Connected actor={actor} />}
    </section>
  );
}
