// Login with a phone number, one function per step, shared by GraphQL and REST: ask for a code
// (sent through the app's CodeSender, within the app's limits), verify it (a fresh session then
// names the phone's user), log out here, or everywhere.
import { ValidationError } from '../../domain/errors.ts';
import { maskPhone } from '../../domain/phone.ts';
import type { UserRow } from '../../projections/users/row.ts';
import { parseInput } from '../input.ts';
import type { App, Caller } from '../context.ts';
import { newAnonymousUser, userById } from '../queries/users.ts';
import { RequestCodeInput, VerifyCodeInput } from './authInput.ts';
import { CODE_REFUSED, checkLoginCode, issueLoginCode } from './loginCodes.ts';
import { phoneOwner } from './identities.ts';
import { signIn } from './signIn.ts';

export interface LoginCodeRequest {
  expiresAt: string;
  /** Set when this was the last code the hour allows: the next may be asked for from then. */
  resendAfter: string | null;
}

export async function requestLoginCode(app: App, caller: Caller, input: unknown): Promise<LoginCodeRequest> {
  const { phone, region } = parseInput(RequestCodeInput, input);
  const { key: requester, clientAddress } = caller.session;
  const known = (await phoneOwner(app.db, phone)) !== null;
  const issued = await issueLoginCode(app.db, app.loginLimits, { phone, region, requester, clientAddress, known }, caller.now);
  // The code belongs to this device's session, so a code sent is the device's first write; a
  // refused request stores nothing.
  await caller.session.persist();
  await app.codeSender.send(phone, issued.code);
  caller.logger.info({ phone: maskPhone(phone) }, 'login code sent');
  return { expiresAt: issued.expiresAt.toISOString(), resendAfter: issued.resendAfter?.toISOString() ?? null };
}

/** Accepts the code and answers the phone's user, whom a fresh session on this device now names. */
export async function verifyLoginCode(app: App, caller: Caller, input: unknown): Promise<UserRow> {
  const { phone, code, language, currency } = parseInput(VerifyCodeInput, input);
  // A device that never asked for a code has none: it is refused like any other wrong code.
  if (!caller.session.persisted) throw new ValidationError(CODE_REFUSED, 'code', { key: 'codeRefused' });
  await checkLoginCode(app.db, { phone, requester: caller.session.key }, code, caller.now);
  const device = { ...(language !== undefined && { language }), ...(currency !== undefined && { currency }) };
  const { userId, mergedFrom } = await signIn(app, caller, phone, device);
  // A new token on every sign-in: whoever knew (or planted) the old one holds nothing now.
  await caller.session.signInAs(userId);
  caller.logger.info({ userId, mergedFrom, phone: maskPhone(phone) }, 'phone verified');
  return userById(app, userId);
}

/** Ends this device's session and answers the new anonymous user the device now reads as. */
export async function logout(app: App, caller: Caller): Promise<UserRow> {
  const userId = await caller.session.end();
  caller.logger.info({ from: caller.userId, userId }, 'logged out');
  return newAnonymousUser(caller, userId);
}

/** Ends every session of the caller's user, on every device; answers as `logout`. */
export async function logoutEverywhere(app: App, caller: Caller): Promise<UserRow> {
  const userId = await caller.session.endEverywhere();
  caller.logger.info({ from: caller.userId, userId }, 'logged out everywhere');
  return newAnonymousUser(caller, userId);
}
