// Account Information: the WhatsApp number the account is known by and when it was created; a
// device that skipped login at first run logs in from here, and a logged-in one can end the
// account's sessions everywhere.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Suspense, lazy, useState } from 'react';
import { primaryButton, secondaryButton } from '../firstRun/parts.tsx';
import { graphql } from '../gql/index.ts';
import { refreshExpenses } from '../offline/expenses.ts';
import { setPreferences } from '../user/preferences.ts';
import { ACCOUNT_MESSAGES, loggedOutEverywhere, logOutFailed } from './accountMessages.ts';
import { Card, Field, fieldClass, hintClass } from './parts.tsx';

const LoginDialog = lazy(() => import('./LoginDialog.tsx'));

const LogoutEverywhere = graphql(`
  mutation LogoutEverywhere {
    logoutEverywhere {
      id
    }
  }
`);

/** "21 November 2026", or "Recently" when the server gave no date (spec §2). */
export function accountCreatedLabel(createdAt: string | null | undefined, locale = 'en-GB'): string {
  if (!createdAt) return 'Recently';
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return 'Recently';
  return date.toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric' });
}

function LogOutEverywhere() {
  const client = useApolloClient();
  const [logOut, { loading }] = useMutation(LogoutEverywhere);
  const onClick = async () => {
    try {
      await logOut();
      // This device is anonymous now: it forgets the number, and every cached answer was the account's.
      setPreferences({ phone: null });
      loggedOutEverywhere();
      await client.resetStore();
      void refreshExpenses();
    } catch {
      logOutFailed();
    }
  };
  return (
    <div>
      <button type="button" disabled={loading} className={`${secondaryButton} w-full`} onClick={() => void onClick()}>
        {loading ? ACCOUNT_MESSAGES.loggingOut : ACCOUNT_MESSAGES.logOutEverywhere}
      </button>
      <p className={hintClass}>{ACCOUNT_MESSAGES.logOutEverywhereHint}</p>
    </div>
  );
}

export function AccountCard({ phone, createdAt }: { phone: string | null; createdAt: string | null | undefined }) {
  const [loggingIn, setLoggingIn] = useState(false);
  return (
    <Card title="Account Information" icon="user">
      <div className="space-y-4">
        <Field id="account-phone" label="WhatsApp Number">
          <input id="account-phone" readOnly value={phone ?? 'Not logged in'} className={`${fieldClass} tabular-nums`} />
        </Field>
        <Field id="account-created" label="Account Created">
          <input id="account-created" readOnly value={accountCreatedLabel(createdAt)} className={fieldClass} />
        </Field>
        <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-800">
          Use the same WhatsApp number to log in on any phone or computer: your expenses and settings follow you.
        </p>
        {phone === null ? (
          <button type="button" className={`${primaryButton} w-full`} onClick={() => setLoggingIn(true)}>
            {ACCOUNT_MESSAGES.logIn}
          </button>
        ) : (
          <LogOutEverywhere />
        )}
      </div>
      {loggingIn && (
        <Suspense fallback={null}>
          <LoginDialog onClose={() => setLoggingIn(false)} />
        </Suspense>
      )}
    </Card>
  );
}
