// Recording one entry by hand: shares, social fund, a loan (with its months), a repayment, a fine or a
// grant (with its reason), for one member. Sent through the outbox; the server checks the limits.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { t } from '../i18n/index.ts';
import type { LocalSavingsGroup } from '../offline/savingsGroups.ts';
import { recordGroupEntry } from '../offline/savingsGroups.ts';
import { primaryButton } from '../ui/parts.tsx';
import { GROUPS_MESSAGES as M } from './messages.ts';
import { card, Field, inputClass, toldFailure, toldWritten } from './shared.tsx';

const TYPES = {
  rotating: ['social', 'fine', 'grant'],
  accumulating: ['shares', 'social', 'loan', 'repayment', 'fine', 'grant'],
} as const;
type EntryType = (typeof TYPES)[keyof typeof TYPES][number];

export function EntryForm({ group }: { group: LocalSavingsGroup }) {
  const types = group.kind === 'rotating' ? TYPES.rotating : TYPES.accumulating;
  const [type, setType] = useState<EntryType>(types[0]);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '').trim() || null;
    const number = (name: string) => (text(name) === null ? null : Number(text(name)));
    setBusy(true);
    try {
      toldWritten(await recordGroupEntry(group, {
        type, memberId: text('memberId'), amount: type === 'shares' ? null : text('amount'),
        shares: type === 'shares' ? number('shares') : null, months: type === 'loan' ? number('months') : null,
        reason: type === 'fine' || type === 'grant' ? text('reason') : null,
      }));
      form.reset();
    } catch (error) {
      toldFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} className={`${card} mt-4 grid gap-3`}>
      <h2 className="text-lg font-semibold text-slate-900">{t(M.entryTitle)}</h2>
      <Field label={t(M.typeLabel)}>
        <select aria-label={t(M.typeLabel)} value={type} onChange={(event) => setType(types.find((each) => each === event.target.value) ?? types[0])} className={inputClass}>
          {types.map((each) => <option key={each} value={each}>{t(M.types[each])}</option>)}
        </select>
      </Field>
      <Field label={t(M.memberLabel)}>
        <select name="memberId" aria-label={t(M.memberLabel)} className={inputClass}>
          {group.members.map((member) => <option key={member.id} value={member.id}>{member.name}</option>)}
        </select>
      </Field>
      {type === 'shares'
        ? <Field label={t(M.sharesTotal)}><input name="shares" required inputMode="numeric" className={inputClass} /></Field>
        : <Field label={t(M.amountLabel)}><input name="amount" required={type !== 'social'} inputMode="decimal" className={inputClass} /></Field>}
      {type === 'loan' ? <Field label={t(M.monthsLabel)}><input name="months" required inputMode="numeric" defaultValue="3" className={inputClass} /></Field> : null}
      {type === 'fine' || type === 'grant' ? <Field label={t(M.reasonLabel)}><input name="reason" required maxLength={200} className={inputClass} /></Field> : null}
      <button type="submit" disabled={busy} className={primaryButton}>{t(M.record)}</button>
    </form>
  );
}
