// Says where the rates on screen came from and how old they are: "rates from 3 min ago",
// "offline: built-in rates". Pure, so the wording is tested without a clock or a network.
import type { RateTable } from '../../../domain/exchange.ts';
import { MONEY_MESSAGES as M } from './messages.ts';
import { t } from '../i18n/index.ts';

function ageText(asOf: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(asOf)) / 60_000));
  if (minutes < 1) return t(M.justNow);
  if (minutes < 60) return t(M.minutesAgo, { minutes });
  const hours = Math.floor(minutes / 60);
  return hours < 24 ? t(M.hoursAgo, { hours }) : t(M.daysAgo, { days: Math.floor(hours / 24) });
}

/** `reachable`: whether the last request for rates reached the server. */
export function ratesLabel(table: RateTable, reachable: boolean, now: number): string {
  if (table.asOf === null || table.source === 'built-in') return reachable ? t(M.builtIn) : t(M.offlineBuiltIn);
  const age = ageText(table.asOf, now);
  return reachable ? t(M.ratesFrom, { age }) : t(M.offlineCached, { age });
}
