// The frame every inline SVG icon draws in: no icon font or sprite request on a slow network.
// Decorative only (aria-hidden); the button or text beside an icon gives its meaning.
import type { ReactNode } from 'react';

export function SvgIcon({ children, size = 24 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
