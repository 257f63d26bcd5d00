// A bill said to the mic ("kodi ya nyumba kila mwezi 8000", "rent 15000 every month") set up as a
// recurring bill: a subscription with the cycle said, due today, so Home's Due soon shows it at once
// and "Mark paid" records this time's payment (one tap, once) and moves it on a cycle. It is written to
// the server directly (bills have no offline outbox yet): offline, the person is told and the dialog keeps it.
import { localDay } from '../../../domain/dates.ts';
import { loadApolloClient } from '../apolloLoader.ts';
import { formatMoney } from '../format/money.ts';
import { graphql } from '../gql/index.ts';
import { t } from '../i18n/index.ts';
import { refreshBills } from '../offline/bills.ts';
import { SCREEN_NAMES } from '../ui/screenNames.ts';
import { toast } from '../ui/toast.tsx';
import { deviceTimeZone } from '../user/deviceTimeZone.ts';
import { generalMessage, readably } from '../user/serverError.ts';
import { VOICE_MESSAGES as M } from './messages.ts';
import type { SaveBillInput } from './voiceTypes.ts';

const CreateBill = graphql(`
  mutation CreateBill($input: SubscriptionInput!) {
    createSubscription(input: $input) { id }
  }
`);

/** Rejects after telling the person, so the voice dialog keeps what was heard for a retry. */
export async function recordBill(bill: SaveBillInput): Promise<void> {
  const input = {
    name: bill.description,
    amount: bill.amount,
    currency: bill.currency,
    billingCycle: bill.cycle,
    // An expense's Bills (electricity, water, airtime) is a utility; anything else (rent, fees) is other.
    category: bill.category === 'bills' ? 'utility' : 'other',
    nextBillingDate: localDay(new Date(), deviceTimeZone()),
    autoRecord: false,
    commandId: crypto.randomUUID(),
  };
  try {
    await readably((await loadApolloClient()).mutate({ mutation: CreateBill, variables: { input } }));
  } catch (error) {
    toast({ title: t(M.billFailed), description: error instanceof Error ? error.message : generalMessage(), variant: 'destructive' });
    throw error;
  }
  void refreshBills().catch(() => undefined);
  toast({
    title: t(M.billAdded, { cycle: bill.cycle }),
    description: `${bill.description} · ${formatMoney(bill.amount, bill.currency)}`,
    link: { label: t(SCREEN_NAMES.bills), href: '/analytics?tab=subscriptions' },
  });
}
