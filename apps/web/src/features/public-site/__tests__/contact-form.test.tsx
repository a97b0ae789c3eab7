import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_SUBJECT, emptyContactForm, toContactPayload } from '../api/send-contact';
import { publicSiteRoutes } from '../routes';
import { cmsPage, mockApi, problem, renderRoutes, type FetchCall } from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Serves the contact page; `contact` answers PATCH /send/contact. */
function serveContact(
  contact: (call: FetchCall) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>,
) {
  return mockApi((call) => {
    if (call.url === '/api/v2/public/pages/get-in-touch')
      return { status: 200, body: cmsPage({ slug: 'get-in-touch', title: 'Get in touch' }) };
    if (call.url === '/api/v2/send/contact') return contact(call);
    return problem(404);
  });
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

async function fillForm() {
  await screen.findByRole('form', { name: 'Contact form' });
  fireEvent.change(input(/first name/i), { target: { value: ' Ada ' } });
  fireEvent.change(input(/last name/i), { target: { value: 'Lovelace' } });
  fireEvent.change(input(/^email/i), { target: { value: 'ada@school.org' } });
  fireEvent.change(input(/workplace/i), { target: { value: 'Analytical School' } });
  fireEvent.change(input(/how can we help/i), { target: { value: 'Can we try mock exams?' } });
  fireEvent.click(input(/vouchers/i));
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

describe('contact payload', () => {
  it('maps the form to the contact message payload with the fixed subject', () => {
    expect(
      toContactPayload({
        fname: ' Ada ',
        lname: 'Lovelace ',
        email: ' ada@school.org ',
        workplace: 'Analytical School',
        reason: ' Hello ',
        consent: true,
        website: '',
      }),
    ).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@school.org',
      work: 'Analytical School',
      subject: 'Hello Markwell team',
      message: 'Hello',
      vouchers: true,
      website: '',
    });
    expect(toContactPayload(emptyContactForm).vouchers).toBe(false);
  });
});

describe('contact form', { timeout: 20_000 }, () => {
  it('shows what is missing and sends nothing', async () => {
    const calls = serveContact(() => ({ status: 200, body: { success: true } }));
    renderRoutes(publicSiteRoutes, '/pages/get-in-touch');
    await screen.findByRole('form', { name: 'Contact form' });
    submit();
    expect(screen.getByText('Enter your first name.')).toBeTruthy();
    expect(screen.getByText('Enter your last name.')).toBeTruthy();
    expect(screen.getByText('Enter your email address.')).toBeTruthy();
    expect(screen.getByText('Tell us how we can help.')).toBeTruthy();
    expect(input(/first name/i).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input(/first name/i));
    fireEvent.change(input(/^email/i), { target: { value: 'not-an-email' } });
    submit();
    expect(screen.getByText('Enter a valid email address, like name@school.org.')).toBeTruthy();
    expect(calls.filter((c) => c.url === '/api/v2/send/contact')).toHaveLength(0);
  });

  it('sends the payload with PATCH, shows the loader, then thanks; OK clears the form', async () => {
    let answer: (v: { status: number; body?: unknown }) => void = () => {};
    const calls = serveContact(() => new Promise((resolve) => (answer = resolve)));
    renderRoutes(publicSiteRoutes, '/pages/get-in-touch');
    await fillForm();
    submit();
    expect(await screen.findByText('Sending your message…')).toBeTruthy();
    const sent = calls.find((c) => c.url === '/api/v2/send/contact')!;
    expect(sent.method).toBe('PATCH');
    expect(sent.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@school.org',
      work: 'Analytical School',
      subject: CONTACT_SUBJECT,
      message: 'Can we try mock exams?',
      vouchers: true,
      website: '',
    });
    answer({ status: 200, body: { success: true } });

    const dialog = await screen.findByRole('dialog', { name: 'Thanks for reaching out!' });
    expect(within(dialog).getByRole('link', { name: 'Go Back To Homepage' }).getAttribute('href')).toBe('/');
    // The form is already empty behind the popup: sent means nothing left to send again.
    expect(input(/first name/i).value).toBe('');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(input(/first name/i).value).toBe('');
    expect(input(/how can we help/i).value).toBe('');
    expect(input(/vouchers/i).checked).toBe(false);
  });

  it('shows the error text with Go Back To Homepage and Try Again, which returns to the filled form', async () => {
    serveContact(() => problem(500, 'internal'));
    renderRoutes(publicSiteRoutes, '/pages/get-in-touch');
    await fillForm();
    submit();
    const dialog = await screen.findByRole('dialog', { name: 'Your message was not sent' });
    expect(
      within(dialog).getByText('There was an error while sending data! Check all fields and try again'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Go Back To Homepage' }).getAttribute('href')).toBe('/');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(input(/first name/i).value).toBe(' Ada ');
    expect(input(/how can we help/i).value).toBe('Can we try mock exams?');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeTruthy();
  });

  it('says how long to wait when too many messages were sent, and keeps the message', async () => {
    serveContact(() => ({
      status: 429,
      body: { status: 429, code: 'rate_limited', title: 'Too Many Requests', retry_after: 42 },
    }));
    renderRoutes(publicSiteRoutes, '/pages/get-in-touch');
    await fillForm();
    submit();
    const dialog = await screen.findByRole('dialog', { name: 'Please wait a moment' });
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'You have sent several messages in a short time. Your message is kept here: try again in 42 seconds.',
    );
    expect(within(dialog).queryByText(/Check all fields/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(input(/how can we help/i).value).toBe('Can we try mock exams?');
  });

  it('Go Back To Homepage leaves for the home page', async () => {
    serveContact(() => problem(400, 'validation_failed'));
    const { router } = renderRoutes(publicSiteRoutes, '/pages/get-in-touch');
    await fillForm();
    submit();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('link', { name: 'Go Back To Homepage' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
  });

  it('hides the honeypot from people and assistive technology', async () => {
    serveContact(() => ({ status: 200 }));
    const { container } = renderRoutes(publicSiteRoutes, '/pages/get-in-touch');
    await screen.findByRole('form', { name: 'Contact form' });
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
