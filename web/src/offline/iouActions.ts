// Money lent and borrowed as the person sees the writes: each offline-API call followed by its toast
// (synced, saved on the phone only, or failed). Components call these, never the toasts or the outbox.
import { formatMoney } from '../format/money.ts';
import { t } from '../i18n/index.ts';
import { addIou, changeIou, deleteIou, repayIou } from './ious.ts';
import type { IouChanges, LocalIou, NewIou } from './ious.ts';
import { toldToPerson } from './writeErrors.ts';
import { SCREEN_NAMES } from '../ui/screenNames.ts';
import { toast } from '../ui/toast.tsx';
import { IOU_WORDS as M } from './messages.ts';

function fail(what: string, error: unknown): never {
  console.error(what, error);
  toast({ title: t(M.error), description: toldToPerson(error) ?? t(M.failed), variant: 'destructive' });
  throw error;
}

/** Rejects after telling the person, so the voice dialog keeps what was heard for a retry. */
export async function recordIou(input: NewIou): Promise<void> {
  try {
    const { synced } = await addIou(input);
    const what = t(input.direction === 'lent' ? M.lentTo : M.borrowedFrom, { person: input.person.trim() });
    // Money lent is not an expense, so Home's list will not show it: the toast says where it is.
    const link = { label: t(SCREEN_NAMES.ious), href: '/ious' };
    toast(synced
      ? { title: t(M.recorded), description: `${what} · ${formatMoney(input.amount, input.currency)}`, link }
      : { title: t(M.savedOffline), description: t(M.savedOfflineDescription), link });
  } catch (error) {
    fail('addIou failed', error);
  }
}

/** False after telling the person why (a bad amount, below what was repaid, the server's refusal), so the dialog keeps what was typed. */
export async function editIou(iou: LocalIou, changes: IouChanges): Promise<boolean> {
  try {
    const { synced } = await changeIou(iou.id, changes);
    const shown = { ...iou, ...changes };
    const what = t(shown.direction === 'lent' ? M.lentTo : M.borrowedFrom, { person: shown.person.trim() });
    toast(synced
      ? { title: t(M.updated), description: `${what} · ${formatMoney(shown.amount.trim(), shown.currency)}` }
      : { title: t(M.savedOffline), description: t(M.savedOfflineDescription) });
    return true;
  } catch (error) {
    console.error('changeIou failed', error);
    toast({ title: t(M.error), description: toldToPerson(error) ?? t(M.failed), variant: 'destructive' });
    return false;
  }
}

export async function recordRepayment(iouId: string, amount: string, currency: string): Promise<void> {
  try {
    const { synced } = await repayIou(iouId, amount);
    toast(synced ? { title: t(M.repaid), description: formatMoney(amount, currency) } : { title: t(M.savedOffline), description: t(M.savedOfflineDescription) });
  } catch (error) {
    fail('repayIou failed', error);
  }
}

export async function removeIou(id: string): Promise<void> {
  try {
    await deleteIou(id);
    toast({ title: t(M.deleted) });
  } catch (error) {
    console.error('deleteIou failed', error);
    toast({ title: t(M.error), description: toldToPerson(error) ?? t(M.failed), variant: 'destructive' });
  }
}
