// Each screen names the browser tab (and the history entry a screen reader announces) after itself.
import { useEffect } from 'react';
import { t } from '../i18n/index.ts';
import { SHELL_MESSAGES } from './messages.ts';

export function useDocumentTitle(screen: string) {
  useEffect(() => {
    document.title = t(SHELL_MESSAGES.documentTitle, { screen });
  }, [screen]);
}
