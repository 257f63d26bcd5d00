// What the voice machine and the app exchange: the analysis, the recogniser's events, the
// actors' inputs. Types only, so screens and actors can name them without loading xstate.
import type { CategoryId } from '../../../domain/categories.ts';
import type { LanguageCode } from '../../../domain/languages.ts';
import type { GoalType } from '../../../domain/parse/savingsAmount.ts';
import type { Cycle } from '../../../domain/recurrence.ts';
import type { VoiceSupport } from './voiceSupport.ts';

/** What makes a phrase a saving ("save 1000 for emergency") rather than an expense. */
export interface SavingGoal {
  goalType: GoalType;
  goalName: string | null;
}

/** What makes a phrase money lent or borrowed ("nimemkopesha Juma 500") rather than an expense. */
export interface IouReading {
  direction: 'lent' | 'borrowed';
  /** Who it was with, as said; null when no one was named (then it cannot be recorded yet). */
  person: string | null;
}

export interface Analysis {
  description: string;
  /** Normalised decimal ("500.00"); null when no amount was heard. */
  amount: string | null;
  category: CategoryId;
  /** 0..1 */
  confidence: number;
  /** The currency the phrase named ("₦2,000"); absent, the person's own. */
  currency?: string;
  /** Present when the phrase is a saving: confirming records a saving, never an expense. */
  saving?: SavingGoal;
  /** Present when the phrase says money was lent or borrowed: confirming records that, never an expense. */
  iou?: IouReading;
  /** The local day (YYYY-MM-DD) the phrase said ("jana", "last Monday"); absent, today. */
  day?: string;
  /** Present when the phrase says how often it comes back ("kila mwezi", "every month"): confirming sets up a bill. */
  bill?: { cycle: Cycle };
}

/** What a recogniser actor sends back to the machine. */
export type SpeechEvent =
  | { type: 'speech.interim'; text: string }
  | { type: 'speech.final'; text: string; confidence: number }
  | { type: 'speech.error'; code: string }
  | { type: 'speech.end' };

/** What the voice-check actor is told: a new language, or that the network came or went. */
export type VoiceCheckRequest = { type: 'language.change'; language: LanguageCode } | { type: 'voice.recheck' };

export type VoiceEvent =
  | SpeechEvent
  | VoiceCheckRequest
  | { type: 'voice.support'; support: VoiceSupport }
  | { type: 'voice.start' }
  | { type: 'voice.stop' }
  | { type: 'voice.cancel' }
  | { type: 'text.submit'; text: string }
  | { type: 'expense.confirm' };

export interface RecogniseInput {
  locale: string;
  /** Listen on the phone (Chrome's on-device packs): no audio leaves it, and no network is needed. */
  processLocally: boolean;
}
export interface CheckVoiceInput {
  language: LanguageCode;
}
export interface AnalyseInput {
  text: string;
  language: LanguageCode;
}
export interface SaveInput {
  description: string;
  amount: string;
  currency: string;
  category: CategoryId;
  language: LanguageCode;
  originalText: string;
  /** The day the phrase said; the save places the expense at that day's noon (voiceSession.ts confirmed). */
  day?: string;
}
export type SaveSavingInput = Omit<SaveInput, 'category' | 'day'> & SavingGoal;
/** A bill said to the mic: its name, amount and how often it comes back. */
export type SaveBillInput = Omit<SaveInput, 'day' | 'originalText'> & { cycle: Cycle };
export interface SaveIouInput {
  person: string;
  direction: 'lent' | 'borrowed';
  amount: string;
  currency: string;
}

export interface VoiceInput {
  language: LanguageCode;
  currency: string;
  /** The person's country: the recogniser listens for the language as spoken there where it can (ar-EG). */
  country?: string | null;
  /** Whether the mic can work for this language here; the checkVoice actor keeps it current. */
  voice: VoiceSupport;
}
