// Inline SVG icons for the More sheet's places. Decorative (aria-hidden): each
// row's visible name is its accessible name.
import type { ReactNode } from 'react';
import { SvgIcon } from '../ui/icons.tsx';

const Icon = ({ children }: { children: ReactNode }) => <SvgIcon>{children}</SvgIcon>;

/** Three people around a pot: a savings group. */
export function GroupsIcon() {
  return (
    <Icon>
      <circle cx="6" cy="7" r="2" />
      <circle cx="12" cy="5" r="2" />
      <circle cx="18" cy="7" r="2" />
      <path d="M5 13h14l-1.5 7h-11z" />
    </Icon>
  );
}

export function LentIcon() {
  return (
    <Icon>
      <path d="M4 8h13l-3-3M20 16H7l3 3" />
    </Icon>
  );
}

export function HistoryIcon() {
  return (
    <Icon>
      <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
      <path d="M3 3v5h5M12 7v5l3 2" />
    </Icon>
  );
}

export function BillsIcon() {
  return (
    <Icon>
      <rect x="4" y="5" width="16" height="16" rx="2" />
      <path d="M8 3v4M16 3v4M4 10h16M8 14h3M8 17h6" />
    </Icon>
  );
}

export function GoalsIcon() {
  return (
    <Icon>
      <circle cx="12" cy="12" r="8.5" />
      <circle cx="12" cy="12" r="4.5" />
      <circle cx="12" cy="12" r="0.8" />
    </Icon>
  );
}

export function ImportIcon() {
  return (
    <Icon>
      <path d="M5 4h14v11H9l-4 4z" />
      <path d="M12 7v5M9.5 9.5 12 12l2.5-2.5" />
    </Icon>
  );
}

export function ConverterIcon() {
  return (
    <Icon>
      <path d="M4 8h14l-3-3M20 16H6l3 3" />
      <circle cx="12" cy="12" r="1.4" />
    </Icon>
  );
}

export function DownloadIcon() {
  return (
    <Icon>
      <path d="M12 4v11M7.5 10.5 12 15l4.5-4.5M5 20h14" />
    </Icon>
  );
}
