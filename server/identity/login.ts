// Login with a phone number, one function per step, shared by GraphQL and REST: ask for a code
// (sent through the app's CodeSender), verify it (the session then names the phone's user), log out.
import { maskPhone } from '../../domain/phone.ts';
import type { UserRow } from '../../projections/users/row.ts';
import { parseInput } from '../commands/input.ts';
import type { App, Caller } from '../context.ts';
import { userById } from '../queries/users.ts';
import { RequestCodeInput, VerifyCodeInput } from './authInput.ts';
import { checkLoginCode, issueLoginCode } from './loginCodes.ts';
import { signIn } from './signIn.ts';

export interface LoginCodeRequest {
  expiresAt: string;
  /** Set when this was the last code the hour allows: the next may be asked for from then. */
  resendAfter: string | null;
}

export async function requestLoginCode(app: App, caller: Caller, input: unknown): Promise<LoginCodeRequest> {
  const { phone } = parseInput(RequestCodeInput, input);
  const issued = await issueLoginCode(app.db, phone, caller.now);
  await app.codeSender.send(phone, issued.code);
  caller.logger.info({ phone: maskPhone(phone) }, 'login code sent');
  return { expiresAt: issued.expiresAt.toISOString(), resendAfter: issued.resendAfter?.toISOString() ?? null };
}

/** Accepts the code and answers the phone's user, whom this device's session now names. */
export async function verifyLoginCode(app: App, caller: Caller, input: unknown): Promise<UserRow> {
  const { phone, code } = parseInput(VerifyCodeInput, input);
  await checkLoginCode(app.db, phone, code, caller.now);
  const { userId, mergedFrom } = await signIn(app, caller, phone);
  if (userId !== caller.userId) await caller.session.switchTo(userId);
  caller.logger.info({ userId, mergedFrom, phone: maskPhone(phone) }, 'phone verified');
  return userById(app, userId);
}

/** Ends this device's session and answers the fresh anonymous user it starts with instead. */
export async function logout(app: App, caller: Caller): Promise<UserRow> {
  const userId = await caller.session.renew();
  caller.logger.info({ from: caller.userId, userId }, 'logged out');
  return userById(app, userId);
}
