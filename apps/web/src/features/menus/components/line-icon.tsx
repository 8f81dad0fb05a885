import type { ReactNode } from 'react';

/** A line drawing on a 24 px grid in the text colour: the one stroke style of the menu's icons. */
export function LineIcon({
  size,
  className,
  children,
}: {
  size: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className ? `menu-icon ${className}` : 'menu-icon'}
    >
      {children}
    </svg>
  );
}
