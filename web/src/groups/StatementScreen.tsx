// A member's statement: what they saved, their shares, loan, fines and what they received, each entry
// below; and a WhatsApp receipt (a wa.me link with their line, Sauti sends nothing itself).
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { formatMoney } from '../format/money.ts';
import { formatDay } from '../format/time.ts';
import { t } from '../i18n/index.ts';
import { groupStatement, useSavingsGroup } from '../offline/savingsGroups.ts';
import { secondaryButton } from '../ui/parts.tsx';
import { ScreenHeader } from '../ui/ScreenHeader.tsx';
import { GROUPS_MESSAGES as M } from './messages.ts';
import { card, toldFailure } from './shared.tsx';

type Statement = Awaited<ReturnType<typeof groupStatement>>;

/** `https://wa.me/<digits>?text=…`, or a link that lets the person choose the chat when no number is known. */
function whatsAppLink(phone: string | null, text: string): string {
  const digits = (phone ?? '').replace(/\D/gu, '');
  return `https://wa.me/${digits.length >= 8 ? digits : ''}?text=${encodeURIComponent(text)}`;
}

export function StatementScreen({ id, memberId }: { id: string; memberId: string }) {
  const group = useSavingsGroup(id);
  const [statement, setStatement] = useState<Statement | null>(null);
  useEffect(() => void groupStatement(id, memberId).then(setStatement, toldFailure), [id, memberId]);
  const member = group?.members.find((one) => one.id === memberId);
  if (!group || !member) return null;
  const money = (amount: string) => formatMoney(amount, group.currency);
  const lines: [string, string][] = statement === null ? [] : [
    [t(M.saved), money(statement.saved)],
    ...(group.kind === 'accumulating' ? [[t(M.sharesTotal), String(statement.shares)] as [string, string], [t(M.loanOutstanding), money(statement.loanOutstanding)] as [string, string]] : []),
    [t(M.fines), money(statement.fines)],
    [t(M.received), money(statement.received)],
  ];
  const receipt = statement === null ? null : whatsAppLink(member.phone ?? null, t(M.receiptText, { name: member.name, group: group.name, amount: money(statement.saved) }));
  return (
    <section>
      <Link href={`/groups/${group.id}`} className="text-sm font-medium text-brand-800">{t(M.back)}</Link>
      <ScreenHeader title={t(M.statementTitle, { name: member.name })} subtitle={group.name} />
      <dl className={`${card} grid grid-cols-2 gap-1 text-sm`}>
        {lines.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-end font-semibold tabular-nums text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {member.arrears !== '0.00' ? <p className="mt-2 font-semibold text-red-800">{t(M.arrears, { amount: money(member.arrears) })}</p> : null}
      <ul className="mt-4 grid gap-1 text-sm">
        {(statement?.entries ?? []).map((entry) => (
          <li key={entry.id} className="flex justify-between gap-2 border-b border-slate-100 py-1">
            <span>{formatDay(entry.date)} · {t(M.types[entry.type === 'payout' ? 'payout' : isType(entry.type) ? entry.type : 'contribution'])}</span>
            <span className="tabular-nums">{money(entry.amount)}</span>
          </li>
        ))}
      </ul>
      {receipt ? <a href={receipt} target="_blank" rel="noreferrer" className={`${secondaryButton} mt-4 w-full`}>{t(M.sendReceipt)}</a> : null}
    </section>
  );
}

const TYPES = ['contribution', 'payout', 'shares', 'social', 'loan', 'repayment', 'fine', 'grant'] as const;
const isType = (type: string): type is (typeof TYPES)[number] => TYPES.some((known) => known === type);
