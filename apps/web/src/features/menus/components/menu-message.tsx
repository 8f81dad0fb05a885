import type { ReactNode } from 'react';
import { LineIcon } from './line-icon';
import { type HeadingLevel, MenuHeading } from './menu-heading';

/**
 * A menu that cannot be shown (not found, not loaded, none yet): a calm card with a title, why,
 * and what to do next. An error is announced (`role="alert"`).
 */
export function MenuMessage({
  title,
  children,
  action,
  alert = false,
  headingLevel = 1,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
  alert?: boolean;
  headingLevel?: HeadingLevel;
}) {
  return (
    <div className="menu-message" role={alert ? 'alert' : undefined} data-testid="menu-message">
      {/* A closed menu card. */}
      <LineIcon size={48} className="menu-message__icon">
        <path d="M6 3.5h12a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-15a1 1 0 0 1 1-1Z" />
        <path d="M9 8h6M9 11.5h6M9 15h3.5" />
      </LineIcon>
      <MenuHeading level={headingLevel} className="menu-message__title">
        {title}
      </MenuHeading>
      <p className="menu-message__text">{children}</p>
      {action}
    </div>
  );
}
