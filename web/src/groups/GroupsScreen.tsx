// Savings groups: each group the person keeps or belongs to, with its next due date and what they
// owe; below, creating one (a merry-go-round or a VSLA, the creator its chair) or joining one by
// its invite code. Read from the phone's copy, pulled from the server when the screen opens.
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { SUPPORTED_CURRENCIES } from '../../../domain/currencies.ts';
import { formatMoney } from '../format/money.ts';
import { formatDay } from '../format/time.ts';
import { t } from '../i18n/index.ts';
import { useToday } from '../offline/live.ts';
import type { LocalSavingsGroup } from '../offline/savingsGroups.ts';
import { createSavingsGroup, joinSavingsGroup, refreshSavingsGroups, useSavingsGroups } from '../offline/savingsGroups.ts';
import { primaryButton, secondaryButton } from '../ui/parts.tsx';
import { ScreenHeader } from '../ui/ScreenHeader.tsx';
import { SCREEN_NAMES } from '../ui/screenNames.ts';
import { usePreferences } from '../user/preferences.ts';
import { GROUPS_MESSAGES as M } from './messages.ts';
import { card, Field, inputClass, toldFailure } from './shared.tsx';

function GroupRow({ group }: { group: LocalSavingsGroup }) {
  const owes = group.youOwe !== '0.00';
  return (
    <li>
      <Link href={`/groups/${group.id}`} className={`${card} block`}>
        <p className="font-semibold text-slate-900">{group.name}</p>
        <p className="text-sm text-slate-600">{t(group.kind === 'rotating' ? M.rotating : M.accumulating)}</p>
        {group.nextDueDate ? <p className="mt-1 text-sm text-slate-700">{t(M.nextDue, { date: formatDay(group.nextDueDate) })}</p> : null}
        <p className={`mt-1 text-sm font-semibold ${owes ? 'text-red-800' : 'text-green-800'}`}>
          {owes ? t(M.youOwe, { amount: formatMoney(group.youOwe, group.currency) }) : t(M.nothingOwed)}
        </p>
      </Link>
    </li>
  );
}

function CreateGroupForm() {
  const { currency: myCurrency } = usePreferences();
  const today = useToday();
  const [, navigate] = useLocation();
  const [kind, setKind] = useState<'rotating' | 'accumulating'>('rotating');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    setBusy(true);
    try {
      const rules = kind === 'rotating'
        ? { contribution: text('contribution'), frequency: text('frequency'), firstDueDate: text('firstDueDate') }
        : { sharePrice: text('sharePrice'), monthlyInterestPercent: text('interest') };
      const group = await createSavingsGroup({ name: text('name'), kind, currency: text('currency'), rules, chairName: text('chairName') || null });
      navigate(`/groups/${group.id}`);
    } catch (error) {
      toldFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} className={`${card} mt-6 grid gap-3`}>
      <h2 className="text-lg font-semibold text-slate-900">{t(M.createTitle)}</h2>
      <Field label={t(M.nameLabel)}><input name="name" required maxLength={100} className={inputClass} /></Field>
      <Field label={t(M.yourNameLabel)}><input name="chairName" maxLength={100} className={inputClass} /></Field>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-slate-700">{t(M.kindLabel)}</legend>
        {(['rotating', 'accumulating'] as const).map((each) => (
          <label key={each} className="flex min-h-11 items-center gap-2 text-base">
            <input type="radio" name="kind" checked={kind === each} onChange={() => setKind(each)} className="size-5" />
            {t(M[each])}
          </label>
        ))}
      </fieldset>
      <Field label={t(M.currencyLabel)}>
        <select name="currency" aria-label={t(M.currencyLabel)} defaultValue={myCurrency} className={inputClass}>
          {SUPPORTED_CURRENCIES.map((code) => <option key={code} value={code}>{code}</option>)}
        </select>
      </Field>
      {kind === 'rotating' ? (
        <>
          <Field label={t(M.contributionLabel)}><input name="contribution" required inputMode="decimal" className={inputClass} /></Field>
          <Field label={t(M.frequencyLabel)}>
            <select name="frequency" aria-label={t(M.frequencyLabel)} defaultValue="weekly" className={inputClass}>
              {(['weekly', 'fortnightly', 'monthly'] as const).map((each) => <option key={each} value={each}>{t(M[each])}</option>)}
            </select>
          </Field>
          <Field label={t(M.firstDueLabel)}><input name="firstDueDate" type="date" required defaultValue={today} className={inputClass} /></Field>
        </>
      ) : (
        <>
          <Field label={t(M.sharePriceLabel)}><input name="sharePrice" required inputMode="decimal" className={inputClass} /></Field>
          <Field label={t(M.interestLabel)}><input name="interest" required inputMode="decimal" defaultValue="10" className={inputClass} /></Field>
        </>
      )}
      <button type="submit" disabled={busy} className={primaryButton}>{t(M.create)}</button>
    </form>
  );
}

function JoinGroupForm() {
  const [, navigate] = useLocation();
  const [code, setCode] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const group = await joinSavingsGroup(code.trim().toUpperCase(), null);
      navigate(`/groups/${group.id}`);
    } catch (error) {
      toldFailure(error);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} className={`${card} mt-4 grid gap-3`}>
      <h2 className="text-lg font-semibold text-slate-900">{t(M.joinTitle)}</h2>
      <Field label={t(M.inviteCodeLabel)}>
        <input value={code} onChange={(event) => setCode(event.target.value.toUpperCase())} required maxLength={9} className={`${inputClass} uppercase`} />
      </Field>
      <button type="submit" className={secondaryButton}>{t(M.join)}</button>
    </form>
  );
}

export function GroupsScreen() {
  const groups = useSavingsGroups();
  useEffect(() => void refreshSavingsGroups().catch(() => undefined), []);
  return (
    <section>
      <ScreenHeader title={t(SCREEN_NAMES.groups)} subtitle={t(M.subtitle)} />
      {groups !== undefined && groups.length === 0 ? <p className="text-slate-600">{t(M.empty)}</p> : null}
      <ul className="grid gap-3">{(groups ?? []).map((group) => <GroupRow key={group.id} group={group} />)}</ul>
      <CreateGroupForm />
      <JoinGroupForm />
    </section>
  );
}
