import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Popup, POPUP_CLOSE_DELAY_MS } from '../Popup';

const locked = () => document.body.hasAttribute('data-popup-open') && document.body.style.overflow === 'hidden';
const unlocked = () => !document.body.hasAttribute('data-popup-open') && document.body.style.overflow === '';

function Stack({ first, second }: { first: boolean; second: boolean }) {
  return (
    <>
      <button type="button">opener</button>
      {first && (
        <Popup title="First" onClose={() => {}}>
          <button type="button">inside first</button>
        </Popup>
      )}
      {second && (
        <Popup title="Second" onClose={() => {}}>
          <button type="button">inside second</button>
        </Popup>
      )}
    </>
  );
}

describe('Popup', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a labelled modal dialog', () => {
    render(
      <Popup title="Confirm" onClose={() => {}}>
        body
      </Popup>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Confirm' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('raises the header layer and stops page scroll while open; restores 250 ms after closing', () => {
    const { rerender } = render(<Stack first second={false} />);
    expect(locked()).toBe(true);
    rerender(<Stack first={false} second={false} />);
    expect(locked()).toBe(true);
    act(() => vi.advanceTimersByTime(POPUP_CLOSE_DELAY_MS - 1));
    expect(locked()).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(unlocked()).toBe(true);
  });

  it('with two stacked popups, closing one keeps the page locked until the last one closes', () => {
    const { rerender } = render(<Stack first second />);
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    rerender(<Stack first second={false} />);
    act(() => vi.advanceTimersByTime(POPUP_CLOSE_DELAY_MS));
    expect(locked()).toBe(true); // an overlay remains
    rerender(<Stack first={false} second={false} />);
    act(() => vi.advanceTimersByTime(POPUP_CLOSE_DELAY_MS));
    expect(unlocked()).toBe(true);
  });

  it('a popup opened within the 250 ms keeps the page locked', () => {
    const { rerender } = render(<Stack first second={false} />);
    rerender(<Stack first={false} second={false} />);
    act(() => vi.advanceTimersByTime(100));
    rerender(<Stack first={false} second />);
    act(() => vi.advanceTimersByTime(POPUP_CLOSE_DELAY_MS));
    expect(locked()).toBe(true);
  });

  it('closes on Escape (topmost only) and on the close button', () => {
    const onFirst = vi.fn();
    const onSecond = vi.fn();
    render(
      <>
        <Popup title="First" onClose={onFirst}>
          a
        </Popup>
        <Popup title="Second" onClose={onSecond}>
          b
        </Popup>
      </>,
    );
    const second = screen.getByRole('dialog', { name: 'Second' });
    fireEvent.keyDown(second, { key: 'Escape' });
    expect(onSecond).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'First' }), { key: 'Escape' });
    expect(onFirst).not.toHaveBeenCalled(); // not the topmost
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    expect(onFirst).toHaveBeenCalledTimes(1);
  });

  it('moves focus in, traps Tab, and returns focus on close', () => {
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            open
          </button>
          {open && (
            <Popup title="Form" onClose={() => setOpen(false)}>
              <button type="button">one</button>
              <button type="button">two</button>
            </Popup>
          )}
        </>
      );
    }
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'open' });
    opener.focus();
    fireEvent.click(opener);
    const one = screen.getByRole('button', { name: 'one' });
    const two = screen.getByRole('button', { name: 'two' });
    const close = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(one);
    two.focus();
    fireEvent.keyDown(two, { key: 'Tab' });
    expect(document.activeElement).toBe(close); // wraps to the first focusable (the header's close button)
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(two);
    fireEvent.keyDown(two, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('applies every style option', () => {
    render(
      <Popup title="Styled" noPadding noBorderRadius smallPadding noMinHeight absoluteHeading noBackgroundHeader>
        x
      </Popup>,
    );
    const cls = screen.getByRole('dialog').className;
    for (const c of [
      'no-padding',
      'no-border-radius',
      'small-padding',
      'no-min-height',
      'absolute-heading',
      'no-background-header',
    ]) {
      expect(cls).toContain(`mw-popup--${c}`);
    }
  });

  it('noHeader hides the header but keeps a name and the close button', () => {
    render(
      <Popup title="Hidden title" noHeader onClose={() => {}}>
        x
      </Popup>,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Hidden title' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});

describe('Popup focus after a form is sent', () => {
  it('returns focus to the form’s submit button when the control that opened it was swapped for a loader', () => {
    function SendForm() {
      const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
      return (
        <>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              setState('sending');
            }}
          >
            <input aria-label="Message" />
            {state === 'sending' ? <p>Sending…</p> : <button type="submit">Send</button>}
          </form>
          <button type="button" onClick={() => setState('sent')}>
            server answered
          </button>
          {state === 'sent' && (
            <Popup title="Sent" onClose={() => setState('idle')}>
              <button type="button">OK</button>
            </Popup>
          )}
        </>
      );
    }
    render(<SendForm />);
    const send = screen.getByRole('button', { name: 'Send' });
    send.focus();
    fireEvent.submit(send.closest('form')!);
    // The focused button is gone: focus is on the body, as in the browser.
    expect(document.activeElement).toBe(document.body);
    act(() => screen.getByRole('button', { name: 'server answered' }).click());
    expect(screen.getByRole('dialog', { name: 'Sent' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('button', { name: 'OK' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send' }));
  });
});
