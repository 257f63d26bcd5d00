// A group's balances per currency: who is owed and who owes, and the settle-up plan the server
// worked out ("Amina pays Juma KES 350.00"); "Everyone is settled up." when nothing is open.
import type { FamilyGroupView } from './GroupCard.tsx';
import { balanceText, familyText } from './messages.ts';
import { t } from '../i18n/index.ts';

export function GroupBalances({ balances, names }: { balances: FamilyGroupView['balances']; names: ReadonlyMap<string, string> }) {
  const name = (userId: string) => names.get(userId) ?? '';
  return (
    <section className="mt-4">
      <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{t(familyText.balances)}</h3>
      {balances.length === 0 ? <p className="mt-2 text-sm font-medium text-emerald-700">{t(familyText.settled)}</p> : balances.map((open) => (
        <div key={open.currency} className="mt-2 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
          <ul className="space-y-1 text-sm text-slate-700">
            {open.balances.filter((balance) => !/^-?0\.00$/.test(balance.amount)).map((balance) => (
              <li key={balance.userId}>
                {(balance.amount.startsWith('-') ? balanceText.owes : balanceText.owed)(name(balance.userId), balance.amount, open.currency)}
              </li>
            ))}
          </ul>
          <ul className="mt-2 space-y-1">
            {open.transfers.map((transfer) => (
              <li key={`${transfer.from}-${transfer.to}`} className="font-semibold text-slate-900">
                {balanceText.pays(name(transfer.from), name(transfer.to), transfer.amount, open.currency)}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
