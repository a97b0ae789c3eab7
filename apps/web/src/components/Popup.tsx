import './Popup.css';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { captureFocusOrigin, restoreFocus } from '../lib/focus-return';

/** How long after a popup closes the page waits before restoring scroll and the header layer. */
export const POPUP_CLOSE_DELAY_MS = 250;

const OVERLAY_ATTR = 'data-popup-overlay';
const BODY_ATTR = 'data-popup-open';

export interface PopupProps {
  children: ReactNode;
  /** Heading of the dialog (also its accessible name). */
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  ariaLabel?: string;
  /** Shows a close button and closes on Escape. */
  onClose?: () => void;
  noPadding?: boolean;
  noHeader?: boolean;
  noBorderRadius?: boolean;
  smallPadding?: boolean;
  noMinHeight?: boolean;
  absoluteHeading?: boolean;
  noBackgroundHeader?: boolean;
  className?: string;
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('inert'));
}

/** Raises the header layer and stops page scroll while a popup is open. */
function lockPage() {
  document.body.setAttribute(BODY_ATTR, '');
  document.body.style.overflow = 'hidden';
}

/** Restores scroll and the header layer, but only when no popup overlay remains. */
function unlockPageIfNoPopup() {
  if (document.querySelector(`[${OVERLAY_ATTR}]`)) return;
  document.body.removeAttribute(BODY_ATTR);
  document.body.style.removeProperty('overflow');
}

/**
 * A modal dialog. Rendered = open: unmount it (or render it conditionally) to close.
 * Focus moves into the dialog, is trapped there, and returns on close to the control that opened
 * it (or, when that control is gone, to its form's submit button: lib/focus-return.ts).
 */
export function Popup({
  children,
  title,
  ariaLabel,
  onClose,
  noPadding = false,
  noHeader = false,
  noBorderRadius = false,
  smallPadding = false,
  noMinHeight = false,
  absoluteHeading = false,
  noBackgroundHeader = false,
  className,
}: PopupProps) {
  const titleId = useId();
  const overlayRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  // Read while rendering, before any child (an autofocus field) takes focus.
  const [origin] = useState(captureFocusOrigin);

  useEffect(() => {
    lockPage();
    const dialog = dialogRef.current;
    if (dialog) (focusableIn(dialog).find((el) => !el.dataset.popupClose) ?? dialog).focus();
    return () => {
      window.setTimeout(unlockPageIfNoPopup, POPUP_CLOSE_DELAY_MS);
      // The dialog is already out of the DOM on unmount (not on a StrictMode re-run).
      if (!dialog?.isConnected) restoreFocus(origin);
    };
  }, [origin]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Only the topmost popup reacts when popups are stacked.
    const overlays = document.querySelectorAll(`[${OVERLAY_ATTR}]`);
    if (overlays[overlays.length - 1] !== overlayRef.current) return;
    if (event.key === 'Escape' && onCloseRef.current) {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusableIn(dialogRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      dialogRef.current.focus();
    } else if (event.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const classes = [
    'mw-popup',
    noPadding && 'mw-popup--no-padding',
    noHeader && 'mw-popup--no-header',
    noBorderRadius && 'mw-popup--no-border-radius',
    smallPadding && 'mw-popup--small-padding',
    noMinHeight && 'mw-popup--no-min-height',
    absoluteHeading && 'mw-popup--absolute-heading',
    noBackgroundHeader && 'mw-popup--no-background-header',
    className,
  ]
    .filter(Boolean)
    .join(' ');

  const hasVisibleTitle = !noHeader && title !== undefined && title !== null;
  const closeButton = onClose ? (
    <button
      type="button"
      className="mw-icon-button mw-popup__close"
      aria-label="Close"
      data-popup-close="true"
      onClick={() => onCloseRef.current?.()}
    >
      <span aria-hidden="true">×</span>
    </button>
  ) : null;

  return createPortal(
    <div className="mw-popup-overlay" {...{ [OVERLAY_ATTR]: '' }} ref={overlayRef} onKeyDown={onKeyDown}>
      <div
        ref={dialogRef}
        className={classes}
        role="dialog"
        aria-modal="true"
        aria-labelledby={hasVisibleTitle ? titleId : undefined}
        aria-label={hasVisibleTitle ? undefined : (ariaLabel ?? (typeof title === 'string' ? title : undefined))}
        tabIndex={-1}
      >
        {noHeader ? (
          closeButton
        ) : (
          <div className="mw-popup__header">
            {hasVisibleTitle ? (
              <h2 id={titleId} className="mw-popup__title">
                {title}
              </h2>
            ) : (
              <span className="mw-popup__title" />
            )}
            {closeButton}
          </div>
        )}
        <div className="mw-popup__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
