// Home's Lent & borrowed card: who still owes whom (money lent is not spending, so it never shows in
// today's list), at most three people, the way to the whole list in its title. Shown only while
// something is outstanding; read from the phone's copy, like the rest of Home.
import { Link } from 'wouter';
import { netsByPerson } from '../../../domain/iouNets.ts';
import { formatMoney } from '../format/money.ts';
import { t } from '../i18n/index.ts';
import type { LocalIou } from '../offline/db.ts';
import { IOU_WORDS } from '../offline/messages.ts';
import { SCREEN_NAMES } from '../ui/screenNames.ts';

const SHOWN = 3;

export function IousCard({ ious }: { ious: readonly LocalIou[] }) {
  const owing = netsByPerson(ious).filter(({ net }) => net !== '0.00');
  if (owing.length === 0) return null;
  return (
    <section aria-labelledby="home-ious" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 id="home-ious" className="font-semibold text-slate-900">
        <Link href="/ious" className="flex min-h-11 items-center justify-between gap-2 text-brand-800 hover:underline">
          {t(SCREEN_NAMES.ious)}
          <span aria-hidden="true">→</span>
        </Link>
      </h2>
      <ul className="flex flex-col gap-1 text-sm">
        {owing.slice(0, SHOWN).map(({ person, currency, net }) => {
          const theyOwe = !net.startsWith('-');
          const amount = formatMoney(theyOwe ? net : net.slice(1), currency);
          return (
            <li key={`${person} ${currency}`} className={theyOwe ? 'text-green-800' : 'text-red-800'}>
              {t(theyOwe ? IOU_WORDS.owesYou : IOU_WORDS.youOwe, { person, amount })}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
