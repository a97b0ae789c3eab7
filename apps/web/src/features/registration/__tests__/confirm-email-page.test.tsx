import { configure, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type FetchCall } from '../../../test/mock-api';
import { registrationRoutes } from '../routes';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderConfirm(path: string, answer: (call: FetchCall) => { status: number; body?: unknown }) {
  const calls = mockApi(answer);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        HydrateFallback: () => null,
        children: [{ path: 'login', element: <h1>Login</h1> }, ...registrationRoutes],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return calls;
}

describe('confirm e-mail page', { timeout: 20_000 }, () => {
  it("sends the link's token once and says the school is live", async () => {
    const calls = renderConfirm('/register/confirm#token=abc', () => ({
      status: 200,
      body: { email: 'olivia@hillside.test', school_name: 'Hillside' },
    }));
    expect(await screen.findByText(/olivia@hillside\.test is confirmed and Hillside is live/)).toBeTruthy();
    const sent = calls.filter((c) => c.url === '/api/v2/registers/confirmations');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ token: 'abc' });
  });

  it('offers a new link when this one has expired', async () => {
    const calls = renderConfirm('/register/confirm#token=old', (call) =>
      call.url.endsWith('/resend')
        ? {
            status: 202,
            body: { message: 'If a registration with this address is waiting, we have sent it a new link.' },
          }
        : {
            status: 400,
            body: { type: 'about:blank', title: 'Bad Request', status: 400, code: 'confirm_link_invalid' },
          },
    );
    expect((await screen.findByRole('alert')).textContent).toContain('expired or was already used');
    fireEvent.change(screen.getByLabelText('E-mail you registered with'), {
      target: { value: 'olivia@hillside.test' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect((await screen.findByRole('status')).textContent).toContain('we have sent it a new link');
    expect(calls.find((c) => c.url.endsWith('/resend'))?.body).toEqual({ email: 'olivia@hillside.test' });
  });
});
