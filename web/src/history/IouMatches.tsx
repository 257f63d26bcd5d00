// History's search also finds money lent and borrowed ("Juma" finds the 500 lent to him, issue 33):
// it is not an expense, so the ledger never lists it, but a person searching a name expects it. Each
// match names the way it went and what is outstanding, and leads to Lent & borrowed.
import { Link } from 'wouter';
import { searchKey } from '../../../domain/search.ts';
import { formatMoney } from '../format/money.ts';
import { t } from '../i18n/index.ts';
import type { LocalIou } from '../offline/db.ts';
import { IOU_WORDS } from '../offline/messages.ts';
import { SCREEN_NAMES } from '../ui/screenNames.ts';

/** The entries whose person or note holds `query`, folded by the one search rule (domain/search.ts). */
export function iouMatches(ious: readonly LocalIou[], query: string): LocalIou[] {
  const key = searchKey(query);
  if (key === '') return [];
  return ious.filter((iou) => searchKey(iou.person).includes(key) || (iou.note != null && searchKey(iou.note).includes(key)));
}

export function IouMatches({ matches }: { matches: readonly LocalIou[] }) {
  if (matches.length === 0) return null;
  return (
    <section aria-labelledby="history-ious" className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
      <h2 id="history-ious" className="px-1 text-sm font-semibold text-slate-700">{t(SCREEN_NAMES.ious)}</h2>
      <ul className="mt-1 flex flex-col">
        {matches.map((iou) => (
          <li key={iou.id}>
            <Link href="/ious" className="flex min-h-12 items-center justify-between gap-3 rounded-xl px-1 py-2 hover:bg-slate-50">
              <span className="min-w-0 break-words text-slate-900">{t(iou.direction === 'lent' ? IOU_WORDS.lentTo : IOU_WORDS.borrowedFrom, { person: iou.person })}</span>
              <span className="shrink-0 text-sm text-slate-700 tabular-nums">
                {iou.settled ? t(IOU_WORDS.settled) : t(IOU_WORDS.outstanding, { amount: formatMoney(iou.outstanding, iou.currency) })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
