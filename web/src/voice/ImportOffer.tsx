// The Add Expense modal's offer for a pasted payment message: the import reads it better than the
// spoken-phrase parser, so the text is handed to /import's preview. The check runs the payment
// parser, which loads only once the text could be a message, so it never weighs on Home's first load.
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { t } from '../i18n/index.ts';
import { VOICE_MESSAGES } from './messages.ts';

/** Every payment message states an amount and runs longer than a spoken phrase. */
const couldBeMessage = (text: string) => text.length >= 24 && /\d/.test(text);

export function ImportOffer({ text }: { text: string }) {
  const [offered, setOffered] = useState<string | null>(null);
  useEffect(() => {
    if (!couldBeMessage(text)) return;
    let current = true;
    void import('../../../domain/payments/looksLike.ts').then(({ looksLikePaymentMessage }) => {
      if (current) setOffered(looksLikePaymentMessage(text) ? text : null);
    });
    return () => {
      current = false;
    };
  }, [text]);
  if (offered !== text) return null;
  return (
    <p role="status" className="mt-2 flex flex-wrap items-center gap-x-2 rounded-xl bg-brand-50 px-3 py-1 text-sm text-brand-800">
      {t(VOICE_MESSAGES.importOffer)}
      <Link href={`/import?${new URLSearchParams({ text: text.trim() }).toString()}`} className="inline-flex min-h-11 items-center font-semibold underline">
        {t(VOICE_MESSAGES.importOfferAction)}
      </Link>
    </p>
  );
}
