import { configure, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearResourceCache } from '../../../lib/use-resource';
import { mockApi, type FetchCall } from '../../../test/mock-api';
import { registrationRoutes } from '../routes';

// Lazy routes load slowly on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const subject = (id: number, name: string, small: number, smallDiscount: number | null) => ({
  id,
  name,
  price_mini: 10,
  price_small: small,
  price_medium: 30,
  price_large: 40,
  price_mini_discount: null,
  price_small_discount: smallDiscount,
  price_medium_discount: null,
  price_large_discount: null,
});
const SUBJECTS = [subject(8, 'Biology', 30, 27), subject(28, 'Chemistry', 30, 27), subject(2, 'Spanish', 25, 22)];
const CATEGORIES = {
  categories: (['coach', 'smallschool', 'largeschool', 'xlschool'] as const).map((type) => ({
    type,
    name: type === 'smallschool' ? 'Small school' : `Type ${type}`,
    description: 'Some schools',
    price_column: 'price_small',
    subjects: SUBJECTS.map((s) => ({
      id: s.id,
      name: s.name,
      price: s.price_small,
      price_discount: s.price_small_discount ?? s.price_small,
    })),
  })),
  subjects: SUBJECTS,
  vat_percent: 20,
  currency: 'GBP',
  form_token: '123.abc',
};

function renderRegister(answer: (call: FetchCall) => { status: number; body?: unknown }) {
  clearResourceCache();
  const calls = mockApi((call) =>
    call.url === '/api/v2/register/categories' ? { status: 200, body: CATEGORIES } : answer(call),
  );
  const router = createMemoryRouter(
    [
      {
        path: '/',
        HydrateFallback: () => null,
        children: [{ path: 'login', element: <h1>Login</h1> }, ...registrationRoutes],
      },
    ],
    { initialEntries: ['/register'] },
  );
  render(<RouterProvider router={router} />);
  return calls;
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

async function fillUpToAccount() {
  fireEvent.click(await screen.findByRole('radio', { name: /Small school/ }));
  next();
  await screen.findByRole('heading', { level: 2, name: 'Subjects' });
  for (const name of [/^Biology/, /^Chemistry/, /^Spanish/]) fireEvent.click(screen.getByRole('checkbox', { name }));
  next();
  await screen.findByRole('heading', { level: 2, name: 'Your account' });
  fireEvent.change(screen.getByLabelText('School name'), { target: { value: 'Hillside' } });
  fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Olivia Owner' } });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'olivia@hillside.test' } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'quiet harbour lantern' } });
  fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: 'quiet harbour lantern' } });
}

describe('registration wizard', { timeout: 20_000 }, () => {
  it('prices the ticked subjects live with the subject-count discount', async () => {
    renderRegister(() => ({ status: 404 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Choose what kind of school you are.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Small school/ }));
    next();
    await screen.findByRole('heading', { level: 2, name: 'Subjects' });
    fireEvent.click(screen.getByRole('checkbox', { name: /^Biology/ }));
    expect(screen.getByText('GBP 27 a month')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /^Chemistry/ }));
    expect(screen.getByText('GBP 48.60 a month')).toBeTruthy(); // 54 × 90%
    fireEvent.click(screen.getByRole('checkbox', { name: /^Spanish/ }));
    expect(screen.getByText('GBP 60.80 a month')).toBeTruthy(); // 76 × 80%
    expect(screen.getByText(/20% discount included/)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect(screen.getByText('GBP 608 a year')).toBeTruthy();
  });

  it('sends the choices with the form token and shows the server problem on its field and step', async () => {
    const calls = renderRegister(() => ({
      status: 409,
      body: {
        type: 'about:blank',
        title: 'Conflict',
        status: 409,
        code: 'email_taken',
        detail: 'An account already uses this e-mail address.',
        errors: [{ path: 'body.email', message: 'An account already uses this e-mail address. Log in instead.' }],
      },
    }));
    await fillUpToAccount();
    next();
    await screen.findByRole('heading', { level: 2, name: 'Confirm' });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    // Back on the account step, the message under the e-mail field.
    expect(await screen.findByText('An account already uses this e-mail address. Log in instead.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Your account' })).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    const sent = calls.find((c) => c.url === '/api/v2/registers/users');
    expect(sent?.body).toEqual({
      school_type: 'smallschool',
      school_name: 'Hillside',
      name: 'Olivia Owner',
      email: 'olivia@hillside.test',
      password: 'quiet harbour lantern',
      curriculas: [8, 28, 2],
      monthly: true,
      form_token: '123.abc',
      website: '',
    });
  });

  it('says to check the e-mail once registered', async () => {
    renderRegister(() => ({
      status: 201,
      body: {
        school_id: 5,
        email: 'olivia@hillside.test',
        amount: 60.8,
        discount_percent: 20,
        monthly: true,
        message: 'We have sent a link to olivia@hillside.test.',
      },
    }));
    await fillUpToAccount();
    next();
    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Check your e-mail' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('We have sent a link to olivia@hillside.test.');
  });
});
