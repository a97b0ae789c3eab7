import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotFound } from '../NotFound';

describe('NotFound', () => {
  it('shows the 404 texts and a link back home', () => {
    render(
      <MemoryRouter>
        <NotFound />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Oops!! What are you doing here?' })).toBeTruthy();
    expect(screen.getByText("You're looking for a non-existent page. No point hanging around here -")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back home' }).getAttribute('href')).toBe('/');
  });
});
