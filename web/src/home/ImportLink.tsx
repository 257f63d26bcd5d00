// Home's entry to the SMS import: a plain link, so Home's chunk carries none of the import's code.
import { Link } from 'wouter';
import { t } from '../i18n/index.ts';
import { HOME_MESSAGES } from './messages.ts';

export function ImportLink() {
  return (
    <Link
      href="/import"
      className="flex min-h-11 items-center justify-center gap-2 rounded-2xl bg-white px-4 font-semibold text-brand-800 shadow-sm ring-1 ring-slate-200 hover:bg-slate-50"
    >
      <span aria-hidden="true">✉️</span>
      {t(HOME_MESSAGES.importEntry)}
    </Link>
  );
}
