// Meeting mode for the treasurer: every member with what is due this meeting already filled in (a
// merry-go-round's contribution for the round, a VSLA's shares); a tap marks them paid, the amount can
// be changed first, or the treasurer says it ("Amina mia tano, Juma mia tano", "Amina ameleta shares
// tatu"). Each mark is one entry in the outbox, so the meeting works offline and is sent once.
// "Finish meeting" reads the totals back aloud in the app's language.
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { readMeetingSpeech } from '../../../domain/savingsGroups/meetingSpeech.ts';
import { fromCents, toCents } from '../../../domain/money.ts';
import { formatMoney } from '../format/money.ts';
import { t } from '../i18n/index.ts';
import { OFFLINE_MESSAGES } from '../offline/messages.ts';
import type { LocalSavingsGroup } from '../offline/savingsGroups.ts';
import { recordGroupEntry, useSavingsGroup, useWaitingEntries } from '../offline/savingsGroups.ts';
import { MicIcon } from '../ui/icons.tsx';
import { primaryButton, secondaryButton } from '../ui/parts.tsx';
import { ScreenHeader } from '../ui/ScreenHeader.tsx';
import { usePreferences } from '../user/preferences.ts';
import { GROUPS_MESSAGES as M } from './messages.ts';
import { card, inputClass, toldFailure } from './shared.tsx';
import { listenOnce, speak } from './speech.ts';

type Member = LocalSavingsGroup['members'][number];
const prefilled = (group: LocalSavingsGroup, member: Member) => (group.kind === 'rotating' ? member.dueAmount : String(member.dueShares));

function Meeting({ group }: { group: LocalSavingsGroup }) {
  const { language } = usePreferences();
  const [, navigate] = useLocation();
  const waiting = useWaitingEntries(group.id) ?? [];
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(group.members.map((member) => [member.id, prefilled(group, member)])));
  const [marked, setMarked] = useState<Record<string, string>>({});
  const [heard, setHeard] = useState<string | null>(null);
  const rotating = group.kind === 'rotating';

  const mark = async (member: Member, value: string) => {
    if (marked[member.id] !== undefined) return;
    setMarked((before) => ({ ...before, [member.id]: value }));
    try {
      await recordGroupEntry(group, rotating
        ? { type: 'contribution', memberId: member.id, amount: value, round: member.dueRound ?? null }
        : { type: 'shares', memberId: member.id, shares: Number(value) }, { wait: false });
    } catch (error) {
      setMarked(({ [member.id]: _undone, ...rest }) => rest);
      toldFailure(error);
    }
  };
  const listen = async () => {
    const text = await listenOnce(language);
    if (!text) return;
    setHeard(text);
    for (const said of readMeetingSpeech(text, language, group.members)) {
      const member = group.members.find((one) => one.id === said.memberId);
      const value = rotating ? said.amount : said.shares === null ? null : String(said.shares);
      if (!member || value === null) continue;
      setValues((before) => ({ ...before, [member.id]: value }));
      await mark(member, value);
    }
  };
  const finish = () => {
    const paid = Object.values(marked);
    const price = group.rules.sharePrice ?? '0';
    const cents = paid.reduce((total, value) => total + (rotating ? toCents(value) : toCents(price) * BigInt(Number(value) || 0)), 0n);
    speak(t(M.meetingSummary, { count: paid.length, amount: formatMoney(fromCents(cents), group.currency) }), language);
    navigate(`/groups/${group.id}`);
  };
  return (
    <section>
      <Link href={`/groups/${group.id}`} className="text-sm font-medium text-brand-800">{t(M.back)}</Link>
      <ScreenHeader title={t(M.meetingTitle)} subtitle={group.name} />
      <button type="button" onClick={() => void listen()} className={`${secondaryButton} w-full`}>
        <MicIcon />
        {t(M.sayPayments)}
      </button>
      {heard ? <p className="mt-2 text-sm text-slate-700">{t(M.heard, { text: heard })}</p> : null}
      <ul className="mt-4 grid gap-2">
        {group.members.map((member) => {
          const done = marked[member.id] !== undefined || (rotating && member.dueAmount === '0.00');
          const pending = waiting.some((entry) => entry.memberId === member.id);
          return (
            <li key={member.id} className={`${card} flex flex-wrap items-center gap-2`}>
              <span className="min-w-0 flex-1 font-medium text-slate-900">{member.name}</span>
              <input
                aria-label={t(rotating ? M.amountFor : M.sharesFor, { name: member.name })}
                value={values[member.id] ?? ''} disabled={done} inputMode={rotating ? 'decimal' : 'numeric'}
                onChange={(event) => setValues((before) => ({ ...before, [member.id]: event.target.value }))}
                className={`${inputClass} w-28 text-end tabular-nums`}
              />
              {done ? (
                <span className="text-sm font-semibold text-green-800">{t(M.paid)}{pending ? ` · ${t(OFFLINE_MESSAGES.pendingSync)}` : ''}</span>
              ) : (
                <button type="button" onClick={() => void mark(member, values[member.id] ?? '')} className={secondaryButton}>
                  {t(M.markPaid, { name: member.name })}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <button type="button" onClick={finish} className={`${primaryButton} mt-6 w-full`}>{t(M.finishMeeting)}</button>
    </section>
  );
}

export function MeetingScreen({ id }: { id: string }) {
  const group = useSavingsGroup(id);
  if (group === undefined) return null;
  if (group === null) return <p className="text-slate-600">{t(M.notFound)}</p>;
  return <Meeting group={group} />;
}
