import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../app/router';
import { setToken } from '../../../lib/auth-token';
import { clearErrors } from '../../../lib/error-store';
import { resetQueryClient } from '../../../lib/query';
import { json, me, mockFetch, problem } from '../../../test/fetch-mock';

const wait = { timeout: 8000 };
const HTML = '<img src=x onerror="alert(1)"><b>bold</b>\nsecond line';

interface Msg {
  id: number;
  sender: { id: number; name: string };
  mine: boolean;
  body: string;
  sentAt: string;
}

/** A small fake of the messages API for one student and one class thread. */
function messagesApi(role = 'student') {
  const state = {
    unread: 1,
    readUpTo: 0,
    messages: [
      {
        id: 10,
        sender: { id: 3, name: 'Tom Teacher' },
        mine: false,
        body: HTML,
        sentAt: new Date(Date.now() - 3600_000).toISOString(),
      },
    ] as Msg[],
    posted: [] as unknown[],
  };
  const thread = () => ({
    id: 5,
    kind: 'class',
    subject: '<i>Field trip</i>',
    counterpart: 'Tom Teacher (10B Biology)',
    startedBy: { id: 3, name: 'Tom Teacher' },
    replyGoesTo: 'Tom Teacher',
    messages: state.messages,
    olderCursor: null,
    unread: state.unread,
  });
  const fetchMock = mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    if (url.pathname === '/api/v2/me') return json(me({ role, messagesCount: state.unread }));
    if (url.pathname === '/api/v2/messages/unread-count') return json({ unread: state.unread });
    if (url.pathname === '/api/v2/messages/threads' && method === 'GET') {
      const latest = state.messages.at(-1)!;
      return json({
        items: [
          {
            id: 5,
            kind: 'class',
            subject: '<i>Field trip</i>',
            counterpart: 'Tom Teacher (10B Biology)',
            latest: { id: latest.id, senderName: latest.sender.name, preview: latest.body, sentAt: latest.sentAt },
            unread: state.unread,
          },
        ],
        nextCursor: null,
        unreadTotal: state.unread,
      });
    }
    if (url.pathname === '/api/v2/messages/threads/5' && method === 'GET') return json(thread());
    if (url.pathname === '/api/v2/messages/threads/6') return problem(404, 'not_found', 'Not Found');
    if (url.pathname === '/api/v2/messages/threads/5/read' && method === 'POST') {
      state.readUpTo = body.upToMessageId;
      state.unread = 0;
      return json({ unread: 0 });
    }
    if (url.pathname === '/api/v2/messages/threads/5/messages' && method === 'POST') {
      const m = {
        id: 11,
        sender: { id: 7, name: 'Ada Lovelace' },
        mine: true,
        body: body.body,
        sentAt: new Date().toISOString(),
      };
      state.messages.push(m);
      return json(m, 201);
    }
    if (url.pathname === '/api/v2/messages/recipients') {
      return json({
        items: [
          { to: { kind: 'class', groupId: 4 }, category: 'class', label: '10B Biology', detail: 'Class, 6 students' },
          {
            to: { kind: 'person', userId: 9 },
            category: 'student',
            label: 'Sophie Student',
            detail: 'Student, 10B Biology',
          },
        ],
        truncated: false,
      });
    }
    if (url.pathname === '/api/v2/messages/threads' && method === 'POST') {
      state.posted.push(body);
      if (body.subject === 'Too many') {
        return problem(429, 'rate_limited', 'Too Many Requests', { detail: 'Try again in 30 second(s).' });
      }
      return json({ id: 5, message: state.messages[0] }, 201);
    }
    return undefined;
  });
  return { state, fetchMock };
}

function LocationProbe() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

function renderAt(path: string) {
  setToken('jwt');
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <LocationProbe />
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetQueryClient();
  clearErrors();
});

