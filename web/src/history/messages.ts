// Every string the History screen and its edit dialog show, in one place. English is the source;
// translations live in web/src/i18n/locales/<lang>/history.json.
import { defineMessages, msg } from '../i18n/index.ts';

export const HISTORY_MESSAGES = defineMessages('history', {
  back: msg('Back to Home'),
  previousMonth: msg('Previous month'),
  nextMonth: msg('Next month'),
  monthTotal: msg<{ month: string }>('Spent in {month}'),
  /** Over a search's total: a search looks through every month, not the one shown before. */
  allMonths: msg('Found in all months'),
  search: msg('Search expenses'),
  categories: msg('Categories'),
  allCategories: msg('All'),
  empty: msg('No expenses this month.'),
  noMatches: msg('No expenses match your search.'),
  needsNetwork: msg('Expenses older than 90 days need the network. Connect to see them.'),
  loadFailed: msg('Older expenses could not be loaded.'),
  retry: msg('Try again'),
  loading: msg('Loading…'),
  dayTotal: msg<{ total: string }>('Total {total}'),
  /** Read before a row's description, time and amount: what tapping the row does. */
  edit: msg('Edit'),
  dialog: {
    title: msg('Edit expense'),
    description: msg('Description'),
    amount: msg('Amount'),
    currency: msg('Currency'),
    category: msg('Category'),
    date: msg('Date'),
    time: msg('Time'),
    save: msg('Save'),
    delete: msg('Delete'),
  },
});
