// Every user-visible string of Home, its list and its cards, with an expense's toasts (issue 18).
// Spec §2 Home and §8 strings are the English exactly; translations live in
// web/src/i18n/locales/<lang>/home.json.
import { defineMessages, msg } from '../i18n/index.ts';
import { EXPENSE_WORDS } from '../offline/messages.ts';

export const HOME_MESSAGES = defineMessages('home', {
  ...EXPENSE_WORDS,
  title: msg("Today's Expenses"),
  /** The browser tab's name for Home. */
  screenName: msg('Home'),
  online: msg('Online'),
  offline: msg('Offline'),
  phoneEnding: msg<{ digits: string }>('Phone ending in {digits}'),
  walletConnected: msg('Wallet connected'),
  emptyTitle: msg('No expenses yet'),
  emptyHint: msg('Tap the AI voice button to add your first expense'),
  introHeading: msg('AI expense tracking'),
  introBody: msg(
    'Say what you spent, in any of 22 African and Indian languages. Sauti finds the amount and the category and keeps your daily total, even offline.',
  ),
  introTry: msg<{ language: string }>('Try in {language}:'),
  todaysTotal: msg("Today's total"),
  noYesterday: msg('— vs yesterday'),
  noYesterdayForReader: msg('No spending yesterday to compare with'),
  noChange: msg('No change'),
  down: msg('Down'),
  up: msg('Up'),
  vsYesterday: msg<{ percent: string }>('{percent}% vs yesterday'),
  voiceSummary: msg('AI Voice Summary'),
  /** Rows in another currency than the person's, converted into the total at the rates the app holds. */
  convertedCount: msg<{ count: number }>(
    '{count, plural, one {# expense in another currency, converted at current rates} other {# expenses in other currencies, converted at current rates}}',
  ),
  /** Rows whose currency has no rate: listed, but not in the total. */
  uncountedCount: msg<{ count: number }>(
    '{count, plural, one {# expense in another currency is not in the total (no rate)} other {# expenses in other currencies are not in the total (no rate)}}',
  ),
  topCategories: msg('Top categories'),
  /** A top-category card with no category to show yet: a place, not an amount. */
  categoryPlaceholder: msg('Nothing yet'),
  insights: msg('Insights →'),
  /** Under today's list: opens History (every expense, a month at a time). */
  seeAll: msg('See all'),
  /** Home's entry to the SMS import. */
  importEntry: msg('Import from SMS'),
  wallet: msg('Wallet'),
  usdtBalance: msg('USDT balance'),
  todaysExpenses: msg("Today's expenses"),
  openWallet: msg('Open Wallet App'),
  manageWallet: msg('Manage Wallet'),
  connect: msg('Connect'),
  convertToUsdt: msg('Convert to USDT'),
  notSynced: msg('· Not synced yet'),
  edit: msg<{ description: string }>('Edit {description}'),
  remove: msg<{ description: string }>('Delete {description}'),
  chooseCategory: msg('Choose Category'),
  cancel: msg('Cancel'),
  saveNote: msg('Save note'),
});
