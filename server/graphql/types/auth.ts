// Phone login over GraphQL: ask for a code, verify it (answering the user the session now names),
// log out here or everywhere (answering the new anonymous user). The same functions as REST.
import type { LoginCodeRequest } from '../../identity/login.ts';
import { logout, logoutEverywhere, requestLoginCode, verifyLoginCode } from '../../identity/login.ts';
import { builder } from '../builder.ts';
import { User } from './user.ts';

const LoginCodeRequestType = builder.objectRef<LoginCodeRequest>('LoginCodeRequest').implement({
  fields: (t) => ({
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    resendAfter: t.expose('resendAfter', {
      type: 'DateTime',
      nullable: true,
      description: 'Set when this was the last code the hour allows: the next may be asked for from then.',
    }),
  }),
});

const RequestLoginCodeInput = builder.inputType('RequestLoginCodeInput', {
  fields: (t) => ({
    phone: t.string({ required: true, description: 'As typed, e.g. "071 234 5678" or "+254712345678".' }),
    country: t.string({ required: true, description: 'The onboarding country code, e.g. KE.' }),
  }),
});

const VerifyLoginCodeInput = builder.inputType('VerifyLoginCodeInput', {
  fields: (t) => ({
    phone: t.string({ required: true }),
    country: t.string({ required: true }),
    code: t.string({ required: true }),
    language: t.string({ description: "The device's voice language; a number's first sign-in seeds its account with it." }),
    currency: t.string({ description: "The device's currency; a number's first sign-in seeds its account with it." }),
  }),
});

builder.mutationFields((t) => ({
  requestLoginCode: t.field({
    type: LoginCodeRequestType,
    description: 'Sends a 6-digit code to the number on WhatsApp; it is valid for 10 minutes.',
    args: { input: t.arg({ type: RequestLoginCodeInput, required: true }) },
    resolve: (_root, { input }, { app, caller }) => requestLoginCode(app, caller, input),
  }),
  verifyLoginCode: t.field({
    type: User,
    description: "Answers the phone's user; this device's session names that user from now on.",
    args: { input: t.arg({ type: VerifyLoginCodeInput, required: true }) },
    resolve: (_root, { input }, { app, caller }) => verifyLoginCode(app, caller, input),
  }),
  logout: t.field({
    type: User,
    description: 'Ends this session and answers the new anonymous user this device now reads as.',
    resolve: (_root, _args, { app, caller }) => logout(app, caller),
  }),
  logoutEverywhere: t.field({
    type: User,
    description: "Ends every session of the caller's user on every device; answers as logout.",
    resolve: (_root, _args, { app, caller }) => logoutEverywhere(app, caller),
  }),
}));
