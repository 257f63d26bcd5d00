// Puts the screens in the wanted language: loads its catalogs, then remounts the tree under it so
// every t() reads the new language at once (no Save step; unsaved input on screen is let go).
import { Fragment, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { activateLocale, activeLocale } from './index.ts';
import type { Locale } from './index.ts';
import { usePreferences } from '../user/preferences.ts';
import { applyToDocument, useLocale } from './locale.ts';

export function I18nProvider({ children }: { children: ReactNode }) {
  const wanted = useLocale();
  const { digits } = usePreferences();
  // English is active from the start, so the usual first visit paints without waiting.
  const [active, setActive] = useState<Locale | null>(activeLocale() === wanted ? wanted : null);

  useEffect(() => {
    let current = true;
    const show = (locale: Locale) => {
      if (!current) return;
      applyToDocument(locale);
      setActive(locale);
    };
    // A catalog that cannot load (offline before it was ever cached) leaves the screens in English.
    activateLocale(wanted).then(() => show(wanted), () => activateLocale('en').then(() => show('en')));
    return () => {
      current = false;
    };
  }, [wanted]);

  // The digits chosen (Settings) write every number anew: the tree is remounted under them too.
  return active === null ? null : <Fragment key={`${active} ${digits}`}>{children}</Fragment>;
}
