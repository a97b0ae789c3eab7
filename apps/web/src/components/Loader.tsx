import './Loader.css';
import { VisuallyHidden } from './VisuallyHidden';

export type LoaderColor = 'white' | 'red' | 'green';

export interface LoaderProps {
  /** Dot colour; the brand colour when not given. White is for dark backgrounds. */
  color?: LoaderColor;
  /** Drops the default vertical margin (inline use, inside buttons). */
  noMargin?: boolean;
  /** Screen-reader text. */
  label?: string;
}

/** Four animated dots (still when the user prefers reduced motion). */
export function Loader({ color, noMargin = false, label = 'Loading…' }: LoaderProps) {
  const className = ['mw-loader', color && `mw-loader--${color}`, noMargin && 'mw-loader--no-margin']
    .filter(Boolean)
    .join(' ');
  return (
    <div role="status" className={className} data-testid="loader">
      <span className="mw-loader__dot" aria-hidden="true" />
      <span className="mw-loader__dot" aria-hidden="true" />
      <span className="mw-loader__dot" aria-hidden="true" />
      <span className="mw-loader__dot" aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  );
}
