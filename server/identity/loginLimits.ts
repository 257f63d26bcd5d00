// How many login codes may go out, and where to. Every code is a paid message, so each limit bounds
// what one requester, one network address, one destination country and the whole server can spend.
// Read once from the environment at start (see README's configuration table).
import { COUNTRY_CODES, isCountryCode, regionsOf } from '../../domain/countries.ts';
import type { Environment } from '../env.ts';
import { wholeNumberFromEnv } from '../env.ts';

export interface LoginLimits {
  /** Codes one session may have sent to one number in an hour: all a stranger can lock is their own. */
  perNumberHour: number;
  perSessionHour: number;
  perAddressHour: number;
  /** Codes to one destination country (ISO region) in an hour. */
  perRegionHour: number;
  /** Codes to all countries in a minute, counted by network: each sending network counts once a minute. */
  globalPerMinute: number;
  /**
   * How many of one network's codes in an hour count toward a country's budget: a few networks
   * cannot spend a country's hour (16 networks count at most 48 of its 300 by default).
   */
  countedPerNetworkHour: number;
  /** ISO 3166 regions codes may be sent to; "EU" in the setting stands for its member states. */
  regions: ReadonlySet<string>;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perNumberHour: 5,
  perSessionHour: 5,
  perAddressHour: 20,
  perRegionHour: 300,
  globalPerMinute: 60,
  countedPerNetworkHour: 3,
  regions: new Set(COUNTRY_CODES.flatMap(regionsOf)),
};

function regions(raw: string | undefined): ReadonlySet<string> {
  if (raw === undefined || raw.trim() === '') return DEFAULT_LOGIN_LIMITS.regions;
  const codes = raw.split(',').map((code) => code.trim().toUpperCase()).filter((code) => code !== '');
  const bad = codes.find((code) => !/^[A-Z]{2}$/.test(code));
  if (bad !== undefined) throw new Error(`LOGIN_CODE_COUNTRIES holds 2-letter country codes, not "${bad}"`);
  return new Set(codes.flatMap((code) => (isCountryCode(code) ? regionsOf(code) : [code])));
}

export function loginLimitsFromEnv(env: Environment = process.env): LoginLimits {
  const fallback = DEFAULT_LOGIN_LIMITS;
  return {
    perNumberHour: wholeNumberFromEnv(env, 'LOGIN_CODES_PER_NUMBER', fallback.perNumberHour),
    perSessionHour: wholeNumberFromEnv(env, 'LOGIN_CODES_PER_SESSION', fallback.perSessionHour),
    perAddressHour: wholeNumberFromEnv(env, 'LOGIN_CODES_PER_ADDRESS', fallback.perAddressHour),
    perRegionHour: wholeNumberFromEnv(env, 'LOGIN_CODES_PER_COUNTRY', fallback.perRegionHour),
    globalPerMinute: wholeNumberFromEnv(env, 'LOGIN_CODES_PER_MINUTE', fallback.globalPerMinute),
    countedPerNetworkHour: wholeNumberFromEnv(env, 'LOGIN_CODES_COUNTED_PER_NETWORK', fallback.countedPerNetworkHour),
    regions: regions(env.LOGIN_CODE_COUNTRIES),
  };
}
