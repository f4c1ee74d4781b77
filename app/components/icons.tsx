import type { SVGProps } from 'react';

type Paint = SVGProps<SVGSVGElement>;

/** Round-capped lines in the text colour, the look of most icons here. */
const line = (strokeWidth: string): Paint => ({ fill: 'none', stroke: 'currentColor', strokeWidth, strokeLinecap: 'round', strokeLinejoin: 'round' });

const filled: Paint = { fill: 'currentColor' };

/** The frame of every icon: decorative (hidden from assistive technology), square, painted as asked. */
function Icon({ size, box, paint, children }: { size: number; box: number; paint: Paint; children: React.ReactNode }) {
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox={`0 0 ${box} ${box}`} {...paint}>
      {children}
    </svg>
  );
}

/** Decorative inline icons; the control around each carries the accessible name. */
export function CartIcon() {
  return (
    <Icon size={24} box={24} paint={line('1.8')}>
      <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" />
      <circle cx="9.5" cy="19.5" r="1.3" />
      <circle cx="17" cy="19.5" r="1.3" />
    </Icon>
  );
}

export function MenuIcon() {
  return (
    <Icon size={24} box={24} paint={{ stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round' }}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </Icon>
  );
}

export function SearchIcon() {
  return (
    <Icon size={20} box={24} paint={{ fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round' }}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </Icon>
  );
}

export function ChevronIcon({ direction = 'right' }: { direction?: 'right' | 'left' | 'down' | 'up' }) {
  const rotate = { right: 0, down: 90, left: 180, up: 270 }[direction];
  return (
    <Icon size={16} box={16} paint={{ style: { transform: `rotate(${rotate}deg)` }, ...line('2') }}>
      <path d="M6 3l5 5-5 5" />
    </Icon>
  );
}

export function GridViewIcon() {
  return (
    <Icon size={18} box={18} paint={filled}>
      <rect x="1" y="1" width="7" height="7" rx="1" />
      <rect x="10" y="1" width="7" height="7" rx="1" />
      <rect x="1" y="10" width="7" height="7" rx="1" />
      <rect x="10" y="10" width="7" height="7" rx="1" />
    </Icon>
  );
}

export function ListViewIcon() {
  return (
    <Icon size={18} box={18} paint={filled}>
      <rect x="1" y="2" width="4" height="4" rx="1" />
      <rect x="7" y="3" width="10" height="2" rx="1" />
      <rect x="1" y="12" width="4" height="4" rx="1" />
      <rect x="7" y="13" width="10" height="2" rx="1" />
    </Icon>
  );
}

export function TrashIcon() {
  return (
    <Icon size={18} box={24} paint={line('1.8')}>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </Icon>
  );
}

export function CheckIcon() {
  return (
    <Icon size={18} box={24} paint={line('2.4')}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </Icon>
  );
}

export function TruckIcon() {
  return (
    <Icon size={20} box={24} paint={line('1.8')}>
      <path d="M2 6h11v10H2zM13 10h4l4 4v2h-8z" />
      <circle cx="6.5" cy="17.5" r="1.8" />
      <circle cx="17" cy="17.5" r="1.8" />
    </Icon>
  );
}

/** The cross of a close button. */
export function CloseIcon({ size }: { size: number }) {
  return (
    <Icon size={size} box={20} paint={{}}>
      <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </Icon>
  );
}
