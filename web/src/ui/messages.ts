// What the shared UI pieces say: the browser tab's title, the toast area's names (a landmark, and the list F8 focuses), the
// dialogs' close icon, and the server's failures and refusals as the person reads them.
// Translations live in web/src/i18n/locales/<lang>/ui.json.
import { defineMessages, msg } from '../i18n/index.ts';

type Minutes = { minutes: number };

export const UI_MESSAGES = defineMessages('ui', {
  /** The browser tab and history entry: "<Screen> · Sauti". */
  documentTitle: msg<{ screen: string }>('{screen} · Sauti'),
  notificationsRegion: msg('Notifications'),
  notificationsList: msg('Notifications (F8)'),
  close: msg('Close'),
  /** Asked before a row's delete goes ahead. */
  confirmDelete: msg('Delete this? This cannot be undone.'),
  errors: {
    offline: msg('Could not reach Sauti. Check your connection and try again.'),
    general: msg('Something went wrong. Please try again.'),
  },
  /** The server's refusals by their reason (domain/errors.ts RefusalKey), with its values. */
  refusals: {
    phoneEmpty: msg('Enter your phone number'),
    phoneCharacters: msg('A phone number has only digits, spaces and a leading +'),
    phoneCountryCode: msg('Type the number with its country code, e.g. +33 6 12 34 56 78'),
    /** {country} is the country's name in the interface language. */
    phoneInvalid: msg<{ country: string }>('Enter a valid {country} phone number'),
    phoneInvalidInternational: msg('Enter a valid international phone number'),
    phoneNotMobile: msg('Enter a mobile number that can receive WhatsApp messages'),
    phoneCountryRefused: msg('Login codes cannot be sent to numbers in this country'),
    codesBusy: msg('Too many codes are being sent right now; try again in a minute'),
    codesForNumber: msg<Minutes>('Too many codes for this number; try again in {minutes, plural, one {# minute} other {# minutes}}'),
    codesForDevice: msg<Minutes>('Too many codes asked for on this device; try again in {minutes, plural, one {# minute} other {# minutes}}'),
    codesForNetwork: msg<Minutes>('Too many codes asked for from this network; try again in {minutes, plural, one {# minute} other {# minutes}}'),
    codesForCountry: msg<Minutes>('Too many codes are going to this country; try again in {minutes, plural, one {# minute} other {# minutes}}'),
    newUsersForNetwork: msg<Minutes>('Too many new users from this network; log in, or try again in {minutes, plural, one {# minute} other {# minutes}}'),
    codeRefused: msg('That code did not work; check it or ask for a new one'),
    importTooBig: msg<{ limit: number }>('Too much text for one import: at most {limit} KiB at once'),
    importTooMany: msg<{ count: number; limit: number }>('{count} messages are too many for one import: at most {limit} at once'),
  },
});
