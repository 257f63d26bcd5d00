// Login with WhatsApp drawn from the login machine: the phone step, the six-digit code step and
// the "Welcome Back" screen. Renders and sends events only; codes are sent and checked by the machine.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { COUNTRIES, countryList, isCountryCode } from '../../../../domain/countries.ts';
import { t } from '../../i18n/index.ts';
import { CodeBoxes } from './CodeBoxes.tsx';
import { countryName } from '../../format/countryName.ts';
import { isCodeComplete } from './codeEntry.ts';
import { loginMachine } from './loginMachine.ts';
import { LOGIN_MESSAGES } from './messages.ts';
import { CheckBadge, ErrorAlert, primaryButton, quietButton, StepHeading } from '../../ui/parts.tsx';

type LoginActor = ActorRefFrom<typeof loginMachine>;

/**
 * A "+" number grouped in threes ("+491 512 345 678 9", up to 15 digits); a national one stops at
 * 12 characters ("071 234 5678") by its formatting, as the spec asks.
 */
const PHONE_MAX_LENGTH = 20;

const L = LOGIN_MESSAGES.login;

const TITLES = { phone: L.phoneTitle, code: L.codeTitle, success: L.successTitle } as const;

const field =
  'min-h-12 rounded-xl bg-white px-3 text-lg ring-1 ring-slate-300 focus:ring-2 focus:ring-brand-700 focus:outline-none';

function PhoneStep({ actor }: { actor: LoginActor }) {
  const { country, phone, error } = useSelector(actor, (snapshot) => snapshot.context);
  const sending = useSelector(actor, (snapshot) => snapshot.matches('sending'));
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'login.sendCode' });
      }}
    >
      <p className="text-slate-600">{t(L.phoneIntro)}</p>
      <label htmlFor="login-country" className="mt-5 block text-sm font-semibold">
        {t(L.country)}
      </label>
      <select
        id="login-country"
        value={country}
        disabled={sending}
        className={`${field} mt-1 w-full text-base`}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isCountryCode(next)) actor.send({ type: 'login.changeCountry', country: next });
        }}
      >
        {countryList().map((option) => (
          <option key={option.code} value={option.code}>
            {option.flag} {countryName(option)}
            {option.callingCode === null ? '' : ` (+${option.callingCode})`}
          </option>
        ))}
      </select>
      <label htmlFor="login-phone" className="mt-4 block text-sm font-semibold">
        {t(L.phone)}
      </label>
      <input
        id="login-phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={PHONE_MAX_LENGTH}
        placeholder={COUNTRIES[country].examplePhone}
        dir="ltr"
        value={phone}
        disabled={sending}
        aria-invalid={error !== null}
        className={`${field} mt-1 w-full tracking-wide tabular-nums`}
        onChange={(event) => actor.send({ type: 'login.typePhone', value: event.currentTarget.value })}
      />
      {error !== null && <ErrorAlert>{error}</ErrorAlert>}
      <button type="submit" disabled={sending} className={`${primaryButton} mt-5 w-full`}>
        {sending ? t(L.sendingCode) : t(L.sendCode)}
      </button>
    </form>
  );
}

function CodeStep({ actor }: { actor: LoginActor }) {
  const { code, phone, error } = useSelector(actor, (snapshot) => snapshot.context);
  const verifying = useSelector(actor, (snapshot) => snapshot.matches('verifying'));
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'login.verify' });
      }}
    >
      <p className="mb-5 text-slate-600">
        {t(L.codeIntro)}{' '}
        <span dir="ltr" className="font-semibold whitespace-nowrap text-slate-900">
          {phone}
        </span>
      </p>
      <CodeBoxes
        entry={code}
        disabled={verifying}
        onType={(index, value) => actor.send({ type: 'login.typeCode', index, value })}
        onErase={(index) => actor.send({ type: 'login.eraseCode', index })}
      />
      {error !== null && <ErrorAlert>{error}</ErrorAlert>}
      <button type="submit" disabled={verifying || !isCodeComplete(code)} className={`${primaryButton} mt-5 w-full`}>
        {verifying ? t(L.verifying) : t(L.verify)}
      </button>
      <div className="mt-3 flex flex-wrap justify-center gap-x-2">
        <button type="button" disabled={verifying} className={quietButton} onClick={() => actor.send({ type: 'login.resend' })}>
          {t(L.resend)}
        </button>
        <button type="button" disabled={verifying} className={quietButton} onClick={() => actor.send({ type: 'login.changePhone' })}>
          {t(L.changePhone)}
        </button>
      </div>
    </form>
  );
}

function Success() {
  return (
    <div role="status" className="py-6 text-center">
      <CheckBadge />
      <p className="mt-5 text-lg text-slate-700">{t(L.synced)}</p>
    </div>
  );
}

export function LoginScreen({ actor }: { actor: LoginActor }) {
  const step = useSelector(actor, (snapshot): keyof typeof TITLES => {
    if (snapshot.matches('success') || snapshot.matches('done')) return 'success';
    return snapshot.matches('phone') || snapshot.matches('sending') ? 'phone' : 'code';
  });
  return (
    <section aria-labelledby="login-title" className="pt-8">
      {/* On the code step the first box takes the caret, so the code can be typed at once. */}
      <StepHeading id="login-title" takeFocus={step !== 'code'}>
        {t(TITLES[step])}
      </StepHeading>
      {step === 'phone' && <PhoneStep actor={actor} />}
      {step === 'code' && <CodeStep actor={actor} />}
      {step === 'success' && <Success />}
      {step !== 'success' && (
        <div className="mt-2 flex justify-center">
          <button type="button" className={quietButton} onClick={() => actor.send({ type: 'login.skip' })}>
            {t(L.skip)}
          </button>
        </div>
      )}
    </section>
  );
}
