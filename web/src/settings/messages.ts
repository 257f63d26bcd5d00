// Every user-visible string of the Settings screen: its cards (spec §2 wording exactly), the
// voice-language picker, the save bar, the goal's check, the account and wallet cards and the toasts.
// Translations live in web/src/i18n/locales/<lang>/settings.json.
import { defineMessages, msg } from '../i18n/index.ts';

export const SETTINGS_MESSAGES = defineMessages('settings', {
  /** How numbers are written, offered in a language with digits of its own (the options are the digits themselves). */
  digits: {
    label: msg('Digits'),
    hint: msg('How numbers are written on this phone'),
  },
  subtitle: msg('Customize your Sauti experience'),
  languageRegion: msg('Language & Region'),
  voiceLanguage: msg('Voice language'),
  voiceLanguageHint: msg<{ nativeName: string }>('Voice input will work in {nativeName}'),
  africanLanguages: msg('African languages'),
  indianLanguages: msg('Indian languages'),
  currency: msg('Currency'),
  currencyHint: msg<{ currency: string }>('Amounts will be displayed in {currency}'),
  voiceInput: {
    title: msg('Voice & Input'),
    toggle: msg('Voice Input'),
    toggleHint: msg('Enable voice recording for expenses and savings'),
    examples: msg('Example voice commands'),
    expenses: msg('Expenses'),
    savings: msg('Savings'),
    /** Phrases a person could say: translators give ones their language's speakers would say. */
    expenseExamples: { transport: msg('Transport 200'), food: msg('Bought food 500'), bills: msg('Paid 300 for bills') },
    savingsExamples: {
      emergency: msg('Save 1000 for emergency'),
      vacation: msg('Put 500 in vacation fund'),
      investment: msg('Investment 2000 USDT'),
    },
    /** An example phrase in quotation marks, the language's own. */
    quoted: msg<{ phrase: string }>('"{phrase}"'),
  },
  savingsGoals: {
    title: msg('Savings & Goals'),
    goal: msg('Monthly Savings Goal'),
    goalHint: msg('Set a target amount to save each month'),
    notifications: msg('Savings Notifications'),
    notificationsHint: msg('Get reminders and progress updates'),
  },
  unsaved: msg('You have unsaved changes'),
  save: msg('Save Settings'),
  saving: msg('Saving…'),
  leaveUnsaved: msg('Your settings are not saved yet. Leave without saving?'),
  goalNotNegative: msg('Enter 0 or more'),
  goalFormat: msg('Enter an amount with at most 2 decimals, like 1500.50'),
  loadFailed: msg('Your settings could not be loaded. Check your connection.'),
  tryAgain: msg('Try again'),
  loading: msg('Loading…'),
  account: {
    title: msg('Account Information'),
    phone: msg('WhatsApp Number'),
    notLoggedIn: msg('Not logged in'),
    created: msg('Account Created'),
    recently: msg('Recently'),
    sameNumber: msg('Use the same WhatsApp number to log in on any phone or computer: your expenses and settings follow you.'),
    logIn: msg('Login with WhatsApp'),
    loginDialog: msg('Log in'),
    logOutEverywhere: msg('Log out everywhere'),
    logOutEverywhereHint: msg('Ends every session of this account, on every phone and computer, this one too.'),
    loggingOut: msg('Logging out…'),
    loggedOutEverywhere: msg('Logged out everywhere'),
    loggedOutEverywhereBody: msg('Log in again with your WhatsApp number to see your expenses.'),
    logOutFailed: msg('Failed to log out. Please try again.'),
  },
  data: {
    title: msg('Your Data'),
    kept: msg('This phone keeps its copy of your data.'),
    mayClear: msg('This phone may clear its copy of your data when it runs low on space.'),
    onServer: msg('Everything is also saved on the server.'),
    waiting: msg('Some changes are still waiting to reach the server.'),
    logInToKeep: msg('Log in to keep a copy of your data'),
    download: msg('Download my data'),
  },
  whatsApp: {
    title: msg('Sauti on WhatsApp'),
    intro: msg<{ phone: string }>('Send what you spend, save or lend from {phone} to this number: it goes into these same books, and Sauti answers in your language.'),
    number: msg("Sauti's WhatsApp number"),
    open: msg('Open WhatsApp'),
    /** The language's own example expense follows, in quotation marks. */
    tryThis: msg<{ example: string }>('Try a first message: "{example}"'),
  },
  wallet: {
    title: msg('Sorted Wallet Integration'),
    balance: msg('USDT Balance'),
    connected: msg('Connected'),
    notConnected: msg('Not Connected'),
    manage: msg('Manage Connection'),
    connect: msg('Connect Sorted Wallet'),
    phone: msg('WhatsApp number'),
    phoneHint: msg('Your Sorted Wallet is linked through this number.'),
    /** The same field before the wallet is connected: it is not linked yet. */
    phoneHintNotConnected: msg('Your Sorted Wallet will be linked through this number.'),
    notLoggedInYet: msg('Not logged in yet'),
    disconnect: msg('Disconnect Wallet'),
    connectShort: msg('Connect'),
    cancel: msg('Cancel'),
  },
  // Toasts (spec §8)
  updated: msg('Settings updated'),
  updatedBody: msg('Your preferences have been saved successfully.'),
  error: msg('Error'),
  updateFailed: msg('Failed to update settings. Please try again.'),
});
