// Today's-total card: the currency code and a total that counts up, the change against yesterday
// from the day summary, and the spoken "AI Voice Summary" of the total.
import { useEffect } from 'react';
import type { LanguageCode } from '../../../domain/languages.ts';
import { numberLocale, speaksEnglish } from '../format/locale.ts';
import { formatMoney, moneyParts } from '../format/money.ts';
import { t } from '../i18n/index.ts';
import { HOME_MESSAGES } from './messages.ts';
import { ArrowIcon, SpeakerIcon } from '../ui/icons.tsx';
import { useCountUp, useStaggerIn } from '../ui/motion.ts';
import { speakDaySummary, warmUpVoices } from './voiceSummary.ts';

interface TotalCardProps {
  total: string;
  currency: string;
  /** Percent with 1 decimal ("-12.5"); null when yesterday had nothing; undefined while loading. */
  percent: string | null | undefined;
  language: LanguageCode;
  /** What the total counts when other currencies are in it or left out of it; null when all rows are in `currency`. */
  note: string | null;
  index: number;
}

/** The change's size in the interface's digits; English keeps the summary's own "12.5" (no grouping). */
function shownPercent(magnitude: string): string {
  if (speaksEnglish()) return magnitude;
  // A percentage for display only, never an amount: a float carries its one decimal exactly enough.
  return new Intl.NumberFormat(numberLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Number(magnitude));
}

function Change({ percent }: { percent: string | null | undefined }) {
  if (percent === undefined) return null;
  if (percent === null) {
    return (
      <p className="text-sm text-slate-500">
        <span aria-hidden="true">{t(HOME_MESSAGES.noYesterday)}</span>
        <span className="sr-only">{t(HOME_MESSAGES.noYesterdayForReader)}</span>
      </p>
    );
  }
  const down = percent.startsWith('-');
  const magnitude = down ? percent.slice(1) : percent;
  const flat = Number(magnitude) === 0;
  // Spending less than yesterday is the good news here: green going down, red going up.
  const tone = flat ? 'text-slate-600' : down ? 'text-brand-700' : 'text-red-700';
  return (
    <p className={`inline-flex items-center gap-1 text-sm font-semibold ${tone}`}>
      {!flat && <ArrowIcon direction={down ? 'down' : 'up'} />}
      <span className="sr-only">{flat ? t(HOME_MESSAGES.noChange) : down ? t(HOME_MESSAGES.down) : t(HOME_MESSAGES.up)}</span>
      {t(HOME_MESSAGES.vsYesterday, { percent: shownPercent(magnitude) })}
    </p>
  );
}

export function TotalCard({ total, currency, percent, language, note, index }: TotalCardProps) {
  const shown = useCountUp(total);
  const enter = useStaggerIn<HTMLElement>(index);
  useEffect(warmUpVoices, []);
  return (
    <section ref={enter} aria-label={t(HOME_MESSAGES.todaysTotal)} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <p className="text-sm font-medium text-slate-600">{t(HOME_MESSAGES.todaysTotal)}</p>
      <p className="mt-1 flex items-baseline gap-2">
        <span className="text-base font-semibold text-slate-500">{currency}</span>
        {/* The counting digits are hidden from screen readers, which get the settled value once. */}
        <span aria-hidden="true" data-testid="today-total" className="text-4xl font-bold tracking-tight tabular-nums">
          {moneyParts(shown, currency).number}
        </span>
        <span className="sr-only">{formatMoney(total, currency)}</span>
      </p>
      {note !== null && <p className="mt-1 text-sm text-slate-600">{note}</p>}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <Change percent={percent} />
        <button
          type="button"
          onClick={() => speakDaySummary(total, currency, language)}
          className={
            'inline-flex min-h-11 items-center gap-2 rounded-xl bg-brand-50 px-4 text-sm font-semibold ' +
            'text-brand-800 ring-1 ring-brand-100 hover:bg-brand-100'
          }
        >
          <SpeakerIcon />
          {t(HOME_MESSAGES.voiceSummary)}
        </button>
      </div>
    </section>
  );
}
