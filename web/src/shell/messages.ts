// What the page frame says: the bottom navigation and the 404 page.
// Translations live in web/src/i18n/locales/<lang>/shell.json.
import { defineMessages, msg } from '../i18n/index.ts';

export const SHELL_MESSAGES = defineMessages('shell', {
  notFoundTitle: msg('Page not found'),
  notFoundHeading: msg('404 Page Not Found'),
  notFoundHint: msg('Did you forget to add the page to the router?'),
  goHome: msg('Go to Home'),
  /** While a screen's code is on its way. */
  loading: msg('Loading…'),
  nav: {
    label: msg('Main'),
    /** The sixth cell of the navigation (the tabs' names are SCREEN_NAMES): opens the sheet of every other place. */
    more: msg('More'),
  },
  brandLine: msg('Sauti · part of the Sorted Wallet ecosystem'),
});
