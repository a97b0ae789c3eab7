import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, problem, mockFetch } from '../../../test/fetch-mock';
import { answerMark, callsOf, cluster, expectNoAxeViolations, questionMarking, renderTeacherAt } from './fixtures';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const key = (k: string, init: KeyboardEventInit = {}) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key: k, ...init });

function setup() {
  const amara = answerMark('Amara Singh', 'the salt stays');
  const ben = answerMark('Ben Okafor', 'the salt stays');
  const cleo = answerMark('Cleo Marsh', 'The water evaporates and <b>salt</b> is left');
  const dev = answerMark('Dev Patel', 'it boils');
  const marking = questionMarking([cluster('a', [amara, ben]), cluster('c', [cleo]), cluster('d', [dev])]);
  const fetchMock = mockFetch((url, init) => {
    if (url.pathname === '/api/v2/mafanswers/3/markings/11' && (init.method ?? 'GET') === 'GET') return json(marking);
    if (url.pathname === '/api/v2/markingcomments') return json({ items: [] });
    if (url.pathname === '/api/v2/mafanswers/3/markings' && (init.method === 'POST' || init.method === 'PATCH')) {
      const body = JSON.parse(String(init.body)) as { answers?: { answer_id: number }[]; answer_id?: number };
      const ids = body.answers?.map((a) => a.answer_id) ?? [body.answer_id!];
      const all = [amara, ben, cleo, dev].filter((a) => ids.includes(a.answer_id));
      const saved = all.map((a) => ({ ...a, source: 'teacher', version: a.version + 1, needs_review: false }));
      return json(init.method === 'POST' ? { answers: saved } : saved[0]);
    }
    return undefined;
  });
  return { fetchMock, amara, ben, cleo, dev };
}

