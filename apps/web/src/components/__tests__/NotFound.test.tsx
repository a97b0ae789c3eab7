import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToken, setToken } from '../../lib/auth-token';
import { NotFound } from '../NotFound';

/** A token shaped as the server signs them (header.payload.signature); only its payload is read. */
const tokenFor = (payload: Record<string, unknown>) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(payload)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;

const renderIt = () =>
  render(
    <MemoryRouter>
      <NotFound />
    </MemoryRouter>,
  );

afterEach(() => clearToken());

describe('NotFound', () => {
  it('shows visitors the 404 texts and a link back home', () => {
    renderIt();
    expect(screen.getByRole('heading', { level: 1, name: 'Oops!! What are you doing here?' })).toBeTruthy();
    expect(screen.getByText("You're looking for a non-existent page. No point hanging around here -")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back home' }).getAttribute('href')).toBe('/');
  });

  it('tells someone signed in plainly, with the way back to their own home', () => {
    setToken(tokenFor({ id: 7, email: 'tom@school.test', role: 'teacher', tokenVersion: 0 }));
    renderIt();
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByText(/Oops/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to your home page' }).getAttribute('href')).toBe('/teacher');
  });

  it('falls back to the visitors’ screen for a token it cannot read', () => {
    setToken('not-a-token');
    renderIt();
    expect(screen.getByRole('heading', { level: 1, name: 'Oops!! What are you doing here?' })).toBeTruthy();
    setToken(tokenFor({ role: 'superuser' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Oops!! What are you doing here?' })).toBeTruthy();
  });
});
