// Lingui (@lingui/core 6) over FormatJS's intl-messageformat: smaller, plain { id, message } descriptors
// with no macro or Babel plugin, ICU plural/select/placeholders. Every message arrives compiled from
// the build (web/build/messages.ts), so Lingui's runtime only fills them in. Catalogs are per language
// and feature (locales/<lang>/<feature>.json), loaded only for the active one.
import { setupI18n } from '@lingui/core';
import type { Messages } from '@lingui/core';
import type { LanguageCode } from '../../../domain/languages.ts';
import type { AnyMessage, Message, None, Values } from './messages.ts';
import { compiledMessage } from './messages.ts';
import { PSEUDO_LOCALE, pseudoMessage } from './pseudo.ts';

export { isRightToLeft } from './direction.ts';
export { defineMessages, msg } from './messages.ts';
export type { Message, Values } from './messages.ts';

/** One of the 22 languages, or the pseudo-locale a test turns on. */
export type Locale = LanguageCode | typeof PSEUDO_LOCALE;

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
// Lingui hands over a text that is not compiled (English, or a catalog's plain text); the build has.
i18n.setMessagesCompiler((text) => (i18n.locale === PSEUDO_LOCALE ? pseudoMessage(compiledMessage(text)) : compiledMessage(text)));

// Each file holds one feature's messages in one language: `{ "savings.title": "Akiba", … }`, compiled
// at build. English is compiled in from the messages modules; its files are only the translators' source.
const CATALOGS = import.meta.glob<Messages>(['./locales/*/*.json', '!./locales/en/*.json'], { import: 'default' });

async function loadCatalog(locale: Locale): Promise<Messages> {
  const prefix = `./locales/${locale}/`;
  const parts = await Promise.all(
    Object.entries(CATALOGS)
      .filter(([path]) => path.startsWith(prefix))
      .map(([, load]) => load()),
  );
  return Object.assign({}, ...parts);
}

// English whatever the interface language, for an error's own text (logs, tests); never for a screen.
const english = setupI18n({ locale: 'en', messages: { en: {} } });
english.setMessagesCompiler(compiledMessage);

/** Makes `locale` the one t() speaks, once its catalogs are in (English and en-XA need none). */
export async function activateLocale(locale: Locale): Promise<void> {
  const messages = locale === 'en' || locale === PSEUDO_LOCALE ? {} : await loadCatalog(locale);
  i18n.loadAndActivate({ locale, locales: locale === PSEUDO_LOCALE ? ['en'] : [locale], messages });
}

export function activeLocale(): string {
  return i18n.locale;
}

/** The message in the active language, English where a catalog lacks it. */
export function t(message: Message<None>): string;
export function t<V extends Values>(message: Message<V>, values: V): string;
export function t(message: AnyMessage, values?: Values): string {
  return i18n._(message.id, values, { message: message.message });
}

/** The message in English, its values filled in as t() fills them. */
export function inEnglish<V extends Values>(message: Message<V>, values: V): string {
  return english._(message.id, values, { message: message.message });
}

/** What a stored value (a category, a period) is called in the active language; an unknown one as it is. */
export function tValue(names: Readonly<Record<string, Message<None>>>, value: string): string {
  const message = Object.entries(names).find(([key]) => key === value)?.[1];
  return message === undefined ? value : t(message);
}
