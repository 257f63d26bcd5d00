// Who is writing: the Sauti account whose verified phone is the sender's number, read from the log
// (never a lagging read model), and the caller the app's own functions then act for. The channel
// never creates a user and never acts for anyone but that account.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { isLanguageCode, type LanguageCode } from '../../domain/languages.ts';
import type { App, Caller, CallerSession } from '../context.ts';
import { loadUser, phoneOwner } from '../identity/identities.ts';

export interface Person {
  userId: string;
  /** What replies are written in: the screens' language, else the voice language. */
  language: LanguageCode;
  /** What messages are read in: the voice language the app listens in. */
  voiceLanguage: LanguageCode;
  timeZone: string;
}

/** The account verified with `from` (digits with the country code), or null for a number with none. */
export async function personFor(app: App, from: string): Promise<Person | null> {
  const phone = `+${from}`;
  const owner = await phoneOwner(app.db, phone);
  if (owner === null) return null;
  const user = await loadUser(app.db, owner);
  // The number is the account's only once it was verified, and stays so while the account is its own.
  if (user.status !== 'active' || user.phone !== phone || user.mergedInto !== null) return null;
  const { language, interfaceLanguage } = user.settings;
  const voiceLanguage = isLanguageCode(language) ? language : 'en';
  const shown = interfaceLanguage ?? language;
  return { userId: owner, voiceLanguage, language: isLanguageCode(shown) ? shown : voiceLanguage, timeZone: user.timeZone };
}

/** The ISO region of a sender's number, for the language its country speaks. */
export const regionOf = (from: string): string | undefined => parsePhoneNumberFromString(`+${from}`)?.country;

function refuse(): never {
  throw new Error('A WhatsApp message never starts, changes or ends a session');
}

/** The session behind a WhatsApp message: the account already exists, and nothing about a device is kept. */
const channelSession = (messageId: string): CallerSession => ({
  persisted: true,
  clientAddress: 'whatsapp',
  key: `whatsapp:${messageId}`,
  async persist() {},
  signInAs: async () => refuse(),
  end: async () => refuse(),
  endEverywhere: async () => refuse(),
});

/** The person as the app's commands and queries take a caller, at the moment the message was sent. */
export const callerFor = (app: App, person: Person, messageId: string, sentAt: Date): Caller => ({
  userId: person.userId,
  timeZone: person.timeZone,
  now: sentAt,
  requestId: `whatsapp:${messageId}`.slice(0, 128),
  logger: app.logger.child({ channel: 'whatsapp', messageId }),
  session: channelSession(messageId),
});
