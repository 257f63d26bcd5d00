// Home's motion: cards rising in 100 ms apart and the total counting up over 1000 ms (spec §9).
// Both stand still for people who ask the system for reduced motion, and where the browser can't animate.
import { useCallback, useEffect, useRef, useState } from 'react';
import { fromCents, toCents } from '../../../domain/money.ts';

const STAGGER_MS = 100;
const COUNT_UP_MS = 1000;

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** A ref for the index-th card: fades and rises it in once, after index × 100 ms. */
export function useStaggerIn<T extends HTMLElement>(index: number): (element: T | null) => void {
  const done = useRef(false);
  return useCallback(
    (element: T | null) => {
      if (element === null || done.current || typeof element.animate !== 'function' || prefersReducedMotion()) return;
      done.current = true;
      element.animate(
        [
          { opacity: 0, transform: 'translateY(12px)' },
          { opacity: 1, transform: 'none' },
        ],
        { duration: 300, delay: index * STAGGER_MS, easing: 'ease-out', fill: 'backwards' },
      );
    },
    [index],
  );
}

/**
 * The decimal string to show while `target` counts up from the last shown value (0 at first).
 * Steps are whole cents and the last frame is `target` itself, so the end value is exact.
 */
export function useCountUp(target: string, durationMs = COUNT_UP_MS): string {
  const [animated] = useState(() => typeof requestAnimationFrame === 'function' && !prefersReducedMotion());
  const [shown, setShown] = useState(() => (animated ? '0.00' : target));
  const shownRef = useRef(shown);

  useEffect(() => {
    if (!animated) return undefined;
    const from = toCents(shownRef.current);
    const span = Number(toCents(target) - from);
    let frame = 0;
    let start: number | undefined;
    const step = (now: number) => {
      start ??= now;
      const progress = Math.min(1, (now - start) / durationMs);
      const eased = 1 - (1 - progress) ** 3;
      const value = progress >= 1 ? target : fromCents(from + BigInt(Math.round(span * eased)));
      shownRef.current = value;
      setShown(value);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [animated, target, durationMs]);

  return animated ? shown : target;
}
