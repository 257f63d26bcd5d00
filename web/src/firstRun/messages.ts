// What the first run says: Welcome and the onboarding steps with their footer (Login with WhatsApp's
// words are user/login/messages.ts', spread in: one catalog). Spec §1's words are the English exactly;
// translations live in web/src/i18n/locales/<lang>/firstRun.json.
import { defineMessages, msg } from '../i18n/index.ts';
import { LOGIN_MESSAGES } from '../user/login/messages.ts';

export const FIRST_RUN_MESSAGES = defineMessages('firstRun', {
  ...LOGIN_MESSAGES,
  welcome: {
    title: msg('Welcome to Sauti'),
    /** The browser tab's name while the first run is on screen. */
    screenName: msg('Welcome'),
    body: msg('Track your daily expenses and savings by voice, in your own language. Just say what you spent.'),
    loading: msg('Loading…'),
  },
  onboarding: {
    skip: msg('Skip'),
    back: msg('Back'),
    next: msg('Next'),
    getStarted: msg('Get Started'),
    chooseCountryFirst: msg('Choose your country to continue.'),
    /** Welcome's question; each language is then listed in its own name. */
    languageLabel: msg('Your language'),
    languageHint: msg('Sauti listens for it and shows its screens in it. You can change it later in Settings.'),
    moreLanguages: msg('More languages'),
    step: msg<{ current: number; count: number }>('Step {current} of {count}'),
    countryTitle: msg('Select Your Country'),
    countryHint: msg('Your currency is set from your country. You can change it later.'),
    howItWorksTitle: msg('How It Works'),
    stayOrganizedTitle: msg('Stay Organized'),
    speak: msg('Speak'),
    speakText: msg('Tap the microphone and say what you spent, like "Transport 200".'),
    understands: msg('Sauti understands'),
    understandsText: msg('The amount and the category are picked out for you, in 22 languages.'),
    seeWhere: msg('See where it goes'),
    seeWhereText: msg("Today's total, your top categories and the change since yesterday."),
    offline: msg('Works offline'),
    offlineText: msg('Expenses are kept on your phone and sync when you are back online.'),
    goals: msg('Savings goals'),
    goalsText: msg('Set a monthly target and watch your savings grow.'),
    wallet: msg('Sorted Wallet'),
    walletText: msg('Link your wallet to see your spending against your USDT balance.'),
  },
});
