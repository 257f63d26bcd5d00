// The four onboarding steps drawn from the onboarding machine: dots, Skip, Next or Get Started,
// and the country list. It only renders and sends events; what finishing stores is the machine's.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { countryList } from '../../../domain/countries.ts';
import type { OnboardingStep } from './onboardingMachine.ts';
import { ONBOARDING_STEPS, onboardingMachine, stepOf } from './onboardingMachine.ts';
import type { IconName } from './icons.tsx';
import { Picture } from './icons.tsx';
import { primaryButton, quietButton, StepDots, StepHeading } from './parts.tsx';
import { WELCOME_TITLE, WelcomeBody } from './WelcomeView.tsx';

type OnboardingActor = ActorRefFrom<typeof onboardingMachine>;

const POINTS: Record<'howItWorks' | 'stayOrganized', readonly [IconName, string, string][]> = {
  howItWorks: [
    ['mic', 'Speak', 'Tap the microphone and say what you spent, like "Transport 200".'],
    ['sparkle', 'Sauti understands', 'The amount and the category are picked out for you, in 22 languages.'],
    ['chart', 'See where it goes', "Today's total, your top categories and the change since yesterday."],
  ],
  stayOrganized: [
    ['offline', 'Works offline', 'Expenses are kept on your phone and sync when you are back online.'],
    ['target', 'Savings goals', 'Set a monthly target and watch your savings grow.'],
    ['wallet', 'Sorted Wallet', 'Link your wallet to see your spending against your USDT balance.'],
  ],
};

const TITLES: Record<OnboardingStep, string> = {
  welcome: WELCOME_TITLE,
  country: 'Select Your Country',
  howItWorks: 'How It Works',
  stayOrganized: 'Stay Organized',
};

function CountryStep({ actor }: { actor: OnboardingActor }) {
  const chosen = useSelector(actor, (snapshot) => snapshot.context.country);
  return (
    <fieldset>
      <legend className="mb-3 text-slate-600">Your currency is set from your country. You can change it later.</legend>
      <div className="grid grid-cols-2 gap-2">
        {countryList().map((country) => (
          <label
            key={country.code}
            className={`flex min-h-12 cursor-pointer items-center gap-2 rounded-xl px-3 py-2 ring-1 has-focus-visible:outline-2 has-focus-visible:outline-brand-700 ${
              chosen === country.code ? 'bg-brand-50 font-semibold ring-2 ring-brand-700' : 'bg-white ring-slate-200'
            }`}
          >
            <input
              type="radio"
              name="country"
              value={country.code}
              checked={chosen === country.code}
              onChange={() => actor.send({ type: 'onboarding.selectCountry', country: country.code })}
              className="sr-only"
            />
            <span aria-hidden="true" className="text-2xl">
              {country.flag}
            </span>
            <span className="min-w-0 leading-tight">
              <span className="block text-sm">{country.name}</span>
              <span className="block text-xs text-slate-500">{country.currency}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Points({ points }: { points: readonly [IconName, string, string][] }) {
  return (
    <ul className="space-y-4">
      {points.map(([icon, title, text]) => (
        <li key={title} className="flex gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
          <span className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
            <Picture name={icon} />
          </span>
          <span>
            <span className="block font-semibold">{title}</span>
            <span className="block text-slate-600">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

export function OnboardingScreen({ actor }: { actor: OnboardingActor }) {
  const step = useSelector(actor, (snapshot) => stepOf(String(snapshot.value)));
  const canGoOn = useSelector(actor, (snapshot) => snapshot.can({ type: 'onboarding.next' }));
  const last = step === 'stayOrganized';
  return (
    <section aria-labelledby="onboarding-title" className="flex min-h-full flex-col">
      <div className="flex justify-end">
        <button type="button" className={quietButton} onClick={() => actor.send({ type: 'onboarding.skip' })}>
          Skip
        </button>
      </div>
      <StepHeading id="onboarding-title">{TITLES[step]}</StepHeading>
      <div className="flex-1">
        {step === 'welcome' && <WelcomeBody />}
        {step === 'country' && <CountryStep actor={actor} />}
        {(step === 'howItWorks' || step === 'stayOrganized') && <Points points={POINTS[step]} />}
      </div>
      <div className="sticky bottom-0 mt-6 bg-white pt-3 pb-2">
        <StepDots count={ONBOARDING_STEPS.length} current={ONBOARDING_STEPS.indexOf(step)} />
        <button
          type="button"
          disabled={!canGoOn}
          className={`${primaryButton} mt-4 w-full`}
          onClick={() => actor.send({ type: 'onboarding.next' })}
        >
          {last ? 'Get Started' : 'Next'}
        </button>
      </div>
    </section>
  );
}
