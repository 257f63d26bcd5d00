// The four onboarding steps drawn from the onboarding machine: dots, Skip, Next or Get Started,
// Welcome's language question and the country list. It only renders and sends events; what finishing stores is the machine's.
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { countryList } from '../../../domain/countries.ts';
import { LANGUAGES } from '../../../domain/languages.ts';
import { languagesByLikelihood } from '../../../domain/regionDefaults.ts';
import { thisDevice } from '../user/deviceTimeZone.ts';
import { countryName } from '../format/countryName.ts';
import type { OnboardingStep } from './onboardingMachine.ts';
import { ONBOARDING_STEPS, onboardingMachine, stepOf } from './onboardingMachine.ts';
import type { IconName } from '../ui/icons.tsx';
import { Picture } from '../ui/icons.tsx';
import { t } from '../i18n/index.ts';
import type { Message } from '../i18n/index.ts';
import { FIRST_RUN_MESSAGES } from './messages.ts';
import { primaryButton, quietButton, secondaryButton, StepHeading } from '../ui/parts.tsx';
import { WelcomeBody } from './WelcomeView.tsx';

type OnboardingActor = ActorRefFrom<typeof onboardingMachine>;

const O = FIRST_RUN_MESSAGES.onboarding;

const POINTS: Record<'howItWorks' | 'stayOrganized', readonly [IconName, Message, Message][]> = {
  howItWorks: [
    ['mic', O.speak, O.speakText],
    ['sparkle', O.understands, O.understandsText],
    ['chart', O.seeWhere, O.seeWhereText],
  ],
  stayOrganized: [
    ['offline', O.offline, O.offlineText],
    ['target', O.goals, O.goalsText],
    ['wallet', O.wallet, O.walletText],
  ],
};

const TITLES: Record<OnboardingStep, Message> = {
  welcome: FIRST_RUN_MESSAGES.welcome.title,
  country: O.countryTitle,
  howItWorks: O.howItWorksTitle,
  stayOrganized: O.stayOrganizedTitle,
};

