// Asks before a screen with unsaved changes is left: an in-app link (the bottom navigation) and the
// browser's or phone's Back ask with the screen's question, a reload or closing the tab with the
// browser's own.
import { useEffect, useRef } from 'react';

/** Back cannot be cancelled, so an edit pushes a guard entry (same address) for Back to pop first. */
const GUARD = 'sautiLeaveGuard';
const isGuardEntry = (state: unknown) => typeof state === 'object' && state !== null && GUARD in state;

function useBackGuard(active: boolean, question: string) {
  const current = useRef({ active, question });
  current.current = { active, question };
  const onGuard = useRef(false);

  useEffect(() => {
    onGuard.current = isGuardEntry(window.history.state);
    if (!active || onGuard.current) return;
    window.history.pushState({ [GUARD]: true }, '');
    onGuard.current = true;
  }, [active]);

  useEffect(() => {
    const onPopState = () => {
      const leftGuard = onGuard.current && !isGuardEntry(window.history.state);
      onGuard.current = isGuardEntry(window.history.state);
      if (!leftGuard) return;
      // Back took the guard entry away: with nothing unsaved, or when the person agrees, Back goes
      // on to where it was going; otherwise the guard goes back in place and the screen stays.
      if (!current.current.active || window.confirm(current.current.question)) {
        window.history.back();
        return;
      }
      window.history.pushState({ [GUARD]: true }, '');
      onGuard.current = true;
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
}

export function useLeaveGuard(active: boolean, question: string) {
  useBackGuard(active, question);
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    // Capture phase: runs before the router's own click handler, which it can then stop.
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link === null || link.getAttribute('target') === '_blank') return;
      if (window.confirm(question)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active, question]);
}
