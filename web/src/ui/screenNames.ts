// What each place in the app is called, once: the navigation (the tabs and the More sheet) names a
// place with the same words its screen's title says, so the two can never disagree (issue 33: the
// Analytics tab opened a page titled otherwise). Translations: web/src/i18n/locales/<lang>/screens.json.
import { defineMessages, msg } from '../i18n/index.ts';

export const SCREEN_NAMES = defineMessages('screens', {
  home: msg('Home'),
  savings: msg('Savings'),
  /** The tab; the Family screen's own title is the spec's "Family Tracking". */
  family: msg('Family'),
  analytics: msg('Analytics'),
  settings: msg('Settings'),
  history: msg('History'),
  ious: msg('Lent & borrowed'),
  bills: msg('Bills'),
  import: msg('Import from SMS'),
  goals: msg('Goals'),
  converter: msg('Currency Converter'),
  download: msg('Download my data'),
  groups: msg('Savings groups'),
});
