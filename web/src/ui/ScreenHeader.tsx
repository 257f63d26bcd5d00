// The title block every screen opens with: one h1 per screen (the browser tests and screen readers
// find screens by it) and an optional subtitle; it also names the browser tab. Screens own everything below it.
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { t } from '../i18n/index.ts';
import { UI_MESSAGES } from './messages.ts';

/** Names the browser tab (and the history entry a screen reader announces) after the screen. */
export function useDocumentTitle(screen: string) {
  useEffect(() => {
    document.title = t(UI_MESSAGES.documentTitle, { screen });
  }, [screen]);
}

type ScreenHeaderProps = {
  title: string;
  subtitle?: string;
  /** Buttons shown beside the title, e.g. "Add Savings". */
  actions?: ReactNode;
};

export function ScreenHeader({ title, subtitle, actions }: ScreenHeaderProps) {
  useDocumentTitle(title);
  return (
    <header className="mb-6 flex items-start justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {subtitle === undefined ? null : <p className="mt-1 text-base text-slate-600">{subtitle}</p>}
      </div>
      {actions}
    </header>
  );
}
