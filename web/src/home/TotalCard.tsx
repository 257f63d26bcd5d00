// Today's-total card: the currency code and a total that counts up, the change against yesterday
// from the day summary, and the spoken "AI Voice Summary" of the total.
import { useEffect } from 'react';
import type { LanguageCode } from '../../../domain/languages.ts';
import { formatMoney, moneyParts } from '../format/money.ts';
import { ArrowIcon, SpeakerIcon } from './icons.tsx';
import { useCountUp, useStaggerIn } from './motion.ts';
import { speakDaySummary, warmUpVoices } from './voiceSummary.ts';

interface TotalCardProps {
  total: string;
  currency: string;
  /** Percent with 1 decimal ("-12.5"); null when yesterday had nothing; undefined while loading. */
  percent: string | null | undefined;
  language: LanguageCode;
  index: number;
}

function Change({ percent }: { percent: string | null | undefined }) {
  if (percent === undefined) return null;
  if (percent === null) {
    return (
      <p className="text-sm text-slate-500">
        <span aria-hidden="true">— vs yesterday</span>
        <span className="sr-only">No spending yesterday to compare with</span>
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
      <span className="sr-only">{flat ? 'No change' : down ? 'Down' : 'Up'}</span>
      {magnitude}% vs yesterday
    </p>
  );
}

export function TotalCard({ total, currency, percent, language, index }: TotalCardProps) {
  const shown = useCountUp(total);
  const enter = useStaggerIn<HTMLElement>(index);
  useEffect(warmUpVoices, []);
  return (
    <section ref={enter} aria-label="Today's total" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <p className="text-sm font-medium text-slate-600">Today's total</p>
      <p className="mt-1 flex items-baseline gap-2">
        <span className="text-base font-semibold text-slate-500">{currency}</span>
        {/* The counting digits are hidden from screen readers, which get the settled value once. */}
        <span aria-hidden="true" data-testid="today-total" className="text-4xl font-bold tracking-tight tabular-nums">
          {moneyParts(shown, currency).number}
        </span>
        <span className="sr-only">{formatMoney(total, currency)}</span>
      </p>
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
          AI Voice Summary
        </button>
      </div>
    </section>
  );
}
