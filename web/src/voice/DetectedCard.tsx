// "Detected": what the analysis understood — category emoji and name (or, for a saving, "Saving" with
// its goal type and name), the amount in the currency the phrase named (else the user's) with its
// ≈ USDT at that currency's rate, and the confidence. An amount not heard shows as a dash, never as 0.
import { CATEGORIES } from '../../../domain/categories.ts';
import { approxUsdt, formatMoney } from '../format/money.ts';
import { useRates } from '../money/rates.ts';
import { VOICE_MESSAGES as M } from './messages.ts';
import type { Analysis } from './voiceMachine.ts';

export function DetectedCard({ analysis, currency }: { analysis: Analysis; currency: string }) {
  const { saving } = analysis;
  const { emoji, name } = saving === undefined ? CATEGORIES[analysis.category] : { emoji: '🐷', name: M.saving };
  const shown = analysis.currency ?? currency;
  const { rates } = useRates().table;
  const usdt = analysis.amount === null ? null : approxUsdt(analysis.amount, shown, rates);
  return (
    <section aria-labelledby="detected-heading" aria-live="polite" className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100">
      <h3 id="detected-heading" className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
        Detected
      </h3>
      <div className="mt-2 flex items-center gap-3">
        <span aria-hidden="true" className="text-3xl">
          {emoji}
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-slate-900">{name}</p>
          <p className="truncate text-sm text-slate-700">{analysis.description}</p>
        </div>
        <div className="text-right">
          {analysis.amount === null ? (
            <p className="font-semibold text-slate-500">
              <span aria-hidden="true">—</span>
              <span className="sr-only">No amount heard</span>
            </p>
          ) : (
            <>
              <p className="text-lg font-bold whitespace-nowrap tabular-nums">{formatMoney(analysis.amount, shown)}</p>
              {usdt !== null && <p className="text-xs whitespace-nowrap text-slate-600 tabular-nums">≈ {usdt} USDT</p>}
            </>
          )}
        </div>
      </div>
      {saving !== undefined && (
        <>
          <dl className="mt-2 grid grid-cols-2 gap-1 text-sm">
            <dt className="text-slate-600">{M.goalType}</dt>
            <dd className="font-semibold text-slate-900">{M.goalTypes[saving.goalType]}</dd>
            <dt className="text-slate-600">{M.goalName}</dt>
            <dd className="font-semibold text-slate-900">{saving.goalName ?? '—'}</dd>
          </dl>
          <p className="mt-2 text-xs text-slate-600">{M.savingHint}</p>
        </>
      )}
      {analysis.confidence > 0 && (
        <p className="mt-2 text-xs text-slate-600">AI confidence {Math.round(analysis.confidence * 100)}%</p>
      )}
      {analysis.amount === null && <p className="mt-2 text-sm text-amber-800">Say or type the amount too.</p>}
    </section>
  );
}
