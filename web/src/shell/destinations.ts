// Every place the navigation reaches, in one list: the five tabs the spec names, and the More sheet's
// places, each two taps from any screen (More, then the place). A new feature's place is one line here
// (with its name in ui/screenNames.ts and an icon), e.g. the savings groups:
//   { href: '/groups', label: SCREEN_NAMES.groups, Icon: GroupsIcon },
import type { ComponentType } from 'react';
import type { Message } from '../i18n/index.ts';
import { SCREEN_NAMES } from '../ui/screenNames.ts';
import { BillsIcon, ConverterIcon, DownloadIcon, GoalsIcon, GroupsIcon, HistoryIcon, ImportIcon, LentIcon } from './moreIcons.tsx';
import { AnalyticsIcon, FamilyIcon, HomeIcon, SavingsIcon, SettingsIcon } from './navIcons.tsx';

type Tab = { href: string; label: Message; Icon: ComponentType };

export const NAV_TABS = [
  { href: '/', label: SCREEN_NAMES.home, Icon: HomeIcon },
  { href: '/savings', label: SCREEN_NAMES.savings, Icon: SavingsIcon },
  { href: '/family', label: SCREEN_NAMES.family, Icon: FamilyIcon },
  { href: '/analytics', label: SCREEN_NAMES.analytics, Icon: AnalyticsIcon },
  { href: '/settings', label: SCREEN_NAMES.settings, Icon: SettingsIcon },
] as const satisfies readonly Tab[];

/** A place in the More sheet: a screen (or a file) to go to, or the converter opened over the current screen. */
export type MorePlace =
  | { href: string; label: Message; Icon: ComponentType; download?: string }
  | { opens: 'converter'; label: Message; Icon: ComponentType };

export const MORE_PLACES: readonly MorePlace[] = [
  { href: '/ious', label: SCREEN_NAMES.ious, Icon: LentIcon },
  { href: '/groups', label: SCREEN_NAMES.groups, Icon: GroupsIcon },
  { href: '/history', label: SCREEN_NAMES.history, Icon: HistoryIcon },
  { href: '/analytics?tab=subscriptions', label: SCREEN_NAMES.bills, Icon: BillsIcon },
  { href: '/savings?tab=goals', label: SCREEN_NAMES.goals, Icon: GoalsIcon },
  { href: '/import', label: SCREEN_NAMES.import, Icon: ImportIcon },
  { opens: 'converter', label: SCREEN_NAMES.converter, Icon: ConverterIcon },
  { href: '/api/users/me/export', download: 'sauti-data.json', label: SCREEN_NAMES.download, Icon: DownloadIcon },
];

/** Whether `location` is one of the More sheet's own screens (not a tab's, like Goals): More is then marked as where the person is. */
export function isMorePlace(location: string): boolean {
  if (NAV_TABS.some((tab) => tab.href === location)) return false;
  return MORE_PLACES.some((place) => 'href' in place && place.download === undefined && place.href.split('?')[0] === location);
}