function CountryStep({ actor }: { actor: OnboardingActor }) {
  const chosen = useSelector(actor, (snapshot) => snapshot.context.country);
  return (
    <fieldset>
      <legend className="mb-3 text-slate-600">{t(O.countryHint)}</legend>
      <div className="grid grid-cols-2 gap-2">
        {countryList().map((country) => (
          <label key={country.code} className={choice(chosen === country.code)}>
            <input
              type="radio"
              name="country"
              value={country.code}
              checked={chosen === country.code}
              onChange={() => actor.send({ type: 'onboarding.selectCountry', country: country.code })}
              // A focused country scrolls clear of the sticky footer (dots, hint, Back and Next).
              className="sr-only scroll-mb-52"
            />
            <span aria-hidden="true" className="text-2xl">
              {country.flag}
            </span>
            <span className="min-w-0 leading-tight">
              <span className="block text-sm">{countryName(country)}</span>
              <span className="block text-xs text-slate-500">{country.currency}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** How many languages show before "More languages": the likeliest, which for nearly everyone holds theirs. */
const FIRST_LANGUAGES = 6;

const choice = (chosen: boolean) =>
  `flex min-h-12 cursor-pointer items-center gap-2 rounded-xl px-3 py-2 ring-1 has-focus-visible:outline-2 has-focus-visible:outline-brand-700 ${
    chosen ? 'bg-brand-50 font-semibold ring-2 ring-brand-700' : 'bg-white ring-slate-200'
  }`;

/** Welcome's language question: every language in its own name, the phone's likeliest first. */
function LanguageChoice({ actor }: { actor: OnboardingActor }) {
  const chosen = useSelector(actor, (snapshot) => snapshot.context.language);
  const [order] = useState(() => languagesByLikelihood(thisDevice()));
  const [all, setAll] = useState(false);
  // The chosen one always shows, even when it is past the first few.
  const shown = all ? order : order.filter((code, index) => index < FIRST_LANGUAGES || code === chosen);
  return (
    <fieldset className="mt-6 text-start">
      <legend className="font-semibold text-slate-900">{t(O.languageLabel)}</legend>
      <p className="mb-3 text-sm text-slate-600">{t(O.languageHint)}</p>
      <div className="grid grid-cols-2 gap-2">
        {shown.map((code) => (
          <label key={code} className={choice(chosen === code)}>
            <input
              type="radio"
              name="language"
              value={code}
              checked={chosen === code}
              onChange={() => actor.send({ type: 'onboarding.selectLanguage', language: code })}
              className="sr-only scroll-mb-52"
            />
            <span lang={code} dir="auto" className="min-w-0 text-sm leading-tight">
              {LANGUAGES[code].nativeName}
            </span>
          </label>
        ))}
      </div>
      {!all && (
        <button type="button" className={`${quietButton} mt-2 w-full`} onClick={() => setAll(true)}>
          {t(O.moreLanguages)}
        </button>
      )}
    </fieldset>
  );
}

function Points({ points }: { points: readonly [IconName, Message, Message][] }) {
  return (
    <ul className="space-y-4">
      {points.map(([icon, title, text]) => (
        <li key={title.id} className="flex gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
          <span className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
            <Picture name={icon} />
          </span>
          <span>
            <span className="block font-semibold">{t(title)}</span>
            <span className="block text-slate-600">{t(text)}</span>
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
  const blocked = !canGoOn && step === 'country';
  return (
    <section aria-labelledby="onboarding-title" className="flex min-h-full flex-col">
      <div className="flex justify-end">
        <button type="button" className={quietButton} onClick={() => actor.send({ type: 'onboarding.skip' })}>
          {t(O.skip)}
        </button>
      </div>
      <StepHeading id="onboarding-title">{t(TITLES[step])}</StepHeading>
      <div className="flex-1">
        {step === 'welcome' && (
          <>
            <WelcomeBody />
            <LanguageChoice actor={actor} />
          </>
        )}
        {step === 'country' && <CountryStep actor={actor} />}
        {(step === 'howItWorks' || step === 'stayOrganized') && <Points points={POINTS[step]} />}
      </div>
      {/* Sticky, so Next stays in reach; the countries' scroll margin keeps the last one clear of it. */}
      <div className="sticky bottom-0 mt-6 border-t border-slate-100 bg-white pt-3 pb-2">
        <StepDots count={ONBOARDING_STEPS.length} current={ONBOARDING_STEPS.indexOf(step)} />
        {blocked && (
          <p id="onboarding-next-hint" className="mt-3 text-center text-sm text-slate-600">
            {t(O.chooseCountryFirst)}
          </p>
        )}
        <div className="mt-3 flex gap-3">
          {step !== 'welcome' && (
            <button type="button" className={`${secondaryButton} flex-1`} onClick={() => actor.send({ type: 'onboarding.back' })}>
              {t(O.back)}
            </button>
          )}
          <button
            type="button"
            disabled={!canGoOn}
            aria-describedby={blocked ? 'onboarding-next-hint' : undefined}
            className={`${primaryButton} flex-[2]`}
            onClick={() => actor.send({ type: 'onboarding.next' })}
          >
            {last ? t(O.getStarted) : t(O.next)}
          </button>
        </div>
      </div>
    </section>
  );
}

function StepDots({ count, current }: { count: number; current: number }) {
  return (
    <div className="flex justify-center gap-2" role="img" aria-label={t(FIRST_RUN_MESSAGES.onboarding.step, { current: current + 1, count })}>
      {Array.from({ length: count }, (_, index) => (
        <span
          key={index}
          className={`h-2 rounded-full transition-all ${index === current ? 'w-6 bg-brand-700' : 'w-2 bg-slate-300'}`}
        />
      ))}
    </div>
  );
}
