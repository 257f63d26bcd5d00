// The group's activity: every entry and every correction, newest first, with who wrote it and when. An
// official corrects an entry (the right amount, or reversing it) with a reason; the entry stays as it was
// written and the correction is listed above it: nothing is ever silently changed.
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { formatMoney } from '../format/money.ts';
import { formatDay, formatInstantDay } from '../format/time.ts';
import { t } from '../i18n/index.ts';
import type { LocalSavingsGroup } from '../offline/savingsGroups.ts';
import { correctGroupEntry, groupActivity } from '../offline/savingsGroups.ts';
import { secondaryButton } from '../ui/parts.tsx';
import { GROUPS_MESSAGES as M } from './messages.ts';
import { card, Field, inputClass, toldFailure } from './shared.tsx';

type Line = Awaited<ReturnType<typeof groupActivity>>[number];
const TYPES = ['contribution', 'payout', 'shares', 'social', 'loan', 'repayment', 'fine', 'grant'] as const;
const typeName = (type: string | null | undefined) => {
  const known = TYPES.find((each) => each === type);
  return known ? t(M.types[known]) : t(M.shareOut);
};

function CorrectForm({ group, line, done }: { group: LocalSavingsGroup; line: Line; done: () => void }) {
  const [reverse, setReverse] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const amount = String(data.get('amount') ?? '').trim();
    try {
      await correctGroupEntry(group.id, line.id, { reason: String(data.get('reason') ?? '').trim(), amount: reverse || amount === '' ? null : amount, reverse });
      done();
    } catch (error) {
      toldFailure(error);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="mt-2 grid gap-2">
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input type="checkbox" checked={reverse} onChange={(event) => setReverse(event.target.checked)} className="size-5" />
        {t(M.reverseLabel)}
      </label>
      {reverse ? null : <Field label={t(M.newAmountLabel)}><input name="amount" inputMode="decimal" className={inputClass} /></Field>}
      <Field label={t(M.reasonLabel)}><input name="reason" required maxLength={200} className={inputClass} /></Field>
      <button type="submit" className={secondaryButton}>{t(M.saveCorrection)}</button>
    </form>
  );
}

export function Activity({ group }: { group: LocalSavingsGroup }) {
  const [lines, setLines] = useState<Line[]>([]);
  const [correcting, setCorrecting] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  // Read again whenever the book changes (an entry from this phone, a correction).
  const changed = `${group.totals.loanFund}|${group.totals.socialFund}|${group.rounds.map((round) => round.collected).join(',')}|${version}`;
  useEffect(() => void groupActivity(group.id).then(setLines, () => undefined), [group.id, changed]);
  const nameOf = (id: string | null | undefined) => group.members.find((member) => member.id === id)?.name ?? '';
  const official = group.myRole !== 'member';
  const corrected = new Set(lines.filter((line) => line.kind === 'correction' && line.reversed).map((line) => line.entryId));
  return (
    <section className={`${card} mt-4`}>
      <h2 className="text-lg font-semibold text-slate-900">{t(M.activityHeading)}</h2>
      <ul className="mt-2 grid gap-2">
        {lines.map((line) => (
          <li key={line.id} className="border-t border-slate-100 pt-2 text-sm">
            {line.kind === 'correction' ? (
              <p className="font-medium text-amber-900">
                {t(M.correction, { reason: line.reason ?? '' })}
                {line.reversed ? ` · ${t(M.reversed)}` : line.amount ? ` · ${formatMoney(line.amount, group.currency)}` : ''}
              </p>
            ) : (
              <p className="font-medium text-slate-900">
                {typeName(line.type)} · {nameOf(line.memberId)}{line.amount ? ` · ${formatMoney(line.amount, group.currency)}` : ''}
              </p>
            )}
            <p className="text-slate-600">
              {t(M.byWhom, { date: line.date ? formatDay(line.date) : formatInstantDay(line.recordedAt), name: line.recordedByName ?? '' })}
            </p>
            {official && line.kind === 'entry' && !corrected.has(line.id) ? (
              correcting === line.id ? (
                <CorrectForm group={group} line={line} done={() => { setCorrecting(null); setVersion((n) => n + 1); }} />
              ) : (
                <button
                  type="button" onClick={() => setCorrecting(line.id)} className="mt-1 min-h-11 font-semibold text-brand-800"
                  aria-label={t(M.correctEntry, { type: typeName(line.type), name: nameOf(line.memberId) })}
                >
                  {t(M.correct)}
                </button>
              )
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
