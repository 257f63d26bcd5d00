// A bill said to the mic ("kodi ya nyumba kila mwezi 8000", "rent 15000 every month") set up as a
// recurring bill: a subscription with the cycle said, due today, so Home's Due soon shows it at once
// and "Mark paid" records this time's payment (one tap, once) and moves it on a cycle. Kept on the phone
// first and sent through the outbox, online or not; a refusal while the dialog waits is told and it keeps it.
import { localDay } from '../../../domain/dates.ts';
import { formatMoney } from '../format/money.ts';
import { t } from '../i18n/index.ts';
import { addBill } from '../offline/bills.ts';
import { toldToPerson } from '../offline/writeErrors.ts';
import { SCREEN_NAMES } from '../ui/screenNames.ts';
import { toast } from '../ui/toast.tsx';
import { deviceTimeZone } from '../user/deviceTimeZone.ts';
import { generalMessage } from '../user/serverError.ts';
import { VOICE_MESSAGES as M } from './messages.ts';
import type { SaveBillInput } from './voiceTypes.ts';

/** Rejects after telling the person, so the voice dialog keeps what was heard for a retry. */
export async function recordBill(bill: SaveBillInput): Promise<void> {
  try {
    await addBill({
      id: crypto.randomUUID(),
      name: bill.description,
      amount: bill.amount,
      currency: bill.currency,
      billingCycle: bill.cycle,
      // An expense's Bills (electricity, water, airtime) is a utility; anything else (rent, fees) is other.
      category: bill.category === 'bills' ? 'utility' : 'other',
      nextBillingDate: localDay(new Date(), deviceTimeZone()),
      autoRecord: false,
    });
  } catch (error) {
    toast({ title: t(M.billFailed), description: toldToPerson(error) ?? generalMessage(), variant: 'destructive' });
    throw error;
  }
  // Added, whether the server has it yet or the phone keeps it until it is online.
  toast({
    title: t(M.billAdded, { cycle: bill.cycle }),
    description: `${bill.description} · ${formatMoney(bill.amount, bill.currency)}`,
    link: { label: t(SCREEN_NAMES.bills), href: '/analytics?tab=subscriptions' },
  });
}
