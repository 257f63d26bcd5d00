// Home's "Due soon" strip (issue 25): bills due within 3 days and every overdue one, overdue and
// today's first, each with "Mark paid", which works offline through the outbox and pays once; and
// money lent or borrowed falling due in that time, to collect or repay, with the way to it.
// Hidden when nothing is due, or when the person turned Reminders off in Settings. Opening Home
// with something due today or overdue also gives the day's one notification, where allowed.
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { addDays } from '../../../domain/dates.ts';
import { formatMoney } from '../format/money.ts';
import { t } from '../i18n/index.ts';
import type { LocalBill } from '../offline/bills.ts';
import { markBillPaid, useDueBills } from '../offline/bills.ts';
import type { LocalIou } from '../offline/db.ts';
import { useIous } from '../offline/ious.ts';
import { useToday } from '../offline/live.ts';
import { toast } from '../ui/toast.tsx';
import { usePreferences } from '../user/preferences.ts';
import { BILL_MESSAGES as M, IOU_WORDS } from '../offline/messages.ts';
import { remindOnOpen } from '../offline/reminders.ts';
import { SCREEN_NAMES } from '../ui/screenNames.ts';

/** The strip's window: due within this many days (spec: 3), plus every overdue one. */
const DUE_SOON_DAYS = 3;

function dueLabel(dueDate: string, today: string): { label: string; tone: string } {
  if (dueDate < today) return { label: t(M.overdue), tone: 'bg-red-100 text-red-800' };
  if (dueDate === today) return { label: t(M.dueToday), tone: 'bg-amber-100 text-amber-900' };
  if (dueDate === addDays(today, 1)) return { label: t(M.dueTomorrow), tone: 'bg-amber-100 text-amber-900' };
  const days = Math.round((Date.parse(`${dueDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  return { label: t(M.dueInDays, { days }), tone: 'bg-amber-100 text-amber-900' };
}

function BillRow({ bill, today, payable }: { bill: LocalBill; today: string; payable: boolean }) {
  const { language } = usePreferences();
  const [busy, setBusy] = useState(false);
  const { label, tone } = dueLabel(bill.dueDate, today);
  async function pay() {
    setBusy(true);
    try {
      const result = await markBillPaid(bill, language);
      if (result === null) return;
      if (result.outcome === 'refused') toast({ title: t(M.payRefused), description: t(M.payRefusedBody, { reason: result.reason ?? '' }), variant: 'destructive' });
      else toast({ title: result.outcome === 'acknowledged' ? t(M.paid, { name: bill.name }) : t(M.paidOffline, { name: bill.name }) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex items-center gap-3">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900">{bill.name}</p>
        <p className="text-sm text-slate-600 tabular-nums">{formatMoney(bill.amount, bill.currency)}</p>
        <span className={`mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>{label}</span>
      </div>
      {payable && (
        <button type="button" disabled={busy} aria-label={t(M.markPaidLabel, { name: bill.name })} onClick={() => void pay()}
          className="min-h-11 shrink-0 rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white disabled:opacity-60">
          {t(M.markPaid)}
        </button>
      )}
    </div>
  );
}

const iouLabel = (iou: LocalIou) => t(iou.direction === 'lent' ? IOU_WORDS.lentTo : IOU_WORDS.borrowedFrom, { person: iou.person });

function IouRow({ iou, dueDate, today }: { iou: LocalIou; dueDate: string; today: string }) {
  const { label, tone } = dueLabel(dueDate, today);
  return (
    <div className="flex items-center gap-3">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900">{iouLabel(iou)}</p>
        <p className="text-sm text-slate-600 tabular-nums">{t(IOU_WORDS.outstanding, { amount: formatMoney(iou.outstanding, iou.currency) })}</p>
        <span className={`mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>{label}</span>
      </div>
      <Link href="/ious" className="flex min-h-11 shrink-0 items-center rounded-lg bg-slate-200 px-3 text-sm font-semibold text-slate-900">
        {t(SCREEN_NAMES.ious)}
      </Link>
    </div>
  );
}

/** Money lent or borrowed, not settled, due by `last`: to collect or to repay. */
const iousDueBy = (ious: readonly LocalIou[] | undefined, last: string) =>
  (ious ?? []).flatMap((iou) => (!iou.settled && iou.dueDate !== null && iou.dueDate <= last ? [{ iou, dueDate: iou.dueDate }] : []));

export function DueSoonStrip() {
  const { reminders } = usePreferences();
  const today = useToday();
  const bills = useDueBills(DUE_SOON_DAYS);
  const ious = iousDueBy(useIous(), addDays(today, DUE_SOON_DAYS));
  const reminderKey = JSON.stringify([bills, ious.map(({ iou, dueDate }) => [iou.id, dueDate])]);
  useEffect(() => {
    // At most one a day (reminders.ts); nothing where notifications are not allowed.
    if (!reminders || bills === undefined) return;
    const due = [...bills, ...ious.map(({ iou, dueDate }) => ({ name: iouLabel(iou), dueDate }))];
    remindOnOpen(due, today, t(M.notificationTitle)).catch(() => undefined);
    // reminderKey names what bills and ious hold: a new array each render must not post again.
  }, [reminders, reminderKey, today]);
  if (!reminders || bills === undefined || bills.length + ious.length === 0) return null;
  // Occurrences are paid in order: only each bill's first unpaid one offers Mark paid.
  const firstDue = new Set(bills.filter((bill, index) => bills.findIndex((other) => other.subscriptionId === bill.subscriptionId) === index).map((bill) => bill.key));
  // Soonest first, bills and money lent or borrowed together: what is overdue leads.
  const rows = [
    ...bills.map((bill) => ({ key: bill.key, dueDate: bill.dueDate, row: <BillRow bill={bill} today={today} payable={firstDue.has(bill.key)} /> })),
    ...ious.map(({ iou, dueDate }) => ({ key: iou.id, dueDate, row: <IouRow iou={iou} dueDate={dueDate} today={today} /> })),
  ].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  return (
    <section aria-labelledby="due-soon-heading" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-amber-200">
      <h2 id="due-soon-heading" className="font-semibold text-slate-900">{t(M.dueSoon)}</h2>
      <ul className="divide-y divide-slate-100">
        {rows.map(({ key, row }) => <li key={key} className="py-2">{row}</li>)}
      </ul>
    </section>
  );
}
