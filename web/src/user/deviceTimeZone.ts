// The phone's IANA time zone, for every screen and request that needs it. Temporal answers at once
// where the browser has it (Chrome 144 on); Intl's first formatter loads ICU's locale data first,
// 30-60 ms on a desktop and several times that on a cheap phone, which a new visitor's first screen
// would otherwise pay before it paints. Both give the same id (Asia/Calcutta for India alike).
import type { Device } from '../../../domain/regionDefaults.ts';

type Clock = { Now: { timeZoneId(): string } };

export function deviceTimeZone(): string {
  const { Temporal } = globalThis as { Temporal?: Clock };
  return Temporal ? Temporal.Now.timeZoneId() : Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** What the phone says about where and in which languages its person lives, for first-run guesses. */
export function thisDevice(): Device {
  return { timeZone: deviceTimeZone(), locales: typeof navigator === 'undefined' ? [] : navigator.languages };
}
