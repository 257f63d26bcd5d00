// The app's own 404 page for any path the router does not know. The server answers 200 with
// index.html for such paths (SPA fallback), so this is what the user sees.
import { Link } from 'wouter';
import { t } from '../i18n/index.ts';
import { SHELL_MESSAGES } from './messages.ts';
import { useDocumentTitle } from '../ui/ScreenHeader.tsx';

export function NotFound() {
  useDocumentTitle(t(SHELL_MESSAGES.notFoundTitle));
  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center gap-2">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="32"
          height="32"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          className="shrink-0 text-red-600"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7.5v5M12 16.5h.01" />
        </svg>
        <h1 className="text-2xl font-bold text-slate-900">{t(SHELL_MESSAGES.notFoundHeading)}</h1>
      </div>
      <p className="mt-4 text-slate-600">{t(SHELL_MESSAGES.notFoundHint)}</p>
      <Link
        href="/"
        className={
          'mt-6 inline-flex min-h-11 items-center rounded-xl bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800'
        }
      >
        {t(SHELL_MESSAGES.goHome)}
      </Link>
    </section>
  );
}
