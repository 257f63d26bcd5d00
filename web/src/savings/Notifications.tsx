// Savings Notifications (the Settings toggle): a reminder when the month is past its middle and less
// than half of the monthly goal is saved, and a note for each goal at 50 %, 75 % and 100 %. Shown on
// this screen only; there is no push service.
import { toUnits } from '../../../domain/parse/savingsAmount.ts';
import { formatMoney } from '../format/money.ts';
import { SAVINGS_MESSAGES as M } from './messages.ts';
import type { GoalView } from './totals.ts';
import { t } from '../i18n/index.ts';

const MILESTONES = [100, 75, 50] as const;

interface Props {
  today: string;
  monthSaved: string;
  monthlyGoal: string;
  currency: string;
  goals: readonly GoalView[];
}

/** Past the middle: after the 15th of a 30- or 31-day month, the 14th of February. */
function pastMiddle(today: string): boolean {
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day > length / 2;
}

export function Notifications({ today, monthSaved, monthlyGoal, currency, goals }: Props) {
  const goal = toUnits(monthlyGoal);
  const remind = goal > 0n && pastMiddle(today) && toUnits(monthSaved) * 2n < goal;
  const notes = goals.flatMap(({ goal: { id, name }, percent }) => {
    const reached = MILESTONES.find((milestone) => percent >= milestone);
    return reached === undefined ? [] : [{ id, text: reached >= 100 ? t(M.goalReached, { name }) : t(M.milestone, { name, percent: reached }) }];
  });
  if (!remind && notes.length === 0) return null;
  return (
    <section aria-label={t(M.reminderTitle)} className="flex flex-col gap-2">
      {remind && (
        <p role="status" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {t(M.reminder, { saved: formatMoney(monthSaved, currency), goal: formatMoney(monthlyGoal, currency) })}
        </p>
      )}
      {notes.map((note) => (
        <p key={note.id} role="status" className="rounded-xl bg-green-50 p-3 text-sm text-green-900 ring-1 ring-green-200">
          {note.text}
        </p>
      ))}
    </section>
  );
}
