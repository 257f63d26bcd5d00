// Every feature's message tree under the name of its catalog files (locales/<lang>/<name>.json).
// Read by the catalog tests and the English export only; the app imports each feature's own module.
import { messages as analytics } from '../analytics/messages.ts';
import { BILL_MESSAGES as bills } from '../bills/messages.ts';
import { CATEGORY_MESSAGES as categories } from '../categories/messages.ts';
import { familyText as family } from '../family/messages.ts';
import { FIRST_RUN_MESSAGES as firstRun } from '../firstRun/messages.ts';
import { HISTORY_MESSAGES as history } from '../history/messages.ts';
import { HOME_MESSAGES as home } from '../home/messages.ts';
import { IMPORT_MESSAGES as importMessages } from '../import/messages.ts';
import { IOU_MESSAGES as ious } from '../ious/messages.ts';
import { MONEY_MESSAGES as money } from '../money/messages.ts';
import { OFFLINE_MESSAGES as offline } from '../offline/messages.ts';
import { SAVINGS_MESSAGES as savings } from '../savings/messages.ts';
import { SETTINGS_MESSAGES as settings } from '../settings/messages.ts';
import { SHELL_MESSAGES as shell } from '../shell/messages.ts';
import { UI_MESSAGES as ui } from '../ui/messages.ts';
import { VOICE_MESSAGES as voice } from '../voice/messages.ts';
import { WALLET_MESSAGES as wallet } from '../wallet/messages.ts';
import { LANGUAGE_MESSAGES as language } from './languageMessages.ts';
import { MANIFEST_MESSAGES as manifest } from './manifestMessages.ts';
import type { MessageTree } from './messages.ts';
import { messagesOf } from './messages.ts';

export const FEATURES: Readonly<Record<string, MessageTree>> = {
  analytics, bills, categories, family, firstRun, history, home, import: importMessages, ious, language, manifest, money, offline, savings, settings,
  shell, ui, voice, wallet,
};

/** A feature's English catalog: what translators start from, `{ "savings.title": "Savings", … }`. */
export function englishCatalog(tree: MessageTree): Record<string, string> {
  return Object.fromEntries(messagesOf(tree).map((message) => [message.id, message.message]));
}
