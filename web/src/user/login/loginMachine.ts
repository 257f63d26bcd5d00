// Login with WhatsApp: phone step, six-digit code step, then "Welcome Back" for a moment before
// handing back the verified phone. Sending and checking codes are injected actors (GraphQL in the app).
import { assign, fromPromise, setup } from 'xstate';
import type { CountryCode } from '../../../../domain/countries.ts';
import { formatPhoneInput } from '../../../../domain/phone.ts';
import { t } from '../../i18n/index.ts';
import type { Account } from '../account.ts';
import type { CodeEntry } from './codeEntry.ts';
import { codeOf, emptyCodeEntry, eraseAt, isCodeComplete, typeInto } from './codeEntry.ts';
import { LOGIN_MESSAGES } from './messages.ts';

const MIN_PHONE_DIGITS = 10;

export type LoginInput = { country: CountryCode };
export type LoginOutput = { phone: string } | null;

export type LoginEvent =
  | { type: 'login.changeCountry'; country: CountryCode }
  | { type: 'login.typePhone'; value: string }
  | { type: 'login.sendCode' }
  | { type: 'login.typeCode'; index: number; value: string }
  | { type: 'login.eraseCode'; index: number }
  | { type: 'login.verify' }
  | { type: 'login.resend' }
  | { type: 'login.changePhone' }
  | { type: 'login.skip' };

type Context = { country: CountryCode; phone: string; code: CodeEntry; error: string | null; verified: string | null };

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : t(LOGIN_MESSAGES.login.failed);

// Translated when shown, in the language of that moment.
const invalidPhone = () => ({ message: t(LOGIN_MESSAGES.login.invalidPhone) });
const incompleteCode = () => ({ message: t(LOGIN_MESSAGES.login.incompleteCode) });

/** A verified login always names its phone. */
export type VerifiedAccount = Account & { phone: string };

export const loginMachine = setup({
  types: {
    context: {} as Context,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    output: {} as LoginOutput,
  },
  actions: {
    /** Spec §8 names these alerts; the app shows them (window.alert), tests record them. */
    alert: (_, _params: { message: string }) => {},
    /** Stores the verified account on the device; provided by the app. */
    rememberAccount: (_, _params: { account: VerifiedAccount }) => {},
    showError: assign({ error: (_, params: { message: string }) => params.message }),
    clearError: assign({ error: null }),
    clearCode: assign({ code: emptyCodeEntry }),
  },
  actors: {
    /** Asks the server to send a code; rejects with an Error whose message the person can read. */
    requestCode: fromPromise<unknown, { phone: string; country: CountryCode }>(async () => undefined),
    verifyCode: fromPromise<VerifiedAccount, { phone: string; country: CountryCode; code: string }>(async () => {
      throw new Error('verifyCode is not provided');
    }),
  },
  guards: {
    isPhoneValid: ({ context }) => context.phone.replace(/\D/g, '').length >= MIN_PHONE_DIGITS,
    isCodeComplete: ({ context }) => isCodeComplete(context.code),
  },
  delays: { successPause: 1500 },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({ country: input.country, phone: '', code: emptyCodeEntry, error: null, verified: null }),
  initial: 'phone',
  on: { 'login.skip': '.skipped' },
  states: {
    phone: {
      on: {
        'login.changeCountry': { actions: assign({ country: ({ event }) => event.country }) },
        // A changed number is a fresh attempt: the last refusal no longer applies.
        'login.typePhone': { actions: [assign({ phone: ({ event }) => formatPhoneInput(event.value) }), 'clearError'] },
        'login.sendCode': [
          { guard: 'isPhoneValid', target: 'sending' },
          {
            actions: [
              { type: 'showError', params: invalidPhone },
              { type: 'alert', params: invalidPhone },
            ],
          },
        ],
      },
    },
    sending: {
      entry: 'clearError',
      invoke: {
        src: 'requestCode',
        input: ({ context }) => ({ phone: context.phone, country: context.country }),
        onDone: { target: 'code', actions: 'clearCode' },
        onError: { target: 'phone', actions: { type: 'showError', params: ({ event }) => ({ message: messageOf(event.error) }) } },
      },
    },
    code: {
      on: {
        'login.typeCode': { actions: assign({ code: ({ context, event }) => typeInto(context.code, event.index, event.value) }) },
        'login.eraseCode': { actions: assign({ code: ({ context, event }) => eraseAt(context.code, event.index) }) },
        'login.verify': [
          { guard: 'isCodeComplete', target: 'verifying' },
          {
            actions: [
              { type: 'showError', params: incompleteCode },
              { type: 'alert', params: incompleteCode },
            ],
          },
        ],
        'login.resend': 'sending',
        'login.changePhone': { target: 'phone', actions: ['clearError', 'clearCode'] },
      },
    },
    verifying: {
      entry: 'clearError',
      // Skipping while the server checks would leave a half-finished login behind.
      on: { 'login.skip': {} },
      invoke: {
        src: 'verifyCode',
        input: ({ context }) => ({ phone: context.phone, country: context.country, code: codeOf(context.code) }),
        onDone: {
          target: 'success',
          actions: [
            assign({ verified: ({ event }) => event.output.phone }),
            { type: 'rememberAccount', params: ({ event }) => ({ account: event.output }) },
          ],
        },
        // A wrong code is typed again from the first box.
        onError: {
          target: 'code',
          actions: ['clearCode', { type: 'showError', params: ({ event }) => ({ message: messageOf(event.error) }) }],
        },
      },
    },
    success: {
      on: { 'login.skip': {} },
      after: { successPause: 'done' },
    },
    done: { type: 'final' },
    skipped: { type: 'final' },
  },
  output: ({ context }) => (context.verified === null ? null : { phone: context.verified }),
});
