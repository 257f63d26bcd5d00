// The page frame: a centred mobile-width column above the fixed bottom chrome (a screen's dock and
// the navigation). Screens render inside it, each from its top; only the column width depends on the
// route (Family needs room for group cards).
import { useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useRoute } from 'wouter';
import { Toaster } from '../ui/toast.tsx';
import { BottomChrome } from '../ui/BottomChrome.tsx';
import { BottomNav } from './BottomNav.tsx';

/** Each screen opens at its top, not at the scroll position the last one was left at (issue 33). */
function useTopOnEachScreen() {
  const [location] = useLocation();
  useLayoutEffect(() => {
    // The path only: a tab switch (?tab=) keeps its place.
    (document.scrollingElement ?? document.documentElement).scrollTop = 0;
  }, [location]);
}

export function Layout({ children }: { children: ReactNode }) {
  useTopOnEachScreen();
  const [isFamily] = useRoute('/family');
  const width = isFamily ? 'max-w-2xl' : 'max-w-md';
  return (
    <div className="min-h-dvh">
      <BottomChrome nav={<BottomNav />}>
        {/* Bottom padding keeps the last card clear of the fixed chrome (dock, tabs, brand line, safe area). */}
        <main className={`mx-auto w-full ${width} px-4 pt-6 pb-[calc(var(--bottom-chrome)+1.5rem)]`}>{children}</main>
      </BottomChrome>
      <Toaster />
    </div>
  );
}
