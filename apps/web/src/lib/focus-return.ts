/**
 * Where focus goes back to when a modal closes. A dialog often opens because a form was sent:
 * by then the control the user pressed may be gone (a submit button swapped for a loader) or
 * disabled, so focus already sits on <body>. The last element that had focus, and its form, are
 * remembered from the start (this module is imported by the entry, before any dialog code loads)
 * so a closing dialog can give focus back to that control, or to its form's submit button.
 */

/** The control a dialog was opened from. */
export interface FocusOrigin {
  element: HTMLElement | null;
  form: HTMLFormElement | null;
}

let lastFocused: FocusOrigin = { element: null, form: null };

if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      const target = event.target;
      // Focus inside a dialog is not where a dialog was opened from.
      if (target instanceof HTMLElement && !target.closest('[role="dialog"], [aria-modal="true"]')) {
        lastFocused = { element: target, form: target.closest('form') };
      }
    },
    true,
  );
}

/** The control focus should return to: the focused one, or the last one focused outside dialogs. */
export function captureFocusOrigin(): FocusOrigin {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && !active.closest('[role="dialog"]')) {
    return { element: active, form: active.closest('form') };
  }
  return lastFocused;
}

const usable = (el: HTMLElement | null | undefined): el is HTMLElement =>
  !!el && el.isConnected && !el.matches(':disabled') && !el.closest('[inert]');

/**
 * Gives focus back to the origin: the control itself if it is still there and enabled, else its
 * form's submit button (or the form's first field). Leaves focus alone when the user has
 * already moved it somewhere else on the page.
 */
export function restoreFocus(origin: FocusOrigin): void {
  const active = document.activeElement;
  const lost = !active || active === document.body || !active.isConnected || !!active.closest('[role="dialog"]');
  if (!lost) return;
  if (usable(origin.element)) {
    origin.element.focus();
    return;
  }
  const form = origin.form?.isConnected ? origin.form : null;
  if (!form) return;
  const fallback =
    form.querySelector<HTMLElement>('button[type="submit"]:not(:disabled), input[type="submit"]:not(:disabled)') ??
    form.querySelector<HTMLElement>('input:not([type="hidden"]):not(:disabled), select, textarea, button');
  if (usable(fallback)) fallback.focus();
}
