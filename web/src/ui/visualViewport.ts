// The part of the page the person can see: on a phone the on-screen keyboard shrinks the visual
// viewport but not the layout viewport that fixed elements (a modal <dialog>) are placed in.
import { useSyncExternalStore } from 'react';

export interface VisibleArea {
  height: number;
  offsetTop: number;
}

function subscribe(onChange: () => void): () => void {
  const viewport = window.visualViewport;
  if (!viewport) return () => undefined;
  viewport.addEventListener('resize', onChange);
  viewport.addEventListener('scroll', onChange);
  return () => {
    viewport.removeEventListener('resize', onChange);
    viewport.removeEventListener('scroll', onChange);
  };
}

// One string per size, so useSyncExternalStore sees an unchanged area as unchanged.
const read = () => {
  const viewport = typeof window === 'undefined' ? null : window.visualViewport;
  return viewport ? `${viewport.height} ${viewport.offsetTop}` : '';
};

/** The visible area, or null where the browser has no visualViewport (jsdom, old browsers). */
export function useVisibleArea(): VisibleArea | null {
  const value = useSyncExternalStore(subscribe, read, () => '');
  if (value === '') return null;
  const [height = 0, offsetTop = 0] = value.split(' ').map(Number);
  return { height, offsetTop };
}
