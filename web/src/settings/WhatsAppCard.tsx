// Sauti on WhatsApp: the business number to write to and a wa.me link with a first example message,
// shown once the person has logged in with their number (their messages are recorded under it).
import { useQuery } from '@apollo/client/react';
import type { LanguageCode } from '../../../domain/languages.ts';
import { LANGUAGES } from '../../../domain/languages.ts';
import { primaryButton } from '../ui/parts.tsx';
import { graphql } from '../gql/index.ts';
import { t } from '../i18n/index.ts';
import { SETTINGS_MESSAGES } from './messages.ts';
import { Card, Field, fieldClass, hintClass } from './parts.tsx';

const W = SETTINGS_MESSAGES.whatsApp;

const WhatsAppNumber = graphql(`
  query WhatsAppNumber {
    whatsAppNumber
  }
`);

/** wa.me takes the number as digits with the country code, and a message to start the chat with. */
export const waMeLink = (number: string, text: string) => `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;

export function WhatsAppCard({ phone, language }: { phone: string | null; language: LanguageCode }) {
  const { data } = useQuery(WhatsAppNumber, { skip: phone === null });
  const number = data?.whatsAppNumber ?? null;
  if (phone === null || number === null) return null;
  const example = LANGUAGES[language].examplePhrase;
  return (
    <Card title={t(W.title)} icon="sparkle">
      <div className="space-y-4">
        <p className="text-sm text-slate-700">{t(W.intro, { phone })}</p>
        <Field id="whatsapp-number" label={t(W.number)}>
          <input id="whatsapp-number" readOnly value={number} dir="ltr" className={`${fieldClass} tabular-nums`} />
        </Field>
        <div>
          <a href={waMeLink(number, example)} target="_blank" rel="noopener noreferrer" className={`${primaryButton} flex w-full items-center justify-center`}>
            {t(W.open)}
          </a>
          <p className={hintClass}>{t(W.tryThis, { example })}</p>
        </div>
      </div>
    </Card>
  );
}
