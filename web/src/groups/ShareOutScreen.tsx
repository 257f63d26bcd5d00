// The share-out at a VSLA cycle's end: what each share is worth and each member's payout (they add up
// to the loan fund exactly), and recording it, which the server refuses while a loan is outstanding.
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { SHARE_VALUE_DECIMALS } from '../../../domain/savingsGroups/shareOut.ts';
import { formatMoney } from '../format/money.ts';
import { t } from '../i18n/index.ts';
import { shareOutGroup, shareOutPlan, useSavingsGroup } from '../offline/savingsGroups.ts';
import { primaryButton } from '../ui/parts.tsx';
import { ScreenHeader } from '../ui/ScreenHeader.tsx';
import { toast } from '../ui/toast.tsx';
import { GROUPS_MESSAGES as M } from './messages.ts';
import { card, toldFailure } from './shared.tsx';

type Plan = Awaited<ReturnType<typeof shareOutPlan>>;

export function ShareOutScreen({ id }: { id: string }) {
  const group = useSavingsGroup(id);
  const [plan, setPlan] = useState<Plan | null>(null);
  useEffect(() => void shareOutPlan(id).then(setPlan, toldFailure), [id]);
  if (!group) return null;
  const nameOf = (memberId: string) => group.members.find((member) => member.id === memberId)?.name ?? '';
  const record = async () => {
    try {
      await shareOutGroup(group.id);
      toast({ title: t(M.sharedOut) });
      setPlan(await shareOutPlan(group.id));
    } catch (error) {
      toldFailure(error);
    }
  };
  return (
    <section>
      <Link href={`/groups/${group.id}`} className="text-sm font-medium text-brand-800">{t(M.back)}</Link>
      <ScreenHeader title={t(M.shareOut)} subtitle={group.name} />
      {plan ? (
        <>
          <p className="mb-3 font-semibold text-slate-900">{t(M.shareValue, { value: formatMoney(plan.shareValue, group.currency, SHARE_VALUE_DECIMALS) })}</p>
          <ul className={`${card} grid gap-1`}>
            {plan.payouts.map((payout) => (
              <li key={payout.memberId} className="flex justify-between gap-2 text-sm">
                <span className="font-medium text-slate-900">{nameOf(payout.memberId)}</span>
                <span className="tabular-nums">{t(M.payoutLine, { shares: payout.shares, amount: formatMoney(payout.amount, group.currency) })}</span>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-end text-sm font-semibold">{formatMoney(plan.total, group.currency)}</p>
          <button type="button" onClick={() => void record()} disabled={plan.payouts.length === 0} className={`${primaryButton} mt-4 w-full`}>
            {t(M.recordShareOut)}
          </button>
        </>
      ) : null}
    </section>
  );
}
