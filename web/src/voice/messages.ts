// User-visible strings of the voice feature: the floating button, the Add Expense modal, the language
// picker, the mic, "You said" and "Detected", and the recogniser's errors. Goal type names are the
// Savings screen's messages (DetectedCard reads them there). Translations live in
// web/src/i18n/locales/<lang>/voice.json.
import { defineMessages, msg } from '../i18n/index.ts';

export const VOICE_MESSAGES = defineMessages('voice', {
  openButton: msg('Add expense'),
  title: msg('Add Expense'),
  cancel: msg('Cancel'),
  confirm: msg('Add to Sauti'),
  trySaying: msg('Try saying:'),
  unsupported: msg('Voice input not supported in this browser'),
  youSaid: msg('You said'),
  typeLabel: msg('Type your expense'),
  analyse: msg('Analyse'),
  language: msg('Language'),
  africanLanguages: msg('African languages'),
  indianLanguages: msg('Indian languages'),
  /** Before listening: the browser has no recogniser for the language, or only one that needs the network. */
  noRecogniser: msg<{ language: string }>('Voice isn’t available for {language} on this phone — type instead'),
  voiceOffline: msg<{ language: string }>('You’re offline, and voice for {language} needs the internet — type instead'),
  mic: {
    idle: { action: msg('Start voice input'), caption: msg('Tap to speak') },
    listening: { action: msg('Stop listening'), caption: msg('Listening…') },
    analysing: { action: msg('Analysing'), caption: msg('Analysing…') },
    blocked: { action: msg('Microphone blocked, try again'), caption: msg('Microphone blocked') },
  },
  recognitionError: msg<{ code: string }>('Speech recognition error: {code}'),
  micBlockedHelp: msg(
    'Sauti may not use the microphone. To speak, allow the microphone for this site in your browser’s site settings (the icon beside the address), or type your expense below.',
  ),
  analysisFailed: msg('Could not understand that. Please try again.'),
  detected: msg('Detected'),
  noAmountYet: msg('No amount yet'),
  noAmountHeard: msg('No amount heard'),
  sayAmountToo: msg('Say or type the amount too.'),
  confidence: msg<{ percent: number }>('AI confidence {percent}%'),
  loadFailedTitle: msg('Error'),
  loadFailed: msg('Voice entry could not load. Check your connection and try again.'),
  saving: msg('Saving'),
  savingHint: msg('This will be added to your savings, not your expenses.'),
  goalType: msg('Goal type'),
  goalName: msg('Goal name'),
  lent: msg('Money lent'),
  borrowed: msg('Money borrowed'),
  person: msg('Person'),
  noPerson: msg('Say who it was with too.'),
  iouHint: msg('This will be added to money lent and borrowed, not your expenses.'),
  /** A bill said with how often it comes back ("kodi ya nyumba kila mwezi 8000"). */
  billEvery: msg<{ cycle: string }>('{cycle, select, weekly {Bill, every week} monthly {Bill, every month} other {Bill, every year}}'),
  billHint: msg('This will be added to your bills, due today: mark it paid when you pay it.'),
  billAdded: msg<{ cycle: string }>('{cycle, select, weekly {Weekly bill added} monthly {Monthly bill added} other {Yearly bill added}}'),
  billFailed: msg('Could not add the bill'),
  /** The day the phrase said ("jana", "last Monday"), shown in the Detected box. */
  day: msg('Day'),
  today: msg('Today'),
  yesterday: msg('Yesterday'),
  /** A pasted payment message: the import reads it better, so the text is offered to /import. */
  importOffer: msg('This looks like a payment message —'),
  importOfferAction: msg('Import it'),
});
