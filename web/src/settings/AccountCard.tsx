// Account Information: the WhatsApp number the account is known by and when it was created.
// Read-only; logging in is the first-run flow's job.
import { Card, Field, fieldClass } from './parts.tsx';

/** "21 November 2026", or "Recently" when the server gave no date (spec §2). */
export function accountCreatedLabel(createdAt: string | null | undefined, locale = 'en-GB'): string {
  if (!createdAt) return 'Recently';
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return 'Recently';
  return date.toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric' });
}

export function AccountCard({ phone, createdAt }: { phone: string | null; createdAt: string | null | undefined }) {
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
      </div>
    </Card>
  );
}
