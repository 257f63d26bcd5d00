// One family group: name, creation date, the invite code with a share button (Web Share where the
// phone has it, so the code travels by WhatsApp; else the clipboard), its members, expenses and
// balances with the settle-up plan, and the "Voice AI" and "Add Expense" entries.
import type { FamilyGroupsQuery } from '../gql/graphql.ts';
import { toast } from '../ui/toast.tsx';
import { formatCreated, formatDay, formatFamilyMoney } from './format.ts';
import { GroupBalances } from './GroupBalances.tsx';
import { familyText, familyToasts } from './messages.ts';
import { t } from '../i18n/index.ts';

export type FamilyGroupView = FamilyGroupsQuery['familyGroups'][number];

/** "You" for the caller, the nickname, or "Member 2" by join order. */
function memberNames(group: FamilyGroupView, meId: string): Map<string, string> {
  return new Map(group.members.map((member, index) => [
    member.userId,
    member.userId === meId ? t(familyText.you) : member.nickname ?? t(familyText.member, { position: index + 1 }),
  ]));
}

async function shareCode(group: FamilyGroupView) {
  const text = t(familyText.shareText, { name: group.name, inviteCode: group.inviteCode });
  try {
    if (typeof navigator.share === 'function') {
      await navigator.share({ title: group.name, text });
      return;
    }
    await navigator.clipboard.writeText(group.inviteCode);
    toast(familyToasts.codeCopied());
  } catch (error) {
    // Closing the share sheet rejects with AbortError: the person changed their mind.
    if (!(error instanceof DOMException && error.name === 'AbortError')) console.error('sharing the code failed', error);
  }
}

const button = 'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-4 font-semibold';

export function GroupCard({ group, meId, onAdd, onVoice }: { group: FamilyGroupView; meId: string; onAdd: () => void; onVoice: () => void }) {
  const names = memberNames(group, meId);
  return (
    <article aria-labelledby={`group-${group.id}`} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`group-${group.id}`} className="text-lg font-bold text-slate-900">{group.name}</h2>
          <p className="text-sm text-slate-600">{t(familyText.created, { date: formatCreated(group.createdAt) })}</p>
          <p className="mt-1 flex items-center gap-1 font-mono text-sm font-semibold text-slate-800">
            {t(familyText.code, { inviteCode: group.inviteCode })}
            <button type="button" aria-label={t(familyText.shareCode, { name: group.name })} onClick={() => void shareCode(group)}
              className="grid size-11 place-items-center rounded-full text-brand-700 hover:bg-brand-50">
              <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                <circle cx="18" cy="5" r="3" /><circle cx="6" cy="12" r="3" /><circle cx="18" cy="19" r="3" /><path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
              </svg>
            </button>
          </p>
        </div>
        <div className="flex gap-2">
          <button type="button" onClick={onVoice} className={`${button} bg-brand-50 text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100`}>{t(familyText.voiceAi)}</button>
          <button type="button" onClick={onAdd} className={`${button} bg-brand-700 text-white hover:bg-brand-800`}>{t(familyText.addExpense)}</button>
        </div>
      </header>
      <section className="mt-4">
        <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{t(familyText.members)}</h3>
        <ul className="mt-2 flex flex-wrap gap-2">
          {group.members.map((member) => (
            <li key={member.userId} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">{names.get(member.userId)}</li>
          ))}
        </ul>
      </section>
      <section className="mt-4">
        <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{t(familyText.groupExpenses)}</h3>
        {group.expenses.length === 0 ? <p className="mt-2 text-sm text-slate-600">{t(familyText.noExpenses)}</p> : (
          <ul className="mt-2 divide-y divide-slate-100">
            {group.expenses.map((expense) => (
              <li key={expense.id} className="flex items-baseline justify-between gap-3 py-2">
                <span className="min-w-0">
                  <span className="font-medium text-slate-900">{expense.description}</span>{' '}
                  <span className="text-sm text-slate-600">{t(familyText.paidBy, { name: names.get(expense.paidBy) ?? '' })} · {formatDay(expense.date)}</span>
                </span>
                <span className="shrink-0 font-semibold text-slate-900">{formatFamilyMoney(expense.amount, expense.currency)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <GroupBalances balances={group.balances} names={names} />
    </article>
  );
}
