// The Settings wallet card: USDT balance, Connected or Not Connected, the benefits, "Open Wallet
// App", and the connect dialog that switches the link on the server (spec §4 wallet in settings).
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Dialog } from '../ui/Dialog.tsx';
import { OpenWalletAppButton, WalletBenefits } from '../user/wallet/OpenWalletApp.tsx';
import { primaryButton, secondaryButton } from '../ui/parts.tsx';
import { formatMoney } from '../format/money.ts';
import { graphql } from '../gql/index.ts';
import { t } from '../i18n/index.ts';
import { SETTINGS_MESSAGES } from './messages.ts';
import { settingsFailed } from './settingsToasts.ts';
import { accountFromUser, rememberAccount } from '../user/account.ts';
import { Card, Field, fieldClass } from './parts.tsx';

const ChangeWalletConnection = graphql(`
  mutation ChangeWalletConnection($input: UpdateSettingsInput!) {
    updateSettings(input: $input) {
      ...AccountFields
    }
  }
`);

const W = SETTINGS_MESSAGES.wallet;

interface WalletIntegrationCardProps {
  connected: boolean;
  usdtBalance: string;
  phone: string | null;
}

function ConnectionDialog({ connected, phone, onClose }: { connected: boolean; phone: string | null; onClose: () => void }) {
  const [change, { loading }] = useMutation(ChangeWalletConnection);
  const setConnected = async (next: boolean) => {
    try {
      // No balance is sent: the server keeps the one the wallet last reported.
      const { data } = await change({ variables: { input: { sortedWalletConnected: next } } });
      if (data) rememberAccount(accountFromUser(data.updateSettings));
      onClose();
    } catch {
      settingsFailed();
    }
  };
  return (
    <Dialog title={connected ? t(W.manage) : t(W.connect)} onClose={onClose}>
      <Field id="wallet-phone" label={t(W.phone)} hint={t(connected ? W.phoneHint : W.phoneHintNotConnected)}>
        <input id="wallet-phone" readOnly value={phone ?? t(W.notLoggedInYet)} dir={phone === null ? undefined : 'ltr'} className={fieldClass} />
      </Field>
      <div className="mt-5 grid gap-3">
        <button type="button" disabled={loading} className={primaryButton} onClick={() => setConnected(!connected)}>
          {connected ? t(W.disconnect) : t(W.connectShort)}
        </button>
        <button type="button" className={secondaryButton} onClick={onClose}>
          {t(W.cancel)}
        </button>
      </div>
    </Dialog>
  );
}

export function WalletIntegrationCard({ connected, usdtBalance, phone }: WalletIntegrationCardProps) {
  const [managing, setManaging] = useState(false);
  return (
    <Card title={t(W.title)} icon="wallet">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm text-slate-600">{t(W.balance)}</p>
          <p className="text-2xl font-bold tabular-nums">{formatMoney(usdtBalance, 'USDT')}</p>
        </div>
        <p
          className={`inline-flex min-h-7 items-center gap-1.5 rounded-full px-3 text-sm font-semibold ${
            connected ? 'bg-brand-50 text-brand-800' : 'bg-slate-100 text-slate-700'
          }`}
        >
          <span aria-hidden="true" className={`size-2 rounded-full ${connected ? 'bg-brand-600' : 'bg-slate-400'}`} />
          {connected ? t(W.connected) : t(W.notConnected)}
        </p>
      </div>
      <div className="mt-4">
        <WalletBenefits />
      </div>
      <div className="mt-5 grid gap-3">
        <button type="button" className={primaryButton} onClick={() => setManaging(true)}>
          {connected ? t(W.manage) : t(W.connect)}
        </button>
        <OpenWalletAppButton className={secondaryButton} />
      </div>
      {managing && <ConnectionDialog connected={connected} phone={phone} onClose={() => setManaging(false)} />}
    </Card>
  );
}
