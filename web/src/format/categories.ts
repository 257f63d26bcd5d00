// The category names every screen shows (expenses' five, and the budgets' wider list), in one
// place so Home, Insights, Family and import say them alike. Catalogs: i18n/locales/<lang>/categories.json.
import { defineMessages, msg, tValue } from '../i18n/index.ts';

export const CATEGORY_MESSAGES = defineMessages('categories', {
  food: msg('Food'),
  transport: msg('Transport'),
  business: msg('Business'),
  bills: msg('Bills'),
  entertainment: msg('Entertainment'),
  shopping: msg('Shopping'),
  health: msg('Health'),
  education: msg('Education'),
  other: msg('Other'),
});

/** The category's name in the active language; an id this build does not know is shown as it is. */
export const categoryName = (id: string): string => tValue(CATEGORY_MESSAGES, id);
