// Every user-visible string of bills due (issue 25): Home's "Due soon" strip, its reminders, the
// Settings toggle and the daily notification. Translations live in web/src/i18n/locales/<lang>/bills.json.
import { defineMessages, msg } from '../i18n/index.ts';

export const BILL_MESSAGES = defineMessages('bills', {
  dueSoon: msg('Due soon'),
  overdue: msg('Overdue'),
  dueToday: msg('Due today'),
  dueTomorrow: msg('Due tomorrow'),
  dueInDays: msg<{ days: number }>('{days, plural, one {Due in # day} other {Due in # days}}'),
  markPaid: msg('Mark paid'),
  /** The button's accessible name: its visible words, then which bill. */
  markPaidLabel: msg<{ name: string }>('Mark paid: {name}'),
  paid: msg<{ name: string }>('{name} paid'),
  paidOffline: msg<{ name: string }>('{name} marked paid on this phone; it will sync when online.'),
  payRefused: msg('Bill not paid'),
  payRefusedBody: msg<{ reason: string }>('The server refused the payment: {reason}'),
  reminders: msg('Reminders'),
  remindersHint: msg('Show bills due today or overdue at the top of Home, and one notification a day where this browser allows it'),
  /** The daily notification's title; its body lists the person's own bill names and days. */
  notificationTitle: msg('Bills due'),
  allowNotifications: msg('Allow notifications'),
  notificationsBlocked: msg('This browser blocks notifications from Sauti: reminders show on Home only.'),
});
