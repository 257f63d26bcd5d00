// The page's side of the daily bills reminder: it only tells the service worker (which holds every
// rule, see web/src/sw/reminders.ts) what is due when the app opens, or that reminders are off.
// Nothing happens where notifications are not allowed or there is no worker (the dev server).
import type { DueToday, ReminderMessage } from '../sw/reminders.ts';

async function worker(): Promise<ServiceWorker | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  return (await navigator.serviceWorker.getRegistration())?.active ?? null;
}

const post = async (message: ReminderMessage) => (await worker())?.postMessage(message);

/** On opening: the day's one notification if something is due today or overdue, and the worker's daily check. */
export async function remindOnOpen(bills: readonly DueToday[], today: string, title: string): Promise<void> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  await post({ type: 'sauti-bills-remind', title, today, bills: bills.map(({ name, dueDate }) => ({ name, dueDate })) });
}

/** Reminders turned off: the worker stops its daily check. */
export const stopReminders = () => post({ type: 'sauti-bills-stop' });
