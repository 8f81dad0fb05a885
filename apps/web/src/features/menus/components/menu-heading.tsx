import type { HTMLAttributes } from 'react';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** A heading whose level depends on where the menu is shown (a page's h1, a dialog's h3). */
export function MenuHeading({
  level,
  ...rest
}: { level: HeadingLevel } & HTMLAttributes<HTMLHeadingElement>) {
  const Tag = `h${level}` as const;
  return <Tag {...rest} />;
}
