// The sticky bar that appears while the Settings form has unsaved changes: it says so and holds
// "Save Settings", docked just above the bottom chrome so it stays in reach while scrolling.
import { useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { primaryButton } from '../ui/parts.tsx';
import { t } from '../i18n/index.ts';
import { SETTINGS_MESSAGES } from './messages.ts';

/**
 * The bar appears on the first edit, while that field has focus. When a save takes the bar away with
 * focus on its button (or already fallen to the page), focus goes back to that field.
 */
function useFocusBackOnRemoval(bar: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const edited = document.activeElement;
    const element = bar.current;
    return () => {
      // A layout cleanup: the bar is still in the page, so where focus is can be read.
      const focus = document.activeElement;
      const lost = focus === null || focus === document.body || element?.contains(focus) === true;
      if (lost && edited instanceof HTMLElement && edited.isConnected) edited.focus();
    };
  }, [bar]);
}

export function SaveBar({ saving, onSave }: { saving: boolean; onSave: () => void }) {
  const bar = useRef<HTMLDivElement>(null);
  useFocusBackOnRemoval(bar);
  return (
    <div
      ref={bar}
      className="sticky bottom-[calc(var(--bottom-chrome)+0.75rem)] z-20 flex items-center gap-3 rounded-2xl bg-white p-3 shadow-lg ring-1 ring-slate-200"
    >
      <p role="status" className="flex-1 text-sm font-medium text-slate-700">
        {t(SETTINGS_MESSAGES.unsaved)}
      </p>
      <button type="button" disabled={saving} className={primaryButton} onClick={onSave}>
        {saving ? t(SETTINGS_MESSAGES.saving) : t(SETTINGS_MESSAGES.save)}
      </button>
    </div>
  );
}
