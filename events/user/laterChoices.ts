// Which of an anonymous user's settings an account takes at login: per setting, the later explicit
// choice wins. A default nobody chose is no choice, so it never overrides what the account chose.
import type { StoredEvent } from '../store/eventTypes.ts';
import type { SettingsChanges, UserEvent } from './events.ts';
import { Settings } from './events.ts';

type Choices = Map<string, { value: unknown; at: number }>;

/** Each setting's last explicit choice in a user stream, with when it was made. */
function choicesOf(events: readonly StoredEvent<UserEvent>[]): Choices {
  const choices: Choices = new Map();
  for (const event of events) {
    const at = Date.parse(event.metadata.occurredAt);
    if (event.type === 'UserSettingsChanged') {
      for (const [key, value] of Object.entries(event.data.changes)) choices.set(key, { value, at });
    } else if (event.type === 'OnboardingCompleted' && event.data.currency !== null) {
      choices.set('currency', { value: event.data.currency, at });
    }
  }
  return choices;
}

/** The anonymous user's choices made later than the account's own choice of the same setting. */
export function laterChoices(anonymous: readonly StoredEvent<UserEvent>[], account: readonly StoredEvent<UserEvent>[]): SettingsChanges {
  const theirs = choicesOf(account);
  const later = [...choicesOf(anonymous)].filter(([key, mine]) => mine.at > (theirs.get(key)?.at ?? Number.NEGATIVE_INFINITY));
  return Settings.partial().parse(Object.fromEntries(later.map(([key, { value }]) => [key, value])));
}
