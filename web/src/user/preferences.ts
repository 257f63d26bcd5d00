// What this device remembers about its person (spec §3 browser storage): onboarding done, phone,
// wallet connection, currency, country, voice and interface language, reminders. The one module that touches these keys;
// components read with usePreferences() and write with setPreferences().
import { useSyncExternalStore } from 'react';
import { isLanguageCode } from '../../../domain/languages.ts';
import type { LanguageCode } from '../../../domain/languages.ts';
import { guessCountry, guessCurrency, guessLanguage } from '../../../domain/regionDefaults.ts';
import { thisDevice } from './deviceTimeZone.ts';

export interface Preferences {
  onboardingComplete: boolean;
  phone: string | null;
  walletConnected: boolean;
  usdtBalance: string;
  currency: string;
  country: string | null;
  language: LanguageCode;
  /** The screens' language; null follows `language`. */
  interfaceLanguage: LanguageCode | null;
  /** Bills due today or overdue at the top of Home, and the daily notification; on unless turned off. */
  reminders: boolean;
  /** How numbers are written: Western digits (0-9), or the interface language's own (Arabic-Indic ٠-٩…), a display choice. */
  digits: 'latn' | 'native';
}

export const PREFERENCES_KEY = 'sauti.preferences';

/** The first of the device's languages Sauti speaks; null when none is, so the screens follow the voice language. */
function deviceLanguage(languages: readonly string[]): LanguageCode | null {
  return languages.map((tag) => tag.split('-')[0]?.toLowerCase() ?? '').find(isLanguageCode) ?? null;
}

/**
 * Before the person chooses (or when they skip choosing): what the phone suggests. An en-IN phone in
 * Asia/Kolkata starts in English with rupees in India; the screens speak the phone's own language.
 */
function deviceDefaults(): Preferences {
  const device = thisDevice();
  return {
    onboardingComplete: false, phone: null, walletConnected: false, usdtBalance: '0.00',
    currency: guessCurrency(device), country: guessCountry(device), language: guessLanguage(device),
    interfaceLanguage: deviceLanguage(device.locales), reminders: true, digits: 'latn',
  };
}

/** Stored values are untrusted (older versions, other tabs, hand edits): keep only well-typed ones. */
function read(): Preferences {
  const defaults = deviceDefaults();
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? '{}');
    if (typeof parsed === 'object' && parsed !== null) stored = { ...parsed };
  } catch {
    // Unreadable storage: start from the defaults.
  }
  const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
  const text = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);
  const optional = (value: unknown) => (typeof value === 'string' && value ? value : null);
  const language = text(stored.language, defaults.language);
  const interfaceLanguage = stored.interfaceLanguage === undefined ? defaults.interfaceLanguage : optional(stored.interfaceLanguage);
  return {
    onboardingComplete: flag(stored.onboardingComplete, defaults.onboardingComplete),
    phone: optional(stored.phone),
    walletConnected: flag(stored.walletConnected, defaults.walletConnected),
    usdtBalance: text(stored.usdtBalance, defaults.usdtBalance),
    currency: text(stored.currency, defaults.currency),
    country: stored.country === undefined ? defaults.country : optional(stored.country),
    language: isLanguageCode(language) ? language : defaults.language,
    interfaceLanguage: interfaceLanguage !== null && isLanguageCode(interfaceLanguage) ? interfaceLanguage : null,
    reminders: flag(stored.reminders, defaults.reminders),
    digits: stored.digits === 'native' ? 'native' : defaults.digits,
  };
}

let snapshot: Preferences | null = null;
const listeners = new Set<() => void>();

export function getPreferences(): Preferences {
  snapshot ??= read();
  return snapshot;
}

export function setPreferences(changes: Partial<Preferences>) {
  snapshot = { ...getPreferences(), ...changes };
  localStorage.setItem(PREFERENCES_KEY, JSON.stringify(snapshot));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== PREFERENCES_KEY) return;
    snapshot = read();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribe, getPreferences, deviceDefaults);
}