describe('/messages', () => {
  it('lists conversations with their unread count; the envelope links here with the count', async () => {
    messagesApi();
    renderAt('/messages');
    const list = await screen.findByRole('list', { name: 'Your conversations' }, wait);
    const [item] = within(list).getAllByRole('listitem');
    expect(within(item!).getByRole('link', { name: '<i>Field trip</i>' }).getAttribute('href')).toBe('/messages/5');
    expect(within(item!).getByText('1 unread')).toBeTruthy();
    expect(within(item!).getByText('With Tom Teacher (10B Biology)')).toBeTruthy();
    // The preview is the text of the HTML, not markup.
    expect(item!.querySelector('img, b')).toBeNull();
    const envelope = await screen.findByRole('link', { name: 'Messages, 1 unread' }, wait);
    expect(envelope.getAttribute('href')).toBe('/messages');
  }, 15_000);

  it('says so to content staff, who have no inbox, and shows them no envelope', async () => {
    const { fetchMock } = messagesApi('staff');
    renderAt('/messages');
    expect(await screen.findByText(/Your account has no inbox/, {}, wait)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Messages/ })).toBeNull();
    const asked = fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://x').pathname);
    expect(asked.filter((p) => p.startsWith('/api/v2/messages'))).toEqual([]);
  }, 15_000);
});

describe('/messages/:threadId', () => {
  it('shows HTML in a message as text with its line breaks, marks it read and clears the counter', async () => {
    const { state } = messagesApi();
    renderAt('/messages/5');
    expect(await screen.findByRole('heading', { level: 1, name: '<i>Field trip</i>' }, wait)).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Messages' });
    const text = within(list).getByTestId('message-text');
    expect(text.textContent).toBe(HTML);
    expect(list.querySelector('img, b, script')).toBeNull();
    expect(text.style.whiteSpace).toBe('pre-wrap');
    await vi.waitFor(() => expect(state.readUpTo).toBe(10), wait);
    await vi.waitFor(() => expect(screen.getByRole('link', { name: 'Messages, none unread' })).toBeTruthy(), wait);
  }, 15_000);

  it('sends a reply, says where it goes, and shows it in the thread', async () => {
    messagesApi();
    renderAt('/messages/5');
    const field = await screen.findByRole('textbox', { name: 'Your reply' }, wait);
    expect(screen.getByText(/Goes to Tom Teacher\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Write a message first', {}, wait)).toBeTruthy();
    fireEvent.change(field, { target: { value: 'Can I bring <b>my</b> dog?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Your reply has been sent.', {}, wait)).toBeTruthy();
    await vi.waitFor(() => expect(screen.getByText('Can I bring <b>my</b> dog?')).toBeTruthy(), wait);
    expect((field as HTMLTextAreaElement).value).toBe('');
  }, 15_000);

  it("answers a thread that is not the caller's as not found", async () => {
    messagesApi();
    renderAt('/messages/6');
    expect(await screen.findByRole('heading', { level: 1, name: 'Conversation not found' }, wait)).toBeTruthy();
  }, 15_000);
});

describe('/messages/new', () => {
  it('checks the form, sends to the chosen class and opens the thread', async () => {
    const { state } = messagesApi('teacher');
    renderAt('/messages/new');
    const to = await screen.findByRole('combobox', { name: /To/ }, wait);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Choose a class or person', { selector: '.mantine-InputWrapper-error' }, wait),
    ).toBeTruthy();
    fireEvent.change(to, { target: { value: 'class:4' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Subject/ }), { target: { value: 'Homework' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Message/ }), { target: { value: 'Read chapter 3.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/messages/5'), wait);
    expect(state.posted).toEqual([{ to: { kind: 'class', groupId: 4 }, subject: 'Homework', body: 'Read chapter 3.' }]);
  }, 15_000);

  it('shows the rate limit refusal', async () => {
    messagesApi('teacher');
    renderAt('/messages/new');
    const to = await screen.findByRole('combobox', { name: /To/ }, wait);
    fireEvent.change(to, { target: { value: 'person:9' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Subject/ }), { target: { value: 'Too many' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Message/ }), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert', {}, wait);
    expect(alert.textContent).toContain('Try again in 30 second(s).');
  }, 15_000);
});
