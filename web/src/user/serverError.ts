// Reads a failed server call as a person should hear it, in the interface language. A refusal the
// server names by its reason (domain/errors.ts) is said in our own words; other refusals (codes
// BAD_USER_INPUT, RATE_LIMITED, NOT_FOUND, FORBIDDEN) carry the server's readable English; anything
// else gets a general message.
import type { GraphQLFormattedError } from 'graphql';
import { COUNTRIES, isCountryCode } from '../../../domain/countries.ts';
import { isRefusalKey } from '../../../domain/errors.ts';
import type { RefusalKey } from '../../../domain/errors.ts';
import { countryName } from '../format/countryName.ts';
import { t } from '../i18n/index.ts';
import type { Message } from '../i18n/index.ts';
import { UI_MESSAGES } from '../ui/messages.ts';

const offlineMessage = () => t(UI_MESSAGES.errors.offline);
export const generalMessage = () => t(UI_MESSAGES.errors.general);

/** The codes whose message the server wrote for people (spec habit 6: the rest are masked). */
const READABLE_CODES = new Set(['BAD_USER_INPUT', 'RATE_LIMITED', 'NOT_FOUND', 'FORBIDDEN']);

export interface ServerRefusal {
  code: string | null;
  field: string | null;
  message: string;
}

type RefusalValues = Readonly<Record<string, unknown>>;
/** A refusal's words from its values; null when the values are not what the reason needs. */
type Say = (values: RefusalValues) => string | null;

const R = UI_MESSAGES.refusals;
const plain = (message: Message): Say => () => t(message);
const inMinutes = (message: Message<{ minutes: number }>): Say => ({ minutes }) =>
  typeof minutes === 'number' ? t(message, { minutes }) : null;

const REFUSALS: Record<RefusalKey, Say> = {
  phoneEmpty: plain(R.phoneEmpty),
  phoneCharacters: plain(R.phoneCharacters),
  phoneCountryCode: plain(R.phoneCountryCode),
  phoneInvalid: ({ country }) =>
    typeof country === 'string' && isCountryCode(country)
      ? t(R.phoneInvalid, { country: countryName(COUNTRIES[country]) })
      : t(R.phoneInvalidInternational),
  phoneInvalidInternational: plain(R.phoneInvalidInternational),
  phoneNotMobile: plain(R.phoneNotMobile),
  phoneCountryRefused: plain(R.phoneCountryRefused),
  codesBusy: plain(R.codesBusy),
  codesForNumber: inMinutes(R.codesForNumber),
  codesForDevice: inMinutes(R.codesForDevice),
  codesForNetwork: inMinutes(R.codesForNetwork),
  codesForCountry: inMinutes(R.codesForCountry),
  newUsersForNetwork: inMinutes(R.newUsersForNetwork),
  codeRefused: plain(R.codeRefused),
  importTooBig: ({ limit }) => (typeof limit === 'number' ? t(R.importTooBig, { limit }) : null),
  importTooMany: ({ count, limit }) =>
    typeof count === 'number' && typeof limit === 'number' ? t(R.importTooMany, { count, limit }) : null,
};

/** A refusal by its reason and values (as REST bodies and GraphQL extensions carry them), or null. */
export function refusalText(reason: unknown, values: unknown): string | null {
  if (!isRefusalKey(reason)) return null;
  return REFUSALS[reason](typeof values === 'object' && values !== null ? { ...values } : {});
}

/**
 * The GraphQL errors of a failed Apollo call (its CombinedGraphQLErrors), read by shape so that
 * this module, used before Apollo has loaded, does not pull Apollo into the first screens.
 */
function graphQLErrorsOf(error: unknown): readonly GraphQLFormattedError[] | null {
  if (!(error instanceof Error) || !('errors' in error) || !Array.isArray(error.errors)) return null;
  const errors: unknown[] = error.errors;
  return errors.every((item): item is GraphQLFormattedError => typeof item === 'object' && item !== null && 'message' in item)
    ? errors
    : null;
}

export function readServerError(error: unknown): ServerRefusal {
  const errors = graphQLErrorsOf(error);
  if (errors) {
    const [first] = errors;
    const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : null;
    const field = typeof first?.extensions?.field === 'string' ? first.extensions.field : null;
    const readable = code !== null && READABLE_CODES.has(code) && first?.message;
    if (!readable) return { code, field, message: generalMessage() };
    const message = refusalText(first.extensions?.reason, first.extensions?.values) ?? upperFirst(first.message);
    return { code, field, message };
  }
  // No GraphQL answer at all: the network or the server is down.
  return { code: null, field: null, message: offlineMessage() };
}

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** An Error whose message is the readable one, for machines that show `error.message`. */
function asReadableError(error: unknown): Error {
  return new Error(readServerError(error).message);
}

/** Awaits a server call, turning its failure into an Error with the readable message. */
export async function readably<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw asReadableError(error);
  }
}