describe('marking by question with the keyboard', () => {
  it('ticks points with number keys, confirms a cluster with Enter, moves with J/K and arrows, lists shortcuts with ?', async () => {
    const { fetchMock, amara, ben, cleo } = setup();
    const { container } = renderTeacherAt('/teacher/assignments/3/marking/questions/11');
    const heading = await screen.findByRole('heading', { level: 2, name: '2 answers alike (1 of 3)' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await expectNoAxeViolations(container);

    // 2 ticks point 2 on the draft; Enter sends it for both answers of the cluster.
    const point2 = screen.getByRole('checkbox', { name: /salt is left/ });
    expect((point2 as HTMLInputElement).checked).toBe(false);
    key('2');
    expect((point2 as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Mark: 1 / 2 for each of 2 answers')).toBeTruthy();
    key('Enter');
    await screen.findByRole('heading', { level: 2, name: 'Cleo Marsh’s answer (2 of 3)' });
    const post = callsOf(fetchMock).find((c) => c.path === '/api/v2/mafanswers/3/markings' && c.method === 'POST')!;
    expect(post.body).toEqual({
      answers: [
        { answer_id: amara.answer_id, version: 1 },
        { answer_id: ben.answer_id, version: 1 },
      ],
      confirm: true,
      points: [
        { point_id: 101, awarded: false },
        { point_id: 102, awarded: true },
      ],
    });
    expect(await screen.findByText('Saved: 2 answers at 0 / 2.')).toBeTruthy();

    // The engine's highlight for point 1, numbered, and the student's markup shown as text.
    const marked = container.querySelector('mark.hl-match')!;
    expect(marked.textContent).toBe('water evaporates');
    expect(marked.getAttribute('data-points')).toBe('1');
    expect(container.querySelector('.hl-answer')!.textContent).toBe('The water evaporates and <b>salt</b> is left');
    expect(container.querySelector('b')).toBeNull();

    // J, K and the arrows move; at the ends the live region says so.
    key('j');
    await screen.findByRole('heading', { level: 2, name: 'Dev Patel’s answer (3 of 3)' });
    key('ArrowDown');
    expect(await screen.findByText(/That was the last answer\./)).toBeTruthy();
    key('k');
    await screen.findByRole('heading', { level: 2, name: 'Cleo Marsh’s answer (2 of 3)' });
    key('ArrowUp');
    await screen.findByRole('heading', { level: 2, name: '2 answers alike (1 of 3)' });

    // Typing in the feedback box is text, not shortcuts.
    const feedback = screen.getByRole('textbox', { name: 'Feedback for each of these 2 answers' });
    feedback.focus();
    fireEvent.keyDown(feedback, { key: '1' });
    fireEvent.keyDown(feedback, { key: 'j' });
    expect(screen.getByRole('heading', { level: 2, name: '2 answers alike (1 of 3)' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /water evaporates/ }) as HTMLInputElement).checked).toBe(false);

    // ? opens the list of shortcuts as a dialog; Escape closes it.
    act(() => (document.activeElement as HTMLElement).blur());
    key('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByText('Next answer')).toBeTruthy();
    await expectNoAxeViolations(dialog);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    void cleo;
  });

  it('keeps an unsure mark nobody changed only by its button, never by Enter', async () => {
    const { dev } = setup();
    expect(dev.needs_review).toBe(true);
    renderTeacherAt('/teacher/assignments/3/marking/questions/11');
    await screen.findByRole('heading', { level: 2, name: '2 answers alike (1 of 3)' });
    key('j');
    key('j');
    await screen.findByRole('heading', { level: 2, name: 'Dev Patel’s answer (3 of 3)' });
    const saves = () => callsOf(vi.mocked(fetch)).filter((c) => c.path === '/api/v2/mafanswers/3/markings');
    key('Enter');
    expect(await screen.findByText(/The engine is unsure of this mark, so Enter does not accept it/)).toBeTruthy();
    expect(saves()).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Confirm mark (Enter)' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Accept the engine’s mark' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]!.body).toMatchObject({ answer_id: dev.answer_id, confirm: true });
  });

  it('confirms an unsure mark with Enter once the teacher has changed it', async () => {
    setup();
    renderTeacherAt('/teacher/assignments/3/marking/questions/11');
    await screen.findByRole('heading', { level: 2, name: '2 answers alike (1 of 3)' });
    key('j');
    key('j');
    await screen.findByRole('heading', { level: 2, name: 'Dev Patel’s answer (3 of 3)' });
    key('2');
    await screen.findByRole('button', { name: 'Confirm mark (Enter)' });
    key('Enter');
    await waitFor(() =>
      expect(callsOf(vi.mocked(fetch)).some((c) => c.path === '/api/v2/mafanswers/3/markings')).toBe(true),
    );
  });

  it('changes one answer of a cluster alone, with an override and feedback from the comment bank', async () => {
    const { fetchMock, ben } = setup();
    mockFetch((url, init) => {
      if (url.pathname === '/api/v2/markingcomments')
        return json({ items: [{ id: 1, text: 'Say what happens to the water.', created_at: '', updated_at: '' }] });
      return fetchMock(url.href, init);
    });
    renderTeacherAt('/teacher/assignments/3/marking/questions/11');
    await screen.findByRole('heading', { level: 2, name: '2 answers alike (1 of 3)' });
    fireEvent.click(screen.getByRole('button', { name: 'Mark alone: Ben Okafor’s answer' }));
    await screen.findByRole('heading', { level: 2, name: 'Ben Okafor’s answer, on its own' });
    fireEvent.change(screen.getByRole('textbox', { name: /Mark instead of the points/ }), { target: { value: '3' } });
    expect(screen.getByText('A whole number from 0 to 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Confirm mark (Enter)' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: /Mark instead of the points/ }), { target: { value: '1' } });
    const bank = await screen.findByRole('combobox', { name: 'Insert a saved comment' });
    await waitFor(() => expect(within(bank).getAllByRole('option')).toHaveLength(2));
    fireEvent.change(bank, { target: { value: '1' } });
    expect((screen.getByRole('textbox', { name: 'Feedback on this answer' }) as HTMLTextAreaElement).value).toBe(
      'Say what happens to the water.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Confirm mark (Enter)' }));
    await waitFor(() =>
      expect(
        callsOf(vi.mocked(fetch)).some((c) => c.path === '/api/v2/mafanswers/3/markings' && c.method === 'PATCH'),
      ).toBe(true),
    );
    const patch = callsOf(vi.mocked(fetch)).find((c) => c.method === 'PATCH')!;
    expect(patch.body).toEqual({
      answer_id: ben.answer_id,
      version: 1,
      confirm: true,
      points: [
        { point_id: 101, awarded: false },
        { point_id: 102, awarded: false },
      ],
      marks: 1,
      feedback: 'Say what happens to the water.',
    });
  });

  it('shows a stale change (409) with who changed it and the mark now, and reapplies on the current version', async () => {
    const { amara, ben } = setup();
    const theirs = [amara, ben].map((a) => ({
      ...a,
      marks: 2,
      version: 4,
      source: 'teacher' as const,
      updated_by: { id: 9, name: 'Mr Brook' },
      updated_at: '2026-11-23T10:15:00.000Z',
    }));
    let posts = 0;
    const inner = vi.mocked(fetch);
    mockFetch((url, init) => {
      if (url.pathname === '/api/v2/mafanswers/3/markings' && init.method === 'POST' && posts++ === 0)
        return problem(409, 'stale_mark', 'The mark changed', { current: theirs });
      return inner(url.href, init);
    });
    renderTeacherAt('/teacher/assignments/3/marking/questions/11');
    await screen.findByRole('heading', { level: 2, name: '2 answers alike (1 of 3)' });
    key('1');
    key('Enter');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Someone changed this mark while you were marking');
    expect(alert.textContent).toContain('Amara Singh: 2 / 2 marks, changed by Mr Brook at 23.11.2026');
    // Still on the same answers: nothing was lost.
    expect(screen.getByRole('heading', { level: 2, name: '2 answers alike (1 of 3)' })).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Reapply my change' }));
    await screen.findByRole('heading', { level: 2, name: 'Cleo Marsh’s answer (2 of 3)' });
    const sent = callsOf(vi.mocked(fetch)).filter(
      (c) => c.method === 'POST' && c.path === '/api/v2/mafanswers/3/markings',
    );
    expect(sent).toHaveLength(2);
    expect((sent[1]!.body as { answers: unknown }).answers).toEqual([
      { answer_id: amara.answer_id, version: 4 },
      { answer_id: ben.answer_id, version: 4 },
    ]);
    expect((sent[1]!.body as { points: unknown }).points).toEqual([
      { point_id: 101, awarded: true },
      { point_id: 102, awarded: false },
    ]);
  });
});

