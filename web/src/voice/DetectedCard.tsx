// "Detected": what the analysis understood — category emoji and name (or, for a saving, "Saving" with
// its goal type and name; for money lent or borrowed, which and the person; for a bill, how often), the amount in the currency the phrase named (else the user's) with its
// ≈ USDT at that currency's rate, and the confidence. An amount not heard shows as a dash, never as 0,
// under "No amount yet" in amber with a warning sign: it must not pass for a result ready to add.
// A day the phrase said ("jana") shows as Today, Yesterday or "Mon 23 Nov"; none said, no day line.
import { categoryName } from '../format/categories.ts';
import { CATEGORIES } from '../../../domain/categories.ts';
import { addDays, localDay } from '../../../domain/dates.ts';
import { approxUsdt, formatMoney } from '../format/money.ts';
import { formatShortDay } from '../format/time.ts';
import { t } from '../i18n/index.ts';
import { useRates } from '../money/rates.ts';
import { SvgIcon } from '../ui/icons.tsx';
import { deviceTimeZone } from '../user/deviceTimeZone.ts';
// Goal type names are the Savings screen's, so one goal type reads the same everywhere.
import { SAVING_WORDS } from '../offline/messages.ts';
import { VOICE_MESSAGES as M } from './messages.ts';
import type { Analysis } from './voiceMachine.ts';

const LOOKS = {
  complete: {
    heading: M.detected,
    box: 'bg-brand-50 ring-1 ring-brand-100',
    title: 'text-brand-800',
    icon: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  },
  noAmount: {
    heading: M.noAmountYet,
    box: 'bg-amber-50 ring-2 ring-amber-400',
    title: 'text-amber-900',
    icon: <path d="M12 4 2.5 20h19L12 4zM12 10v4.5M12 17.5h.01" />,
  },
} as const;

function dayName(day: string): string {
  const today = localDay(new Date(), deviceTimeZone());
  if (day === today) return t(M.today);
  return day === addDays(today, -1) ? t(M.yesterday) : formatShortDay(day);
}

interface DetectedCardProps {
  analysis: Analysis;
  currency: string;
  /** False where the save keeps no day (a family group's shared expense is recorded now). */
  showDay?: boolean;
}

export function DetectedCard({ analysis, currency, showDay = true }: DetectedCardProps) {
  const { saving, iou, bill } = analysis;
  const { emoji, name } =
    iou !== undefined
      ? { emoji: '🤝', name: t(iou.direction === 'lent' ? M.lent : M.borrowed) }
      : saving !== undefined
        ? { emoji: '🐷', name: t(M.saving) }
        : bill !== undefined
          ? { emoji: '🧾', name: t(M.billEvery, { cycle: bill.cycle }) }
          : { emoji: CATEGORIES[analysis.category].emoji, name: categoryName(analysis.category) };
  const shown = analysis.currency ?? currency;
  const { rates } = useRates().table;
  const usdt = analysis.amount === null ? null : approxUsdt(analysis.amount, shown, rates);
  const look = LOOKS[analysis.amount === null ? 'noAmount' : 'complete'];
  return (
    <section aria-labelledby="detected-heading" aria-live="polite" className={`rounded-xl p-4 ${look.box}`}>
      <h3 id="detected-heading" className={`flex items-center gap-1.5 text-xs font-semibold tracking-wide uppercase ${look.title}`}>
        <SvgIcon size={16}>{look.icon}</SvgIcon>
        {t(look.heading)}
      </h3>
      <div className="mt-2 flex items-center gap-3">
        <span aria-hidden="true" className="text-3xl">
          {emoji}
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-slate-900">{name}</p>
          <p className="text-sm break-words text-slate-700">{analysis.description}</p>
        </div>
        <div className="text-end">
          {analysis.amount === null ? (
            <p className="font-semibold text-slate-500">
              <span aria-hidden="true">—</span>
              <span className="sr-only">{t(M.noAmountHeard)}</span>
            </p>
          ) : (
            <>
              <p className="text-lg font-bold whitespace-nowrap tabular-nums">{formatMoney(analysis.amount, shown)}</p>
              {usdt !== null && <p className="text-xs whitespace-nowrap text-slate-600 tabular-nums">≈ {usdt} USDT</p>}
            </>
          )}
        </div>
      </div>
      {showDay && analysis.day !== undefined && (
        <dl className="mt-2 flex items-center gap-2 text-sm">
          <dt className="text-slate-600">{t(M.day)}</dt>
          <dd className="font-semibold text-slate-900" data-testid="detected-day">
            {dayName(analysis.day)}
          </dd>
        </dl>
      )}
      {saving !== undefined && (
        <>
          <dl className="mt-2 grid grid-cols-2 gap-1 text-sm">
            <dt className="text-slate-600">{t(M.goalType)}</dt>
            <dd className="font-semibold text-slate-900">{t(SAVING_WORDS.goalTypes[saving.goalType])}</dd>
            <dt className="text-slate-600">{t(M.goalName)}</dt>
            <dd className="font-semibold text-slate-900">{saving.goalName ?? '—'}</dd>
          </dl>
          <p className="mt-2 text-xs text-slate-600">{t(M.savingHint)}</p>
        </>
      )}
      {iou !== undefined && (
        <>
          <dl className="mt-2 grid grid-cols-2 gap-1 text-sm">
            <dt className="text-slate-600">{t(M.person)}</dt>
            <dd className="font-semibold text-slate-900">{iou.person ?? '—'}</dd>
          </dl>
          {iou.person === null && <p className="mt-2 text-sm font-medium text-amber-900">{t(M.noPerson)}</p>}
          <p className="mt-2 text-xs text-slate-600">{t(M.iouHint)}</p>
        </>
      )}
      {bill !== undefined && <p className="mt-2 text-xs text-slate-600">{t(M.billHint)}</p>}
      {analysis.confidence > 0 && <p className="mt-2 text-xs text-slate-600">{t(M.confidence, { percent: Math.round(analysis.confidence * 100) })}</p>}
      {analysis.amount === null && <p className="mt-2 text-sm font-medium text-amber-900">{t(M.sayAmountToo)}</p>}
    </section>
  );
}
