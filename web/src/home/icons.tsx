// Inline SVG icons for Home and the voice entry: no icon font or sprite request on a slow network.
// Decorative only (aria-hidden); the button or text beside each gives the meaning.
import type { ReactNode } from 'react';
import { SvgIcon } from '../ui/SvgIcon.tsx';

const Icon = ({ children, size = 20 }: { children: ReactNode; size?: number | undefined }) => <SvgIcon size={size}>{children}</SvgIcon>;

export function MicIcon({ size }: { size?: number }) {
  return (
    <Icon size={size}>
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
    </Icon>
  );
}

export function SpeakerIcon() {
  return (
    <Icon>
      <path d="M4 9v6h4l5 4V5L8 9H4z" />
      <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />
    </Icon>
  );
}

export function ArrowIcon({ direction }: { direction: 'up' | 'down' }) {
  return <Icon size={16}>{direction === 'up' ? <path d="M12 19V5M6 11l6-6 6 6" /> : <path d="M12 5v14M6 13l6 6 6-6" />}</Icon>;
}

export function PencilIcon() {
  return (
    <Icon>
      <path d="M4 20h4L19 9l-4-4L4 16v4z" />
      <path d="M13.5 6.5l4 4" />
    </Icon>
  );
}

export function TrashIcon() {
  return (
    <Icon>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
    </Icon>
  );
}

export function WalletIcon() {
  return (
    <Icon size={16}>
      <path d="M3 7h15a3 3 0 0 1 3 3v7a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V7z" />
      <path d="M3 7l12-3v3M16 13.5h.01" />
    </Icon>
  );
}
