import type { ElementType, ReactNode } from 'react';

/** Content for screen readers only. */
export function VisuallyHidden({ children, as: As = 'span' }: { children: ReactNode; as?: ElementType }) {
  return <As className="mw-visually-hidden">{children}</As>;
}
