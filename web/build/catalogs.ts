// The catalogs' index: every message tree under the name of its catalog files (web/src/i18n/locales/
// <lang>/<name>.json). The build's, read by the catalog tests and the English export only, so that
// web/src/i18n imports no feature; the app imports each feature's own module.
import { messages as analytics } from '../src/analytics/messages.ts';
import { CATEGORY_MESSAGES as categories } from '../src/format/categories.ts';
import { COUNTRY_NAMES as countries } from '../src/format/countryName.ts';
import { familyText as family } from '../src/family/messages.ts';
import { FIRST_RUN_MESSAGES as firstRun } from '../src/firstRun/messages.ts';
import { GROUPS_MESSAGES as groups } from '../src/groups/messages.ts';
import { HISTORY_MESSAGES as history } from '../src/history/messages.ts';
import { HOME_MESSAGES as home } from '../src/home/messages.ts';
import { IMPORT_MESSAGES as importMessages } from '../src/import/messages.ts';
import { IOU_MESSAGES as ious } from '../src/ious/messages.ts';
import { MONEY_MESSAGES as money } from '../src/money/messages.ts';
import { BILL_MESSAGES as bills, OFFLINE_MESSAGES as offline } from '../src/offline/messages.ts';
import { SAVINGS_MESSAGES as savings } from '../src/savings/messages.ts';
import { SETTINGS_MESSAGES as settings } from '../src/settings/messages.ts';
import { SHELL_MESSAGES as shell } from '../src/shell/messages.ts';
import { UI_MESSAGES as ui } from '../src/ui/messages.ts';
import { SCREEN_NAMES as screens } from '../src/ui/screenNames.ts';
import { VOICE_MESSAGES as voice } from '../src/voice/messages.ts';
import { WALLET_MESSAGES as wallet } from '../src/user/wallet/messages.ts';
import { LANGUAGE_MESSAGES as language } from '../src/i18n/languageMessages.ts';
import { MANIFEST_MESSAGES as manifest } from '../src/i18n/manifestMessages.ts';
import type { MessageTree } from '../src/i18n/messages.ts';
import { messagesOf } from '../src/i18n/messages.ts';

export const FEATURES: Readonly<Record<string, MessageTree>> = {
  analytics, bills, categories, countries, family, firstRun, groups, history, home, import: importMessages, ious, language, manifest, money, offline, savings,
  screens, settings, shell, ui, voice, wallet,
};

/** A feature's English catalog: what translators start from, `{ "savings.title": "Savings", … }`. */
export function englishCatalog(tree: MessageTree): Record<string, string> {
  return Object.fromEntries(messagesOf(tree).map((message) => [message.id, message.message]));
}
