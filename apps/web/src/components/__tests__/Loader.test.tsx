import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Loader } from '../Loader';

describe('Loader', () => {
  it('is a status with four dots and a hidden "Loading…" text', () => {
    render(<Loader />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading…');
    expect(status.querySelectorAll('.mw-loader__dot')).toHaveLength(4);
    status.querySelectorAll('.mw-loader__dot').forEach((dot) => expect(dot.getAttribute('aria-hidden')).toBe('true'));
    expect(status.className).toBe('mw-loader');
  });

  it.each(['white', 'red', 'green'] as const)('takes the %s colour', (color) => {
    render(<Loader color={color} />);
    expect(screen.getByRole('status').classList.contains(`mw-loader--${color}`)).toBe(true);
  });

  it('drops its margin with noMargin', () => {
    render(<Loader noMargin />);
    expect(screen.getByRole('status').classList.contains('mw-loader--no-margin')).toBe(true);
  });
});
