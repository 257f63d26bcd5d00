// Account Information: the WhatsApp number the account is known by and when it was created; a
// device that skipped login at first run logs in from here, and a logged-in one can end the
// account's sessions everywhere.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Suspense, lazy, useState } from 'react';
import { primaryButton, secondaryButton } from '../ui/parts.tsx';
import { graphql } from '../gql/index.ts';
import { refreshExpenses } from '../offline/expenses.ts';
import { setPreferences } from '../user/preferences.ts';
import { dateLocale, speaksEnglish } from '../format/locale.ts';
import { t } from '../i18n/index.ts';
import { SETTINGS_MESSAGES } from './messages.ts';
import { loggedOutEverywhere, logOutFailed } from './settingsToasts.ts';
import { Card, Field, fieldClass, hintClass } from './parts.tsx';

const A = SETTINGS_MESSAGES.account;

const LoginDialog = lazy(() => import('./LoginDialog.tsx'));

const LogoutEverywhere = graphql(`
  mutation LogoutEverywhere {
    logoutEverywhere {
      id
    }
  }
`);

/** "21 November 2026" (the language's own long date), or "Recently" when the server gave no date (spec §2). */
function accountCreatedLabel(createdAt: string | null | undefined): string {
  if (!createdAt) return t(A.recently);
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return t(A.recently);
  return date.toLocaleDateString(speaksEnglish() ? 'en-GB' : dateLocale(), { day: 'numeric', month: 'long', year: 'numeric' });
}

function LogOutEverywhere() {
  const client = useApolloClient();
  const [logOut, { loading }] = useMutation(LogoutEverywhere);
  const onClick = async () => {
    try {
      await logOut();
    } catch {
      logOutFailed();
      return;
    }
    // This device is anonymous now: it forgets the number, and every cached answer was the account's.
    setPreferences({ phone: null });
    loggedOutEverywhere();
    // The screens' queries ask again as this device; one cut short (its screen changed as the number went,
    // an AbortError) or failing shows on its own screen: the logout itself has succeeded.
    void client.resetStore().catch(() => undefined);
    void refreshExpenses();
  };
  return (
    <div>
      <button type="button" disabled={loading} className={`${secondaryButton} w-full`} onClick={() => void onClick()}>
        {loading ? t(A.loggingOut) : t(A.logOutEverywhere)}
      </button>
      <p className={hintClass}>{t(A.logOutEverywhereHint)}</p>
    </div>
  );
}

export function AccountCard({ phone, createdAt }: { phone: string | null; createdAt: string | null | undefined }) {
  const [loggingIn, setLoggingIn] = useState(false);
  return (
    <Card title={t(A.title)} icon="user">
      <div className="space-y-4">
        <Field id="account-phone" label={t(A.phone)}>
          <input id="account-phone" readOnly value={phone ?? t(A.notLoggedIn)} dir={phone === null ? undefined : 'ltr'} className={`${fieldClass} tabular-nums`} />
        </Field>
        <Field id="account-created" label={t(A.created)}>
          <input id="account-created" readOnly value={accountCreatedLabel(createdAt)} className={fieldClass} />
        </Field>
        <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-800">
          {t(A.sameNumber)}
        </p>
        {phone === null ? (
          <button type="button" className={`${primaryButton} w-full`} onClick={() => setLoggingIn(true)}>
            {t(A.logIn)}
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
