// The bottom chrome: a dock a screen may fill (Home's mic) above the app's navigation, fixed and opaque
// together. Its measured height is --bottom-chrome, which the page's bottom padding, the scroll
// padding that keeps a focused control in view, sticky bars and toasts all follow: the mic never
// floats over content, and whatever lies under the chrome can always be scrolled clear of it.
import { createContext, useCallback, useContext, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';

/** The dock's element; undefined outside the chrome (a screen rendered alone). */
const DockContext = createContext<HTMLElement | undefined>(undefined);

function useHeightAsBottomChrome(element: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const chrome = element.current;
    if (chrome === null || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    // Observed before paint, so the first frame already has the padding the chrome needs.
    const observer = new ResizeObserver(() => root.style.setProperty('--bottom-chrome', `${chrome.offsetHeight}px`));
    observer.observe(chrome);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--bottom-chrome');
    };
  }, [element]);
}

/** `nav` is the app's navigation, drawn under the dock. */
export function BottomChrome({ nav, children }: { nav: ReactNode; children: ReactNode }) {
  const chrome = useRef<HTMLDivElement>(null);
  // The dock is made once and put in place by a ref, so a screen's portal has its target from the
  // first render. (Keeping the mounted element in state set it during the first commit, which then
  // rendered the chrome again and ran every effect inside that commit: a long task at start.)
  const [dock] = useState(() => document.createElement('div'));
  const placeDock = useCallback(
    (slot: HTMLDivElement) => {
      slot.append(dock);
      return () => dock.remove();
    },
    [dock],
  );
  useHeightAsBottomChrome(chrome);
  return (
    <DockContext.Provider value={dock}>
      {children}
      <div ref={chrome} className="fixed inset-x-0 bottom-0 z-10">
        <div ref={placeDock} />
        {nav}
      </div>
    </DockContext.Provider>
  );
}

/** Renders its children in the dock above the navigation, for as long as the screen is shown. */
export function Dock({ children }: { children: ReactNode }) {
  const dock = useContext(DockContext);
  return dock === undefined ? children : createPortal(children, dock);
}
