// The AI tracking introduction, shown only while today has no expenses (spec §1): what to say,
// in the user's own language, and that the amount and category are worked out for them.
import { LANGUAGES } from '../../../domain/languages.ts';
import type { LanguageCode } from '../../../domain/languages.ts';
import { t } from '../i18n/index.ts';
import { languageName } from '../format/displayName.ts';
import { HOME_MESSAGES } from './messages.ts';
import { useStaggerIn } from '../ui/motion.ts';

export function AiIntro({ language, index }: { language: LanguageCode; index: number }) {
  const enter = useStaggerIn<HTMLElement>(index);
  const { examplePhrase } = LANGUAGES[language];
  return (
    <section ref={enter} aria-labelledby="ai-intro-heading" className="rounded-2xl bg-indigo-50 p-5 ring-1 ring-indigo-100">
      <h2 id="ai-intro-heading" className="font-semibold text-indigo-950">
        {t(HOME_MESSAGES.introHeading)}
      </h2>
      <p className="mt-1 text-sm text-indigo-900">{t(HOME_MESSAGES.introBody)}</p>
      <p className="mt-3 text-sm text-indigo-900">
        {t(HOME_MESSAGES.introTry, { language: languageName(LANGUAGES[language]) })} <q lang={language} className="font-semibold">{examplePhrase}</q>
      </p>
    </section>
  );
}
