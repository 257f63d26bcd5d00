// The first onboarding step's look, without the machinery: the flow shows it as its first step,
// and the gate shows it while the flow's chunk is still on its way, so a new visitor on a slow
// network sees Welcome at first paint rather than a spinner.
import { t } from '../i18n/index.ts';
import { FIRST_RUN_MESSAGES } from './messages.ts';
import { Picture } from '../ui/icons.tsx';
import { StepHeading, quietButton } from '../ui/parts.tsx';

export function WelcomeBody() {
  return (
    <div className="pt-2 text-center">
      <p className="mx-auto grid size-20 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Picture name="mic" size={40} />
      </p>
      <p className="mt-4 text-lg text-slate-700">
        {t(FIRST_RUN_MESSAGES.welcome.body)}
      </p>
    </div>
  );
}

/** Welcome as it will look, with its buttons not there yet: nothing to tap until the flow can answer. */
export function WelcomePlaceholder() {
  return (
    <div className="fixed inset-0 z-50 overflow-y-auto bg-white text-slate-900">
      <div className="mx-auto flex min-h-full max-w-md flex-col px-5 pt-4 pb-6">
        <div className="flex justify-end">
          <span aria-hidden="true" className={`${quietButton} invisible`}>
            {t(FIRST_RUN_MESSAGES.onboarding.skip)}
          </span>
        </div>
        <StepHeading id="welcome-placeholder-title" takeFocus={false}>
          {t(FIRST_RUN_MESSAGES.welcome.title)}
        </StepHeading>
        <WelcomeBody />
        <p role="status" className="mt-auto pt-6 text-center text-slate-500">
          {t(FIRST_RUN_MESSAGES.welcome.loading)}
        </p>
      </div>
    </div>
  );
}