describe('marks that need no review', () => {
  it('groups answers by review, says how many were marked for the teacher, and accepts them all in one action', async () => {
    const { fetchMock, amara, ben, cleo, dev } = setup();
    const sure = [amara, ben, cleo, dev].filter((a) => !a.needs_review);
    expect(sure.length).toBeGreaterThan(0);
    expect(sure.length).toBeLessThan(4);
    const { container } = renderTeacherAt('/teacher/assignments/3/marking/questions/11');
    await screen.findByText(`${sure.length} of 4 marked for you`);
    expect(screen.getByRole('navigation', { name: 'Needs your review' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Marked, no review needed' })).toBeTruthy();
    await expectNoAxeViolations(container);
    fireEvent.click(screen.getByRole('button', { name: /^Accept all .* that need no review$/ }));
    await screen.findByText(/^Accepted .* that needed no review\. Releasing them is still up to you\.$/);
    const saves = callsOf(fetchMock).filter((c) => c.path === '/api/v2/mafanswers/3/markings');
    const sent = saves.flatMap((c) => {
      const body = c.body as { answers?: { answer_id: number }[]; answer_id?: number; points?: unknown };
      expect(body.points).toBeUndefined();
      return body.answers?.map((a) => a.answer_id) ?? [body.answer_id!];
    });
    expect(sent.sort()).toEqual(sure.map((a) => a.answer_id).sort());
  });
});

describe('marking by question: feedback not yet saved', () => {
  it('asks before another answer of the list replaces it, and keeps it when the teacher stays', async () => {
    setup();
    renderTeacherAt('/teacher/assignments/3/marking/questions/11');
    await screen.findByRole('heading', { level: 2, name: '2 answers alike (1 of 3)' });
    const feedback = screen.getByLabelText('Feedback for each of these 2 answers');
    fireEvent.change(feedback, { target: { value: 'Say what happens to the salt.' } });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    fireEvent.click(screen.getByRole('button', { name: /it boils/ }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { level: 2, name: '2 answers alike (1 of 3)' })).toBeTruthy();
    expect((screen.getByLabelText('Feedback for each of these 2 answers') as HTMLTextAreaElement).value).toBe(
      'Say what happens to the salt.',
    );
    // Agreeing leaves the draft behind; an untouched answer moves without asking.
    confirm.mockReturnValue(true);
    fireEvent.click(screen.getByRole('button', { name: /it boils/ }));
    await screen.findByRole('heading', { level: 2, name: 'Dev Patel’s answer (3 of 3)' });
    fireEvent.click(screen.getByRole('button', { name: /the salt stays/ }));
    await screen.findByRole('heading', { level: 2, name: '2 answers alike (1 of 3)' });
    expect(confirm).toHaveBeenCalledTimes(2);
    confirm.mockRestore();
  });
});
