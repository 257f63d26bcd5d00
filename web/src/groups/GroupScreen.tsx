// One savings group's book: its members (each with arrears, opening their statement), the rounds of a
// merry-go-round (collected, the pot paid to its recipient) or a VSLA's totals, and for officials the
// invite code, adding members (typed or said), drawing the payout order, recording an entry and the
// ways into meeting mode and the share-out. Entries go through the outbox, so they work offline.
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'wouter';
import { formatMoney } from '../format/money.ts';
import { formatDay } from '../format/time.ts';
import { t } from '../i18n/index.ts';
import type { LocalSavingsGroup } from '../offline/savingsGroups.ts';
import { addGroupMember, drawPayoutOrder, recordGroupEntry, refreshSavingsGroups, useSavingsGroup } from '../offline/savingsGroups.ts';
import { MicIcon } from '../ui/icons.tsx';
import { primaryButton, secondaryButton } from '../ui/parts.tsx';
import { ScreenHeader } from '../ui/ScreenHeader.tsx';
import { usePreferences } from '../user/preferences.ts';
import { Activity } from './Activity.tsx';
import { EntryForm } from './EntryForm.tsx';
import { GROUPS_MESSAGES as M } from './messages.ts';
import { card, Field, inputClass, toldFailure, toldWritten } from './shared.tsx';
import { listenOnce, namesSaid } from './speech.ts';

const isOfficial = (group: LocalSavingsGroup) => group.myRole !== 'member';

function AddMembers({ group }: { group: LocalSavingsGroup }) {
  const { language } = usePreferences();
  const [names, setNames] = useState('');
  const [listening, setListening] = useState(false);
  const [busy, setBusy] = useState(false);
  const listen = async () => {
    setListening(true);
    const heard = await listenOnce(language);
    setListening(false);
    if (heard) setNames((before) => [...namesSaid(before), ...namesSaid(heard)].join(', '));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      for (const name of namesSaid(names)) await addGroupMember(group.id, name);
      setNames('');
    } catch (error) {
      toldFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="mt-3 grid gap-2">
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <Field label={t(M.memberNamesLabel)}>
            <input value={names} onChange={(event) => setNames(event.target.value)} className={inputClass} />
          </Field>
        </div>
        <button
          type="button" onClick={() => void listen()} aria-label={t(M.sayNames)} disabled={listening}
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white disabled:opacity-60"
        >
          <MicIcon />
        </button>
      </div>
      {listening ? <p role="status" className="text-sm text-slate-600">{t(M.listening)}</p> : null}
      <button type="submit" disabled={busy || names.trim() === ''} className={secondaryButton}>{t(M.addMembers)}</button>
    </form>
  );
}

function Rounds({ group }: { group: LocalSavingsGroup }) {
  const nameOf = (id: string | null | undefined) => group.members.find((member) => member.id === id)?.name ?? '';
  const pay = async (round: number) => {
    try {
      toldWritten(await recordGroupEntry(group, { type: 'payout', round }));
    } catch (error) {
      toldFailure(error);
    }
  };
  return (
    <section className={`${card} mt-4`}>
      <h2 className="text-lg font-semibold text-slate-900">{t(M.roundsHeading)}</h2>
      {group.payoutOrder === null && isOfficial(group) ? (
        <button type="button" className={`${secondaryButton} mt-2 w-full`} onClick={() => void drawPayoutOrder(group.id).catch(toldFailure)}>
          {t(M.drawOrder)}
        </button>
      ) : null}
      <ol className="mt-2 grid gap-2">
        {group.rounds.map((round) => (
          <li key={round.round} className="border-t border-slate-100 pt-2">
            <p className="text-sm font-medium text-slate-900">{t(M.round, { round: round.round, date: formatDay(round.dueDate) })} · {nameOf(round.recipientMemberId)}</p>
            <p className="text-sm text-slate-600">{t(M.collected, { amount: formatMoney(round.collected, group.currency) })}</p>
            {round.paidOut ? <span className="text-sm font-semibold text-green-800">{t(M.paidOut)}</span> : null}
            {!round.paidOut && round.collected !== '0.00' && round.recipientMemberId && isOfficial(group) ? (
              <button type="button" className={`${secondaryButton} mt-1`} onClick={() => void pay(round.round)}>
                {t(M.payPot, { name: nameOf(round.recipientMemberId) })}
              </button>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Totals({ group }: { group: LocalSavingsGroup }) {
  const money = (amount: string) => formatMoney(amount, group.currency);
  const lines: [string, string][] = [
    [t(M.loanFund), money(group.totals.loanFund)],
    [t(M.socialFund), money(group.totals.socialFund)],
    ...(group.kind === 'accumulating' ? [[t(M.sharesTotal), String(group.totals.sharesTotal)] as [string, string], [t(M.loansOutstanding), money(group.totals.loansOutstanding)] as [string, string]] : []),
  ];
  return (
    <section className={`${card} mt-4`}>
      <h2 className="text-lg font-semibold text-slate-900">{t(M.totalsHeading)}</h2>
      <dl className="mt-2 grid grid-cols-2 gap-1 text-sm">
        {lines.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-end font-semibold tabular-nums text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function GroupScreen({ id }: { id: string }) {
  const group = useSavingsGroup(id);
  useEffect(() => void refreshSavingsGroups().catch(() => undefined), []);
  if (group === undefined) return null;
  if (group === null) return <p className="text-slate-600">{t(M.notFound)}</p>;
  return (
    <section>
      <Link href="/groups" className="text-sm font-medium text-brand-800">{t(M.back)}</Link>
      <ScreenHeader title={group.name} subtitle={t(group.kind === 'rotating' ? M.rotating : M.accumulating)} />
      {group.inviteCode ? <p className="mb-3 text-sm text-slate-700">{t(M.inviteCode, { code: group.inviteCode })}</p> : null}
      {isOfficial(group) ? (
        <div className="grid gap-2">
          <Link href={`/groups/${group.id}/meeting`} className={primaryButton}>{t(M.meeting)}</Link>
          {group.kind === 'accumulating' ? <Link href={`/groups/${group.id}/share-out`} className={secondaryButton}>{t(M.shareOut)}</Link> : null}
        </div>
      ) : null}
      <section className={`${card} mt-4`}>
        <h2 className="text-lg font-semibold text-slate-900">{t(M.membersHeading)}</h2>
        <ul className="mt-2 grid gap-1">
          {group.members.map((member) => (
            <li key={member.id}>
              <Link href={`/groups/${group.id}/members/${member.id}`} className="flex min-h-11 items-center justify-between gap-2 rounded-lg px-2 hover:bg-slate-50">
                <span className="font-medium text-slate-900">{member.name}</span>
                {member.arrears !== '0.00'
                  ? <span className="text-sm font-semibold text-red-800">{t(M.arrears, { amount: formatMoney(member.arrears, group.currency) })}</span>
                  : null}
              </Link>
            </li>
          ))}
        </ul>
        {isOfficial(group) ? <AddMembers group={group} /> : null}
      </section>
      {group.kind === 'rotating' ? <Rounds group={group} /> : null}
      <Totals group={group} />
      {isOfficial(group) ? <EntryForm group={group} /> : null}
      <Activity group={group} />
    </section>
  );
}
