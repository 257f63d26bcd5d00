// Inline SVG icons for the bottom navigation: no icon font or sprite request on a slow network.
// Decorative only (aria-hidden); each tab's visible label gives it its accessible name.
import type { ReactNode } from 'react';
import { SvgIcon } from '../ui/icons.tsx';

const Icon = ({ children }: { children: ReactNode }) => <SvgIcon>{children}</SvgIcon>;

export function HomeIcon() {
  return (
    <Icon>
      <path d="M3 10.5 12 3l9 7.5" />
      <path d="M5 9.5V21h14V9.5" />
      <path d="M10 21v-6h4v6" />
    </Icon>
  );
}

export function SavingsIcon() {
  return (
    <Icon>
      <ellipse cx="12" cy="6" rx="7" ry="3" />
      <path d="M5 6v6c0 1.7 3.1 3 7 3s7-1.3 7-3V6" />
      <path d="M5 12v6c0 1.7 3.1 3 7 3s7-1.3 7-3v-6" />
    </Icon>
  );
}

export function FamilyIcon() {
  return (
    <Icon>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M16.5 14a5 5 0 0 1 5 5" />
    </Icon>
  );
}

export function AnalyticsIcon() {
  return (
    <Icon>
      <path d="M3 21h18" />
      <path d="M6 17v-6" />
      <path d="M11 17V5" />
      <path d="M16 17v-9" />
      <path d="M21 17v-3" />
    </Icon>
  );
}

export function SettingsIcon() {
  return (
    <Icon>
      <path d="M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1" />
      <circle cx="15" cy="6" r="2" />
      <circle cx="9" cy="12" r="2" />
      <circle cx="17" cy="18" r="2" />
    </Icon>
  );
}

export function MoreIcon() {
  return (
    <Icon>
      <circle cx="5" cy="12" r="1.6" />
      <circle cx="12" cy="12" r="1.6" />
      <circle cx="19" cy="12" r="1.6" />
    </Icon>
  );
}
